// npm run bench:insights
// The insights' two costs (decision record 0044), against a scratch local D1 in workerd (its own
// persist dir, .wrangler/bench-insights, deleted first) with the migrations applied:
//  - the collection endpoint, POST /api/events through the app's Hono app: p50/p95 wall ms of a
//    typical beacon (a page view and a product view), and of a hidden-page beacon (a search and
//    four vitals), BENCH_RUNS each (default 200) after warm-ups, the write awaited in the request;
//  - the insights page's queries (loadInsights) over the aggregates of BENCH_EVENTS synthetic
//    events (default 1,000,000) spread over 28 days: p50/p95 of wall ms, BENCH_QUERY_RUNS (default 9).
// The events are aggregated as the endpoint aggregates them (aggregate()), then stored as rows
// with `wrangler d1 execute --file` before the proxy opens.
import { execFileSync } from "node:child_process";
import { rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { app } from "~/api/app.server";
import { PRODUCT_ENTRIES } from "~/catalogue/products";
import { aggregate } from "~/server/insights/eventStore.server";
import type { InsightEvent } from "~/server/insights/eventSchema.server";
import { addDays, loadInsights } from "~/server/insights/insightsQueries.server";
import { bin, wranglerEnv } from "../../scripts/lib/run.mjs";
import { percentile, printTable } from "./lib/table.mjs";

const persistTo = ".wrangler/bench-insights";
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const QUERY_RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 9);
const DAYS = 28;
const COUNTRIES = ["CH", "DE", "US", "GB", "FR", "SG", "JP", "BR", "IN", "ZA"];
const DEVICES = ["desktop", "mobile", "tablet"] as const;
const TERMS = Array.from({ length: 400 }, (_, i) => `term ${i}`);
const PATHS = [...PRODUCT_ENTRIES.map((p) => `/${p.route}`), "/", "/news", "/banking", "/search", "/contact"];

rmSync(persistTo, { recursive: true, force: true });
console.log(`migrating a scratch local D1 in ${persistTo} ...`);
execFileSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { env: wranglerEnv, stdio: "ignore" });

let seed = 42;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length) ** 1]!;
/** A skewed pick: a few products, terms and pages get most of the traffic, as in life. */
const skewed = <T>(xs: readonly T[]) => xs[Math.floor(rnd() ** 2.5 * xs.length)]!;

function syntheticEvent(): InsightEvent {
  const r = rnd();
  if (r < 0.45)
    return {
      type: "page",
      path: skewed(PATHS),
      pageType: "product",
      referrer: rnd() < 0.3 ? pick(["www.google.com", "www.linkedin.com", "www.bing.com"]) : undefined,
    };
  if (r < 0.7) return { type: "product", product: skewed(PRODUCT_ENTRIES).id };
  if (r < 0.75) return { type: "search", term: skewed(TERMS), found: rnd() < 0.8 };
  if (r < 0.76) return { type: "brochure", product: skewed(PRODUCT_ENTRIES).id };
  if (r < 0.765) return { type: "request", kind: rnd() < 0.6 ? "demo" : "info", product: skewed(PRODUCT_ENTRIES).id };
  const name = pick(["LCP", "INP", "CLS", "TTFB"] as const);
  const value = name === "CLS" ? rnd() * 0.3 : name === "INP" ? rnd() * 500 : rnd() * 4000;
  return { type: "vital", name, value, pageType: pick(["home", "product", "group", "news"] as const) };
}

// The aggregates are written as a SQL file run by `wrangler d1 execute`: hundreds of thousands of
// rows sent statement by statement over the platform proxy made workerd drop the connection
// (from about 100,000 events). Every value below is generated here, quoted as SQL strings.
const sql = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
const ROWS_PER_INSERT = 500;
const today = new Date().toISOString().slice(0, 10);
console.log(`aggregating ${EVENTS.toLocaleString("en")} events over ${DAYS} days ...`);
const lines: string[] = [];
let rows = 0;
const perDay = Math.ceil(EVENTS / DAYS);
for (let d = 0; d < DAYS; d++) {
  const day = addDays(today, -d);
  // Each day's events split by country × device, aggregated as the endpoint does.
  const groups = new Map<string, InsightEvent[]>();
  for (let i = 0; i < perDay; i++) {
    const key = `${pick(COUNTRIES)}|${skewed(DEVICES)}`;
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(syntheticEvent());
  }
  const counts: string[] = [];
  const vitals = new Map<string, number>();
  for (const [key, events] of groups) {
    const [country, device] = key.split("|") as [string, string];
    const aggregated = aggregate(events);
    for (const c of aggregated.counts) counts.push(`(${[day, c.kind, c.key, country, device, c.n].map(sql).join(", ")})`);
    // Summed across the day's groups here, as the endpoint's upsert would sum them.
    for (const v of aggregated.vitals) {
      const id = [day, v.pageType, v.metric, v.bucket].map(sql).join(", ");
      vitals.set(id, (vitals.get(id) ?? 0) + v.n);
    }
  }
  const buckets = [...vitals].map(([id, n]) => `(${id}, ${n})`);
  for (let i = 0; i < counts.length; i += ROWS_PER_INSERT) lines.push(`INSERT INTO event_counts VALUES ${counts.slice(i, i + ROWS_PER_INSERT).join(", ")};`);
  for (let i = 0; i < buckets.length; i += ROWS_PER_INSERT) lines.push(`INSERT INTO vital_buckets VALUES ${buckets.slice(i, i + ROWS_PER_INSERT).join(", ")};`);
  rows += counts.length + buckets.length;
}
const file = `${persistTo}/aggregates.sql`;
writeFileSync(file, lines.join("\n"));
console.log(`loading ${rows.toLocaleString("en")} aggregate rows ...`);
execFileSync(bin("wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file, "--yes"], { env: wranglerEnv, stdio: "ignore" });

const proxy = await getPlatformProxy<Env>({ persist: { path: `${persistTo}/v3` } });
const env = proxy.env;
const db = env.DB;
const [loaded] = (await db.prepare("SELECT (SELECT COUNT(*) FROM event_counts) + (SELECT COUNT(*) FROM vital_buckets) AS n").all<{ n: number }>()).results;
if (loaded?.n !== rows) throw new Error(`${rows} aggregate rows written, ${loaded?.n} stored`);
console.log(`${rows.toLocaleString("en")} aggregate rows`);

async function time(runs: number, warmups: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < warmups; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return `${percentile(ms, 50).toFixed(1)} / ${percentile(ms, 95).toFixed(1)}`;
}

let ip = 0;
const beacon = (events: unknown[]) => async () => {
  const res = await app.fetch(
    new Request("http://127.0.0.1/api/events", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0",
        "CF-Connecting-IP": `10.9.${(ip >> 8) & 255}.${ip++ & 255}`,
      },
      body: JSON.stringify({ events }),
    }),
    env,
  );
  if (res.status !== 204) throw new Error(`POST /api/events answered ${res.status}: ${await res.text()}`);
};
const table = [
  {
    what: "POST /api/events: page view + product view",
    "p50 / p95 ms": await time(
      RUNS,
      20,
      beacon([
        { type: "page", path: "/bank_operations/fed-funds", pageType: "product" },
        { type: "product", product: "fed-funds" },
      ]),
    ),
  },
  {
    what: "POST /api/events: a search + four vitals",
    "p50 / p95 ms": await time(
      RUNS,
      20,
      beacon([
        { type: "search", term: "repo", found: true },
        ...(["LCP", "INP", "CLS", "TTFB"] as const).map((name) => ({ type: "vital", name, value: name === "CLS" ? 0.02 : 420, pageType: "product" })),
      ]),
    ),
  },
  {
    what: `insights, last 7 days (${EVENTS.toLocaleString("en")} events in 28 days)`,
    "p50 / p95 ms": await time(QUERY_RUNS, 2, () => loadInsights(db, { from: addDays(today, -6), to: today })),
  },
  { what: "insights, last 28 days", "p50 / p95 ms": await time(QUERY_RUNS, 2, () => loadInsights(db, { from: addDays(today, -27), to: today })) },
];
printTable(
  "Insights: collection endpoint and insights queries",
  ["what", "p50 / p95 ms"],
  table.map((r) => [r.what, r["p50 / p95 ms"]]),
);
console.log(
  `load ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}; wall ms in this process (workerd's D1 over the platform proxy)`,
);
await proxy.dispose();
