// npm run bench:webhooks
// Delivers 1,000 sales_request.created events through the app's own webhook drain
// (app/server/webhooks/webhookDelivery.server.ts) to a real HTTP receiver on 127.0.0.1, against a
// scratch local D1 in workerd (its own persist dir, .wrangler/bench-webhooks, deleted first) with
// the migrations applied. The receiver verifies every signature and answers 500 to about 5 % of
// first arrivals, so retries (with the same webhook-id) are part of the run; the drain's clock is
// moved past each backoff rather than waited for. Reports: events queued, distinct webhook-ids
// received with a 2xx (none may be lost), repeats (arrivals of an id already seen), bad
// signatures, and throughput (2xx deliveries per second of drain time).
// BENCH_EVENTS (default 1000), BENCH_PORT (default 8842).
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import { performance } from "node:perf_hooks";
import { getPlatformProxy } from "wrangler";
import { sealText } from "~/server/auth/secretBox.server";
import { newKeyringEntry, parseKeyring } from "~/server/platform/keyring.server";
import { createSalesRequest } from "~/server/sales/salesRequests.server";
import { newWebhookSecret, verifiedSignatures } from "~/server/webhooks/signature.server";
import { drainWebhooks } from "~/server/webhooks/webhookDelivery.server";
import { secretContext } from "~/server/webhooks/webhookEndpoints.server";
import type { D1 } from "~/server/platform/d1Sessions.server";
import { bin, wranglerEnv } from "../../scripts/lib/run.mjs";

const persistTo = ".wrangler/bench-webhooks";
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 8842);

rmSync(persistTo, { recursive: true, force: true });
console.log(`migrating a scratch local D1 in ${persistTo} ...`);
execFileSync(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { env: wranglerEnv, stdio: "ignore" });
const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ persist: { path: `${persistTo}/v3` } });
const db = env.DB as unknown as D1;
const ring = parseKeyring(newKeyringEntry("bench"));
if (typeof ring === "string") throw new Error(ring);

// The receiver: verifies, records, and fails ~5 % of first arrivals (deterministically, by id).
const secret = newWebhookSecret();
const seen = new Map<string, number>();
const delivered = new Set<string>();
let badSignatures = 0;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", async () => {
    const body = Buffer.concat(chunks).toString("utf8");
    const id = String(req.headers["webhook-id"] ?? "");
    const ok = (await verifiedSignatures(secret, id, String(req.headers["webhook-timestamp"]), body, String(req.headers["webhook-signature"]))).length > 0;
    if (!ok) badSignatures++;
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    const fail = n === 1 && parseInt(id.slice(-2), 16) < 13; // 13/256 ≈ 5 %
    if (!fail && ok) delivered.add(id);
    res.writeHead(fail ? 500 : 204).end();
  });
});
await new Promise<void>((resolve) => server.listen(PORT, "127.0.0.1", resolve));

const endpointId = crypto.randomUUID();
await db
  .prepare("INSERT INTO webhook_endpoints (id, url, events, secret) VALUES (?1, ?2, '[\"sales_request.created\"]', ?3)")
  .bind(endpointId, `http://127.0.0.1:${PORT}/crm`, await sealText(ring, secretContext(endpointId), secret))
  .run();

console.log(`queueing ${EVENTS} leads ...`);
const t0 = Date.parse("2026-11-28T10:00:00.000Z");
for (let i = 0; i < EVENTS; i++) {
  await createSalesRequest(
    { db, salesEmail: "sales@bench.example", siteTitle: "Bench", siteUrl: "http://127.0.0.1:8788", now: new Date(t0), acknowledge: false },
    {
      clientId: `bench-lead-${String(i).padStart(6, "0")}`,
      ContactType: "Request Info",
      Products: "General Ledger",
      Name: `Lead ${i}`,
      CompanyName: "Bench Bank",
      Email: `lead${i}@bench.example`,
      Phone: "",
      Address: "",
      Country: "",
      ContactMade: "",
      Comments: "",
    },
  );
}
const queued = (await db.prepare("SELECT webhook_id FROM webhook_deliveries").all<{ webhook_id: string }>()).results.map((r) => r.webhook_id);

console.log("draining ...");
const appEnv = { DB: db, SEALING_KEYS: ring, APP_ENV: "development" };
let clock = t0;
let drainMs = 0;
let drains = 0;
for (;;) {
  const started = performance.now();
  const report = await drainWebhooks(appEnv, { now: () => new Date(clock), limit: 50 });
  drainMs += performance.now() - started;
  drains++;
  if (report.delivered + report.retrying + report.failed === 0) {
    const pending = await db.prepare("SELECT MIN(next_attempt_at) AS next FROM webhook_deliveries WHERE state = 'pending'").first<{ next: string | null }>();
    if (!pending?.next) break;
    clock = Date.parse(pending.next); // the next retry falls due: move the clock, do not wait
  }
}
server.close();

const lost = queued.filter((id) => !delivered.has(id));
const repeats = [...seen.values()].reduce((sum, n) => sum + n - 1, 0);
const states = (await db.prepare("SELECT state, COUNT(*) AS n FROM webhook_deliveries GROUP BY state").all<{ state: string; n: number }>()).results;
const throughput = delivered.size / (drainMs / 1000);
console.log(
  JSON.stringify(
    {
      events: EVENTS,
      queued: queued.length,
      receivedDistinct: delivered.size,
      lost: lost.length,
      repeats,
      badSignatures,
      states: Object.fromEntries(states.map((s) => [s.state, s.n])),
      drains,
      drainSeconds: Number((drainMs / 1000).toFixed(2)),
      deliveriesPerSecond: Number(throughput.toFixed(1)),
    },
    null,
    2,
  ),
);
await dispose();
if (lost.length > 0 || badSignatures > 0 || queued.length !== EVENTS) {
  console.error(`FAIL: ${lost.length} lost, ${badSignatures} bad signatures, ${queued.length} of ${EVENTS} queued`);
  process.exit(1);
}
