// `npm run bench:edge` (issue 31, decision record 0027): what a far visitor meeting a cold edge waits
// for. A product page, /news and a group page, each measured as
//   (a) cold: the first page request of a freshly started server (a new workerd, so a new isolate
//       whose Remix half has never been evaluated) with an empty edge cache;
//   (b) warm isolate, empty cache: a render on a warm isolate (a unique query string, which the
//       edge cache never keeps: the same render and D1 read as a cache miss);
//   (c) from the edge cache: the plain path once its copy is kept;
//   (d) a static file of the page's size, from the asset handler (a path _routes.json keeps off
//       the function);
// with D1's round trip simulated at 0, 80 and 200 ms (BENCH_D1_DELAY_MS, a test-only wrapper the
// production env schema refuses: app/server/platform/benchD1Delay.server.ts). TTFB (request sent
// to first body byte) p50/p95, one request at a time. Then `wrangler check startup`'s CPU.
// Targets (issue 31, point 6): (c) ≤ 1.2× (d) at each distance; (a) ≤ 1.5× (d) + one round trip.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { ensureBuild, startServer } from "./lib/server.mjs";
import { percentile, printTable } from "./lib/table.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8865);
const N = Number(process.env.BENCH_REQUESTS ?? 30);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const DELAYS = (process.env.BENCH_DELAYS ?? "0,80,200").split(",").map(Number);
const PAGES = [
  { name: "product", path: "/bank_operations/fed-funds" },
  { name: "/news", path: "/news" },
  { name: "group", path: "/banking" },
];
const STATIC_DIR = "public/images/bench-edge";
rmSync(STATIC_DIR, { recursive: true, force: true });
process.on("exit", () => rmSync(STATIC_DIR, { recursive: true, force: true }));

/** ms from sending the request to the first byte of its body. */
async function ttfb(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  const reader = res.body.getReader();
  await reader.read();
  const at = performance.now() - started;
  await reader.cancel();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { ms: at, cache: res.headers.get("x-page-cache") };
}

const stats = (values) => `${percentile(values, 50).toFixed(1)} / ${percentile(values, 95).toFixed(1)}`;

await ensureBuild();
const rows = [];
const checks = [];
for (const delay of DELAYS) {
  const vars = { BENCH_D1_DELAY_MS: String(delay) };
  const name = "edge";
  const cold = new Map(PAGES.map((p) => [p.name, []]));
  // (a): each start measures one page first (rotating), so every page gets cold samples.
  for (let i = 0; i < COLD_STARTS * PAGES.length; i++) {
    const page = PAGES[i % PAGES.length];
    const server = await startServer({ name, port: PORT, vars, keepState: i > 0 || delay !== DELAYS[0] });
    try {
      cold.get(page.name).push((await ttfb(`${server.origin}${page.path}`)).ms);
    } finally {
      await server.stop();
    }
  }
  const server = await startServer({ name, port: PORT, vars, keepState: true });
  try {
    mkdirSync(STATIC_DIR, { recursive: true });
    for (const page of PAGES) {
      const html = await (await fetch(`${server.origin}${page.path}?copy`)).text();
      writeFileSync(`${STATIC_DIR}/${page.name.replace("/", "")}.html`, html);
    }
    for (const page of PAGES) {
      const warm = [];
      const cached = [];
      const statik = [];
      await ttfb(`${server.origin}${page.path}?warm`);
      for (let i = 0; i < N; i++) warm.push((await ttfb(`${server.origin}${page.path}?r=${delay}-${i}`)).ms);
      await ttfb(`${server.origin}${page.path}`);
      await new Promise((r) => setTimeout(r, 300)); // the copy is written after the first response
      for (let i = 0; i < N; i++) {
        const { ms, cache } = await ttfb(`${server.origin}${page.path}`);
        if (cache !== "HIT") throw new Error(`${page.path}: expected an edge-cache HIT, got ${cache}`);
        cached.push(ms);
      }
      const file = `/images/bench-edge/${page.name.replace("/", "")}.html`;
      for (let i = 0; i < N; i++) statik.push((await ttfb(`${server.origin}${file}`)).ms);
      const coldValues = cold.get(page.name);
      rows.push([`${delay} ms`, page.name, stats(coldValues), stats(warm), stats(cached), stats(statik)]);
      const s50 = percentile(statik, 50);
      checks.push({
        what: `${delay} ms ${page.name}: cached p50 ${percentile(cached, 50).toFixed(1)} ≤ 1.2 × static ${s50.toFixed(1)}`,
        ok: percentile(cached, 50) <= 1.2 * s50,
      });
      checks.push({
        what: `${delay} ms ${page.name}: cold p50 ${percentile(coldValues, 50).toFixed(1)} ≤ 1.5 × static + ${delay}`,
        ok: percentile(coldValues, 50) <= 1.5 * s50 + delay,
      });
    }
  } finally {
    await server.stop();
  }
}

printTable(
  `TTFB, ms p50 / p95 (cold: ${COLD_STARTS} fresh servers per page; others: ${N} requests each, one at a time)`,
  ["D1 round trip", "page", "(a) cold isolate, empty cache", "(b) warm isolate, empty cache", "(c) edge cache", "(d) static file"],
  rows,
);
for (const c of checks) console.log(`${c.ok ? "ok  " : "MISS"} ${c.what}`);

const startup = spawnSync("npx", ["wrangler", "check", "startup", "--pages"], { encoding: "utf8" });
const active = /Active: ([\d.]+) ms/.exec(startup.stdout + startup.stderr)?.[1];
console.log(`\nwrangler check startup --pages: ${active ?? "?"} ms CPU (active)`);
console.log(`machine load average ${loadavg()[0].toFixed(1)}`);
