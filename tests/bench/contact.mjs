// Benchmark (not a test): 500 contact submissions at concurrency 20 against a local
// `wrangler pages dev`, then acknowledged vs stored rows, messages sent to the local mail sink
// (.dev.vars: EMAIL_TRANSPORT=sink) vs requests stored, and latency percentiles.
//   npm run bench:contact            (BENCH_PORT, BENCH_TOTAL, BENCH_CONCURRENCY override)
// It builds, starts its own server on a fresh state under .wrangler/bench, and stops it at the end.
import "../../scripts/lib/requireNode.mjs";
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { ensureDevVars } from "../../scripts/lib/devVars.mjs";
import { bin, run, servePages, wranglerEnv } from "../../scripts/lib/run.mjs";

const port = Number(process.env.BENCH_PORT ?? 8797);
const total = Number(process.env.BENCH_TOTAL ?? 500);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 20);
const persistTo = ".wrangler/bench";
const base = `http://127.0.0.1:${port}`;
const runId = randomUUID().slice(0, 8);
const company = `Bench ${runId}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHealth(deadline = Date.now() + 60_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server on ${base} did not become healthy`);
}

/** What a browser does: render the form and read its signed timestamp from the page. */
async function formToken() {
  const html = await (await fetch(`${base}/contact`)).text();
  const token = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("no formToken in the rendered form");
  return token;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function storedRows() {
  const out = execFileSync(
    bin("wrangler"),
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      persistTo,
      "--json",
      "--command",
      `WITH mine AS (SELECT o.* FROM email_outbox o JOIN sales_requests s ON s.id = o.sales_request_id WHERE s.company_name = '${company}')
       SELECT (SELECT COUNT(*) FROM sales_requests WHERE company_name = '${company}') AS requests,
              (SELECT COUNT(*) FROM suspected_spam WHERE company_name = '${company}') AS held,
              (SELECT COUNT(*) FROM mine) AS messages,
              (SELECT COUNT(*) FROM mine WHERE status = 'delivered') AS delivered,
              (SELECT COUNT(*) FROM mine WHERE status IN ('pending', 'sending', 'failed')) AS waiting,
              (SELECT COUNT(*) FROM mine WHERE status = 'delivered' AND kind = 'sales_notification') AS notifications,
              (SELECT COUNT(*) FROM mine WHERE status = 'delivered' AND kind = 'acknowledgement') AS acknowledgements,
              (SELECT COUNT(*) FROM email_attempts a JOIN mine ON mine.id = a.outbox_id WHERE a.ok = 1) AS accepted_sends`,
    ],
    { encoding: "utf8", env: wranglerEnv, stdio: ["ignore", "pipe", "pipe"] },
  );
  return JSON.parse(out)[0].results[0];
}

ensureDevVars();
console.log("building ...");
await run(bin("remix"), ["build"], { stdio: "ignore" });
rmSync(persistTo, { recursive: true, force: true });
console.log("preparing a fresh local D1 ...");
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], { stdio: "ignore" });
const server = servePages({ port, persistTo, extraArgs: ["--inspector-port", "0"], stdio: "ignore" });
const stop = () =>
  new Promise((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once("exit", resolve);
    server.kill("SIGTERM");
  });
process.on("SIGINT", () => stop().then(() => process.exit(130)));

try {
  await waitForHealth();
  // Used at once: a form's age is no spam signal (decision record 0034); every post is a clean request.
  const tokens = await Promise.all(Array.from({ length: concurrency }, () => formToken()));

  const latencies = [];
  const statuses = new Map();
  /** One body excerpt per non-200 status, to say who answered it. */
  const samples = new Map();
  let acknowledged = 0;
  let next = 0;
  const started = performance.now();
  async function worker(w) {
    for (let i = next++; i < total; i = next++) {
      const body = new URLSearchParams({
        clientId: randomUUID(),
        formToken: tokens[w],
        website: "",
        ContactType: "Request Info",
        Products: "General Ledger",
        Name: `Bench Person ${i}`,
        CompanyName: company,
        Email: `bench${i}@example.com`,
        Phone: "+1 555 0100",
        Address: "",
        Country: "Canada",
        ContactMade: "Web Search",
        Comments: "Benchmark submission.",
      });
      const t0 = performance.now();
      let status = "network error";
      try {
        const response = await fetch(`${base}/contact`, {
          method: "POST",
          body,
          // A distinct address per request, so the per-address rate limit does not apply.
          headers: { "CF-Connecting-IP": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        });
        const html = await response.text();
        status = response.status;
        if (status !== 200 && !samples.has(status)) samples.set(status, html.replace(/\s+/g, " ").slice(0, 160));
        if (response.status === 200 && html.includes("Thank You, <!-- -->Bench Person")) acknowledged++;
      } catch (error) {
        if (!samples.has(status)) samples.set(status, String(error));
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  const elapsed = (performance.now() - started) / 1000;
  // The outbox drains run after the responses (waitUntil): count once nothing is waiting, or after 60 s.
  let stored = storedRows();
  for (const deadline = Date.now() + 60_000; stored.waiting > 0 && Date.now() < deadline; stored = storedRows()) await sleep(1_000);
  latencies.sort((a, b) => a - b);

  const rows = [
    ["submissions", String(total)],
    ["concurrency", String(concurrency)],
    ["acknowledged (200, thank-you page)", String(acknowledged)],
    ["stored requests (D1)", String(stored.requests)],
    ["held as suspected spam (D1)", String(stored.held)],
    ["outbox messages queued (D1)", String(stored.messages)],
    ["messages sent (delivered to the local mail sink)", `${stored.delivered} (${stored.notifications} to sales, ${stored.acknowledgements} acknowledgements)`],
    ["messages still waiting", String(stored.waiting)],
    ["accepted sends (one per message = none doubled)", String(stored.accepted_sends)],
    ["statuses", [...statuses].map(([s, n]) => `${s}×${n}`).join(" ")],
    ["p50 latency", `${percentile(latencies, 50).toFixed(1)} ms`],
    ["p95 latency", `${percentile(latencies, 95).toFixed(1)} ms`],
    ["max latency", `${latencies.at(-1).toFixed(1)} ms`],
    ["throughput", `${(total / elapsed).toFixed(1)} req/s (${elapsed.toFixed(1)} s)`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`\ncontact form benchmark (wrangler pages dev, local D1, ${new Date().toISOString()})`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  for (const [s, body] of samples) console.log(`  sample ${s}: ${body}`);
  if (stored.requests !== total || stored.held !== 0) {
    console.error(`\nMISMATCH: ${total} sent but ${stored.requests} stored as requests (${stored.held} held as suspected spam)`);
    process.exitCode = 1;
  }
  if (stored.requests !== acknowledged) {
    console.error(`\nMISMATCH: ${acknowledged} acknowledged but ${stored.requests} stored`);
    process.exitCode = 1;
  }
  if (stored.notifications !== stored.requests || stored.acknowledgements !== stored.requests || stored.accepted_sends !== stored.delivered) {
    console.error(
      `\nMISMATCH: ${stored.requests} requests stored but ${stored.notifications} notifications and ${stored.acknowledgements} acknowledgements sent (${stored.accepted_sends} accepted sends)`,
    );
    process.exitCode = 1;
  }
} finally {
  await stop();
}
