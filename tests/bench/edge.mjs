// `npm run bench:edge` (decision record 0027): what a far visitor meeting a cold edge waits
// for. A product page, /news and a group page, each measured as
//   (a) cold: the first page request of a freshly started server (a new workerd, so a new isolate
//       whose Remix half has never been evaluated) whose edge cache (the location's Cache API) has
//       no copy of the page, the page in the pages' store another isolate filled (decision record 0032);
//   (a') the same with a query string: never stored, so the app is imported and renders (what (a)
//       was before the store: a page no isolate has rendered since the deploy or a change);
//   (b) warm isolate, empty cache: a render on a warm isolate (a unique query string, which the
//       edge cache never keeps: the same render and D1 read as a cache miss);
//   (c) from the edge cache: the plain path once its copy is kept;
//   (d) a static file of the page's size, from the asset handler (a path _routes.json keeps off
//       the function);
// with D1's round trip simulated at 0, 80 and 200 ms (BENCH_D1_DELAY_MS, a test-only wrapper the
// production env schema refuses: app/server/platform/benchD1Delay.server.ts). TTFB (request sent
// to first body byte) p50/p95, one request at a time. Then `wrangler check startup`'s CPU.
// Targets (decision record 0032): (c) ≤ 1.2× (d) at each distance; (a) ≤ 1.5× (d) + one round trip.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { bin, wranglerEnv } from "../../scripts/lib/run.mjs";
import { loadavg } from "node:os";
import { PUBLIC_PAGES, scratchDir } from "./lib/pages.mjs";
import { ensureBuild, startServer } from "./lib/server.mjs";
import { percentile, printTable } from "./lib/table.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8865);
const N = Number(process.env.BENCH_REQUESTS ?? 30);
const COLD_STARTS = Number(process.env.BENCH_COLD_STARTS ?? 3);
const DELAYS = (process.env.BENCH_DELAYS ?? "0,80,200").split(",").map(Number);
const PAGES = [
  { name: "product", path: PUBLIC_PAGES.product },
  { name: "/news", path: PUBLIC_PAGES.news },
  { name: "group", path: PUBLIC_PAGES.group },
];
const STATIC_DIR = scratchDir("public/images/bench-edge");

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

if (process.env.BENCH_COLD_PARTS) {
  await coldParts();
  process.exit(0);
}
if (process.env.BENCH_ARTIFACTS) {
  await artifactsColdRender();
  process.exit(0);
}

await ensureBuild();
const rows = [];
const checks = [];
const coldSources = new Map();
for (const delay of DELAYS) {
  const vars = { BENCH_D1_DELAY_MS: String(delay) };
  const name = "edge";
  const cold = new Map(PAGES.map((p) => [p.name, []]));
  const coldRender = new Map(PAGES.map((p) => [p.name, []]));
  {
    // A page another isolate rendered before: in the pages' store (decision record 0032). Again
    // each round: /news is kept five minutes (its s-maxage), less than a round takes.
    const filler = await startServer({ name, port: PORT, vars, keepState: delay !== DELAYS[0] });
    for (const page of PAGES) await ttfb(`${filler.origin}${page.path}`);
    await new Promise((r) => setTimeout(r, 1000)); // kept after the response
    await filler.stop();
  }
  // (a): each start measures one page first (rotating), so every page gets cold samples; starts
  // alternate between the plain path (a copy in the pages' store, none in the location's cache)
  // and the path with a query (never stored: the app is imported and renders, as before the store).
  for (let i = 0; i < COLD_STARTS * PAGES.length * 2; i++) {
    const page = PAGES[Math.floor(i / 2) % PAGES.length];
    const render = i % 2 === 1;
    const server = await startColdServer(name, vars, [page.path]);
    try {
      const { ms, cache } = await ttfb(`${server.origin}${page.path}${render ? `?cold=${i}` : ""}`);
      (render ? coldRender : cold).get(page.name).push(ms);
      coldSources.set(cache, (coldSources.get(cache) ?? 0) + 1);
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
      rows.push([`${delay} ms`, page.name, stats(coldValues), stats(coldRender.get(page.name)), stats(warm), stats(cached), stats(statik)]);
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
  `TTFB, ms p50 / p95 (cold: ${COLD_STARTS} fresh servers per page and kind; others: ${N} requests each, one at a time)`,
  [
    "D1 round trip",
    "page",
    "(a) cold isolate, empty cache",
    "(a') cold isolate, rendered",
    "(b) warm isolate, empty cache",
    "(c) edge cache",
    "(d) static file",
  ],
  rows,
);
console.log(`(a) and (a') answered from: ${[...coldSources].map(([k, v]) => `${k ?? "?"} ${v}`).join(", ")}`);
for (const c of checks) console.log(`${c.ok ? "ok  " : "MISS"} ${c.what}`);

const startup = spawnSync("npx", ["wrangler", "check", "startup", "--pages"], { encoding: "utf8" });
const active = /Active: ([\d.]+) ms/.exec(startup.stdout + startup.stderr)?.[1];
console.log(`\nwrangler check startup --pages: ${active ?? "?"} ms CPU (active)`);
console.log(`machine load average ${loadavg()[0].toFixed(1)}`);

/**
 * A freshly started server whose location cache holds no copy of `paths`, but runs: a Cloudflare
 * location's cache is never started by a visitor. (Deleting local workerd's cache directory instead
 * made the first lookup create its database: 22-48 ms no location pays.) The copies are forgotten
 * through the e2e server's fixture (TEST_FIXTURES); the pages' store keeps its own, and the fixture
 * opens the store's bucket (local workerd starts its R2 emulation on the first call, which no
 * Cloudflare location's R2 charges a visitor) without reading the page. Like
 * /api/health, which every start waits for, this goes through the isolate before the measured
 * request, but not through the page's code.
 */
async function startColdServer(name, vars, paths) {
  const server = await startServer({ name, port: PORT, vars: { ...vars, TEST_FIXTURES: "sql" }, keepState: true });
  const res = await fetch(`${server.origin}/api/test-fixtures/forget-location-copies`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ paths }),
  });
  if (!res.ok) {
    await server.stop();
    throw new Error(`forget-location-copies: ${res.status} ${await res.text()}`);
  }
  return server;
}

/**
 * BENCH_COLD_PARTS=1: where a cold isolate's first page goes. Each fresh server (no copy of the
 * pages in its cache) is asked, in order: a static file (the asset handler, no function), the product and group pages
 * (kept in the pages' store by an earlier run: STORE, no app), a file the function serves
 * from public/ (the entry imports the whole Remix build, renders nothing), the product page (the
 * first render, on code never run), the product page again (a warm render). Each row's TTFB minus
 * the one before is what that step adds. BENCH_SERVER_BUILDS="label=file,label=file" alternates
 * server bundles (copies of build/server/remix.js) start by start, to compare before and after in
 * the same run; BENCH_DELAYS' first value is the simulated D1 round trip.
 */
async function coldParts() {
  const builds = (process.env.BENCH_SERVER_BUILDS ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("="));
  if (builds.length === 0) await ensureBuild();
  const original = existsSync("build/server/remix.js") ? readFileSync("build/server/remix.js") : undefined;
  if (builds.length > 0 && original) process.on("exit", () => writeFileSync("build/server/remix.js", original));
  const labels = builds.length > 0 ? builds.map(([label]) => label) : ["build"];
  mkdirSync(STATIC_DIR, { recursive: true });
  writeFileSync(`${STATIC_DIR}/file.html`, "<!doctype html><title>static</title>");
  writeFileSync("public/bench-cold.txt", "through the function");
  process.on("exit", () => rmSync("public/bench-cold.txt", { force: true }));
  const steps = [
    "static file",
    "stored page (product)",
    "stored page (group)",
    "file via the function (imports the app)",
    "first render (product)",
    "second render (product)",
  ];
  const samples = new Map(labels.map((l) => [l, steps.map(() => [])]));
  const sources = new Map();
  const vars = { BENCH_D1_DELAY_MS: String(DELAYS[0]) };
  // Another isolate rendered the pages: they are in the pages' store (decision record 0032).
  const filler = await startServer({ name: "edge", port: PORT, vars, keepState: true });
  for (const page of PAGES) await ttfb(`${filler.origin}${page.path}`);
  await new Promise((r) => setTimeout(r, 1000));
  await filler.stop();
  for (let i = 0; i < COLD_STARTS; i++) {
    for (const [index, label] of labels.entries()) {
      if (builds.length > 0) copyFileSync(builds[index][1], "build/server/remix.js");
      const server = await startColdServer("edge", vars, [PAGES[0].path, PAGES[2].path]);
      try {
        const urls = [`/images/bench-edge/file.html`, PAGES[0].path, PAGES[2].path, `/bench-cold.txt`, `${PAGES[0].path}?r=${i}a`, `${PAGES[0].path}?r=${i}b`];
        for (const [s, url] of urls.entries()) {
          const { ms, cache } = await ttfb(`${server.origin}${url}`);
          samples.get(label)[s].push(ms);
          if (s === 1 || s === 2) sources.set(cache, (sources.get(cache) ?? 0) + 1);
        }
      } finally {
        await server.stop();
      }
    }
  }
  printTable(
    `Cold isolate, step by step: TTFB ms p50 / p95 (${COLD_STARTS} fresh servers each; D1 round trip ${DELAYS[0]} ms)`,
    ["build", ...steps],
    labels.map((l) => [l, ...samples.get(l).map(stats)]),
  );
  console.log(`stored pages answered from: ${[...sources].map(([k, v]) => `${k ?? "?"} ${v}`).join(", ")}`);
  console.log(`machine load average ${loadavg()[0].toFixed(1)}`);
}

/**
 * BENCH_ARTIFACTS="old=<site dir>,new=<site dir>": column (a') for prebuilt artifacts (a folder of
 * public/ and `_worker.js`, as `npm run rehearse` leaves in .rehearsal/site), side by side in one
 * run: starts alternate between them, each a fresh server whose first page request renders (a
 * query string no store keeps). Served as the rehearsal serves them (its production
 * configuration and secrets, .rehearsal/serve; run `npm run rehearse` first) on a copy of its
 * fresh database, over http; no simulated D1 round trip (a production artifact has no bench hook).
 */
async function artifactsColdRender() {
  const artifacts = process.env.BENCH_ARTIFACTS.split(",").map((pair) => pair.split("="));
  const serveDir = ".rehearsal/serve";
  if (!existsSync(`${serveDir}/wrangler.toml`) || !existsSync(".rehearsal/state-fresh"))
    throw new Error("run `npm run rehearse` first: its configuration and database are used");
  const persistTo = resolve(".rehearsal/bench-edge-state");
  rmSync(persistTo, { recursive: true, force: true });
  cpSync(".rehearsal/state-fresh", persistTo, { recursive: true });
  const vars = parseDevVars(readFileSync(".rehearsal/seed.vars", "utf8"));
  const secrets = ["SESSION_SECRET", "SEALING_KEYS"].flatMap((k) => ["--binding", `${k}=${vars[k]}`]);
  const samples = new Map(artifacts.flatMap(([label]) => PAGES.map((p) => [`${label} ${p.name}`, []])));
  for (let i = 0; i < COLD_STARTS * PAGES.length; i++) {
    const page = PAGES[i % PAGES.length];
    for (const [label, dir] of artifacts) {
      const args = ["pages", "dev", resolve(dir), "--ip", "127.0.0.1", "--port", String(PORT), "--inspector-port", "0", "--persist-to", persistTo];
      const child = spawn(resolve(bin("wrangler")), [...args, "--show-interactive-dev-session=false", ...secrets], {
        cwd: serveDir,
        env: wranglerEnv,
        stdio: ["ignore", "ignore", "ignore"],
      });
      try {
        const origin = `http://127.0.0.1:${PORT}`;
        for (let up = false; !up;) {
          if (child.exitCode !== null) throw new Error(`${label}: wrangler pages dev exited`);
          up = await fetch(`${origin}/api/health`).then(
            () => true,
            () => new Promise((r) => setTimeout(() => r(false), 200)),
          );
        }
        samples.get(`${label} ${page.name}`).push((await ttfb(`${origin}${page.path}?cold=${i}`)).ms);
      } finally {
        await new Promise((done) => {
          child.once("exit", done);
          child.kill("SIGTERM");
        });
      }
    }
  }
  printTable(
    `(a') cold isolate, rendered: TTFB ms p50 / p95 (${COLD_STARTS} fresh servers per artifact and page, alternating; no simulated D1 round trip)`,
    ["artifact", "page", "(a') cold isolate, rendered"],
    [...samples].map(([key, values]) => [...key.split(" "), stats(values)]),
  );
  console.log(`machine load average ${loadavg()[0].toFixed(1)}`);
}
