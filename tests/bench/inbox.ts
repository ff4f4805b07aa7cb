// npm run bench:inbox
// The staff inbox's queries at 1,000, 10,000 and 100,000 sales requests, side by side: p50/p95
// of each, in ms, measured around the app's own query functions (the ones the inbox page, the
// API, /saviewgrid/ and the dashboard call) against a scratch local D1 in workerd (its own
// persist dir, .wrangler/bench-inbox, deleted first), with the migrations applied. Budget: every
// query ≤ 50 ms at 100,000. BENCH_RUNS (default 9) runs per query after 2 warm-ups.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { salesRequestQuerySchema } from "~/lib/sales/salesRequestQuery";
import { dashboardStats } from "~/server/admin/dashboard.server";
import { quickViewCounts } from "~/server/sales/inboxCounts.server";
import { exportSalesRequestPage } from "~/server/sales/salesRequestExport.server";
import { listSalesRequests, salesRequestGrid } from "~/server/sales/salesRequestList.server";
import { bin, wranglerEnv } from "../../scripts/lib/run.mjs";
import { percentile, printTable } from "./lib/table.mjs";

const persistTo = ".wrangler/bench-inbox";
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const STAFF = ["bench-staff-1", "bench-staff-2", "bench-staff-3", "bench-staff-4", "bench-staff-5"];

rmSync(persistTo, { recursive: true, force: true });
console.log(`migrating a scratch local D1 in ${persistTo} ...`);
execFileSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { env: wranglerEnv, stdio: "ignore" });
const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${persistTo}/v3` } });
/**
 * The database as the query functions see it, noting D1's own `meta.duration` (time spent running
 * the SQL inside the database, the server's share) of every statement they run. `first()` is read
 * through `all()` so its duration is seen too.
 */
let sqlMs = 0;
const raw = env.DB;
const note = <T extends { meta?: { duration?: number } }>(r: T) => ((sqlMs += Number(r.meta?.duration ?? 0)), r);
const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
  new Proxy(stmt, {
    get(target, key) {
      if (key === "bind") return (...values: unknown[]) => wrap(target.bind(...values));
      if (key === "all" || key === "run") return async () => note(await target[key]());
      if (key === "first")
        return async (column?: string) => {
          const row = note(await target.all()).results[0] as Record<string, unknown> | undefined;
          return row === undefined ? null : column ? row[column] : row;
        };
      if (key === "__raw") return target;
      return Reflect.get(target, key);
    },
  });
const db = new Proxy(raw, {
  get(target, key) {
    if (key === "prepare") return (sql: string) => wrap(target.prepare(sql));
    if (key === "batch")
      return async (stmts: D1PreparedStatement[]) => {
        const results = await target.batch(stmts.map((s) => (s as unknown as { __raw: D1PreparedStatement }).__raw ?? s));
        for (const r of results) note(r);
        return results;
      };
    return Reflect.get(target, key);
  },
});

await db.batch(
  STAFF.map((id, i) =>
    db
      .prepare("INSERT INTO staff_users (id, email, name, role, password_hash) VALUES (?1, ?2, ?3, 'admin', 'x')")
      .bind(id, `${id}@bench.example`, `Bench Rep ${i + 1}`),
  ),
);

// Word lists the synthetic requests are drawn from (deterministically, by row number): real-looking
// names, companies, products and comments, so a word is as common as it would be in a real inbox.
const FIRST =
  "Ada Ben Carla Dmitri Elena Farid Grace Hiro Ines Jonas Kemi Lars Maya Nadia Omar Priya Quinn Rosa Sven Tariq Uma Victor Wen Xavier Yara Zoe".split(" ");
const LAST =
  "Adams Brown Chen Diaz Evans Fischer Garcia Haddad Ito Jensen Kowalski Lopez Murphy Novak Okafor Patel Rossi Singh Tanaka Ueda Varga Weber Young Zhang".split(
    " ",
  );
const PLACE =
  "Harbor Summit Prairie Lakeside Granite Riverbend Coastal Pioneer Keystone Evergreen Northgate Bayview Cedar Frontier Heritage Ironwood Maple Oakridge Redwood Silverline".split(
    " ",
  );
const KIND = "Bank,Credit Union,Trust Company,Savings Bank,Central Bank,Capital Partners,Investment Group,Municipal Treasury".split(",");
const PRODUCT =
  "General Ledger,Loan Origination,Fed Funds,Forex Cashier,Portfolio Management,Safekeeping Software,Teller Software,Reconciliation,Order Management,Hedge Fund,Debt Collections,REIT Software".split(
    ",",
  );
const COMMENT = [
  "Please call us about a demo next month.",
  "We are replacing our core system and want pricing.",
  "Interested in the web interface for branches.",
  "Our auditors asked about reconciliation reports.",
  "Can you integrate with our existing CRM?",
  "",
];
const STATUS = ["new", "new", "contacted", "qualified", "closed"];
const TYPE = ["Request a Demo", "Request Info", "Comments", "Suggestions", ""];

/** The SQL list literal of a word list, for the generating statement. */
const list = (words: string[]) => `json('${JSON.stringify(words).replace(/'/g, "''")}')`;
const pick = (words: string[], expr: string) => `json_extract(${list(words)}, '$[' || ((${expr}) % ${words.length}) || ']')`;

/** Rows from..to (exclusive) generated inside SQLite, 5,000 per statement; the FTS trigger indexes each. */
async function load(from: number, to: number) {
  for (let start = from; start < to; start += 5_000) {
    const end = Math.min(to, start + 5_000);
    await db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT CAST(?1 AS INTEGER) UNION ALL SELECT i + 1 FROM n WHERE i + 1 < CAST(?2 AS INTEGER))
         INSERT INTO sales_requests (id, client_id, contact_type, products, name, company_name, email, phone, country, comments, status, assigned_to, follow_up_on, created_at, updated_at)
         SELECT 'bench-' || i, 'bench-client-' || i, ${pick(TYPE, "i * 7")}, ${pick(PRODUCT, "i * 13")},
                ${pick(FIRST, "i")} || ' ' || ${pick(LAST, "i / 26")}, ${pick(PLACE, "i * 3")} || ' ' || ${pick(KIND, "i / 7")},
                lower(${pick(FIRST, "i")}) || '.' || i || '@' || lower(${pick(PLACE, "i * 3")}) || '.example', '+1 555 0100', 'Canada',
                ${pick(COMMENT, "i * 11")}, ${pick(STATUS, "i * 17")},
                CASE WHEN i % 5 < 3 THEN json_extract(${list(STAFF)}, '$[' || (i % 5) || ']') ELSE NULL END,
                -- One request in ten has a follow-up date, most of them past (a large "Follow-up due").
                CASE WHEN i % 10 = 0 THEN strftime('%Y-%m-%d', '2024-06-01', '+' || (i % 1000) || ' days') ELSE NULL END,
                strftime('%Y-%m-%dT%H:%M:%fZ', '2023-01-01', '+' || (i * 947 % 94608000) || ' seconds'),
                strftime('%Y-%m-%dT%H:%M:%fZ', '2023-01-01', '+' || (i * 947 % 94608000) || ' seconds')
         FROM n`,
      )
      .bind(start, end)
      .run();
  }
  // One rare prospect per stage, found by a search for their unusual name.
  await db
    .prepare(
      `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, created_at, updated_at)
       VALUES (?1, ?1, 'General Ledger', 'Wilhelmina Quackenbush', 'Zephyr Mutual', 'wq@zephyr.example', '555', '2024-05-05T10:00:00.000Z', '2024-05-05T10:00:00.000Z')`,
    )
    .bind(`bench-rare-${to}`)
    .run();
}

const q = (o: Record<string, unknown>) => salesRequestQuerySchema.parse({ pageSize: 10, ...o });
const QUERIES: [label: string, run: () => Promise<unknown>][] = [
  ["list, newest first (page 1)", () => listSalesRequests(db, q({}))],
  ["list, page 50", () => listSalesRequests(db, q({ page: 50 }))],
  ["list, by name A–Z", () => listSalesRequests(db, q({ sort: "name" }))],
  ["one word (harbor)", () => listSalesRequests(db, q({ q: "harbor" }))],
  ["two words (harbor patel)", () => listSalesRequests(db, q({ q: "harbor patel" }))],
  ["three words (lakeside bank demo)", () => listSalesRequests(db, q({ q: "lakeside bank demo" }))],
  ["a rare name (quackenbush)", () => listSalesRequests(db, q({ q: "quackenbush" }))],
  ["a piece of an e-mail (ada.12)", () => listSalesRequests(db, q({ q: "ada.12" }))],
  ["a two-letter word + a word (ad harbor)", () => listSalesRequests(db, q({ q: "ad harbor" }))],
  ["date range (one month)", () => listSalesRequests(db, q({ from: "2024-03-01", to: "2024-03-31" }))],
  ["status (qualified)", () => listSalesRequests(db, q({ status: "qualified" }))],
  ["assignee (one rep)", () => listSalesRequests(db, q({ assignee: STAFF[1] }))],
  ["unassigned", () => listSalesRequests(db, q({ assignee: "none" }))],
  ["status + assignee + range + word", () => listSalesRequests(db, q({ status: "new", assignee: STAFF[0], from: "2023-06-01", to: "2024-06-30", q: "bank" }))],
  ["view: My open", () => listSalesRequests(db, q({ assignee: STAFF[0], status: "open" }))],
  ["view: Unassigned", () => listSalesRequests(db, q({ assignee: "none", status: "open" }))],
  ["view: Follow-up due", () => listSalesRequests(db, q({ followUp: "due" }))],
  ["the four views' counts", () => quickViewCounts(db, STAFF[0]!)],
  ["grid (/saviewgrid/: page + totals)", () => salesRequestGrid(db, q({}))],
  ["dashboard figures", () => dashboardStats(db, STAFF[0]!)],
  ["CSV export, one 500-row page", () => exportSalesRequestPage(db, q({}), null)],
];

/** p50/p95 of D1's own SQL time per call (the server's time), and the p50 seen from the caller. */
async function time(fn: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await fn();
  const ms: number[] = [];
  const wall: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    sqlMs = 0;
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    ms.push(sqlMs);
  }
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), wall: percentile(wall, 50) };
}

/** The whole CSV export of every request, page by page, as the streaming route walks it. */
async function fullExport() {
  const t0 = performance.now();
  let rows = 0;
  let pages = 0;
  for (let after = null as Awaited<ReturnType<typeof exportSalesRequestPage>>["next"]; ;) {
    const page = await exportSalesRequestPage(db, q({}), after);
    rows += page.items.length;
    pages++;
    if (!page.next) break;
    after = page.next;
  }
  return { rows, pages, ms: performance.now() - t0 };
}

const results = new Map<string, { p50: number; p95: number; wall: number }[]>();
const exports: string[] = [];
try {
  let loaded = 0;
  for (const size of SIZES) {
    const t0 = performance.now();
    await load(loaded, size);
    loaded = size;
    console.log(`loaded ${size.toLocaleString("en")} requests (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    for (const [label, fn] of QUERIES) results.set(label, [...(results.get(label) ?? []), await time(fn)]);
    const whole = await fullExport();
    exports.push(`${whole.rows.toLocaleString("en")} rows in ${whole.pages} pages: ${(whole.ms / 1000).toFixed(2)} s`);
  }
} finally {
  await dispose();
}
const f = (n: number) => n.toFixed(1);
printTable(
  `inbox queries: D1's SQL time per call, ms (p50 / p95 of ${RUNS}), and the caller's p50 through getPlatformProxy; load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")})`,
  [
    "query",
    ...SIZES.map((s) => `${s.toLocaleString("en")} p50`),
    ...SIZES.map((s) => `${s.toLocaleString("en")} p95`),
    ...SIZES.map((s) => `${s.toLocaleString("en")} caller`),
  ],
  [...results].map(([label, r]) => [label, ...r.map((x) => f(x.p50)), ...r.map((x) => f(x.p95)), ...r.map((x) => f(x.wall))]),
);
console.log(`\nwhole CSV export (keyset pages of 500): ${SIZES.map((s, i) => `${s.toLocaleString("en")}: ${exports[i]}`).join("; ")}`);
const slow = [...results].filter(([, r]) => r.at(-1)!.p50 > 50);
if (slow.length) {
  console.log(`\nover 50 ms at ${SIZES.at(-1)!.toLocaleString("en")} (p50): ${slow.map(([l]) => l).join(", ")}`);
  process.exitCode = 1;
}
