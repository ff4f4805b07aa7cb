// npm run bench:ssr-profile   (BENCH_PORT, BENCH_INSPECTOR_PORT and BENCH_REQUESTS override the defaults)
// Where a request's time goes, for the rows of bench:ssr: the product page rendered fresh
// (`?r=…`), the static file through the function, and the page served from the function's copy.
// Two passes per row, on the same server (`wrangler pages dev`, a fresh seeded local state):
//   1. CPU by process: BENCH_REQUESTS requests (10 connections), and the CPU time each process of
//      the server's tree (wrangler's Node process, its two workerd processes) and this client
//      spent, per request, from /proc. No profiler attached.
//   2. CPU inside the worker's isolate: the same requests with the V8 sampling profiler on,
//      through wrangler's DevTools inspector; each sample is put on the original source file
//      through the build's source maps (the build is made with `remix build --sourcemap` for the
//      run, then rebuilt without), and native frames on their caller's file.
// The profiler slows the isolate down; its figures are shares, to be read against pass 1's totals.
// Decision record 0016 explains the figures. Each run writes the three profiles to tests/bench/results/.
import autocannon from "autocannon";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { bin, run } from "../../scripts/lib/run.mjs";
import { startServer } from "./lib/server.mjs";
import { printTable } from "./lib/table.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8878);
const INSPECTOR_PORT = Number(process.env.BENCH_INSPECTOR_PORT ?? PORT + 1);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1500);
// Fewer with the profiler on: its answer must fit in one WebSocket message.
const PROFILED_REQUESTS = Math.min(REQUESTS, 300);
const CONNECTIONS = 10;
const PRODUCT = "/bank_operations/fed-funds";
const STATIC_FILE = "public/bench-static.html";
const PROFILE_DIR = "tests/bench/results";
const quiet = { stdio: ["ignore", "ignore", "inherit"] };

// Node 20 has WebSocket behind a flag: run again with it.
if (typeof WebSocket === "undefined") {
  const { spawnSync } = await import("node:child_process");
  const again = spawnSync(process.execPath, ["--experimental-websocket", fileURLToPath(import.meta.url)], { stdio: "inherit" });
  process.exit(again.status ?? 1);
}

// ---- CPU time of processes, from /proc ----------------------------------------------------------

const TICK_MS = 10; // USER_HZ is 100 on Linux

function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime, stime
  } catch {
    return 0;
  }
}

/** The process tree under pid, each with a short name. */
function tree(root) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // Gone already.
    }
  }
  const out = [];
  const walk = (pid) => {
    let cmd = "";
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ");
    } catch {
      return;
    }
    out.push({ pid, cmd });
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out.map(({ pid, cmd }) => ({ pid, name: processName(cmd) }));
}

function processName(cmd) {
  if (cmd.includes("workerd") && /--socket-addr=entry=127\.0\.0\.1:\d{2,}/.test(cmd) && !/entry=127\.0\.0\.1:0\b/.test(cmd)) return "workerd (entry proxy)";
  if (cmd.includes("workerd")) return "workerd (the worker, assets, D1)";
  if (cmd.includes("esbuild")) return "esbuild service";
  if (cmd.includes("wrangler")) return "wrangler (Node)";
  return cmd.split(" ")[0];
}

// ---- source maps ---------------------------------------------------------------------------------

const B64 = new Map([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]));

/** Decodes a source map's mappings: per generated line, [column, source, name] segments sorted by column (original positions are skipped). */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  let name = 0;
  for (const lineText of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const seg of lineText.split(",")) {
      if (!seg) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.get(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        source += values[1];
        // values[2] and values[3] (original line and column) are not needed here.
        if (values.length >= 5) name += values[4];
        segments.push([column, source, values.length >= 5 ? name : -1]);
      } else segments.push([column, -1, -1]);
    }
    lines.push(segments);
  }
  return lines;
}

function loadMap(scriptUrl) {
  const path = fileURLToPath(scriptUrl);
  const map = JSON.parse(readFileSync(`${path}.map`, "utf8"));
  const lines = decodeMappings(map.mappings);
  /** The original source file and name at a generated position (0-based). */
  return (line, column) => {
    const segments = lines[line];
    if (!segments?.length) return { source: "", name: "" };
    let lo = 0;
    let hi = segments.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (segments[mid][0] <= column) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0) found = 0;
    const [, source] = segments[found];
    // A function's name is on the first named segment at or just after its start.
    let name = "";
    for (let i = found; i < Math.min(segments.length, found + 4); i++) {
      if (segments[i][2] >= 0) {
        name = map.names[segments[i][2]];
        break;
      }
    }
    return { source: source >= 0 ? map.sources[source].replace(/^(\.\.\/)+/, "") : "", name };
  };
}

// ---- what a source file is part of ---------------------------------------------------------------

const CATEGORIES = [
  [
    "React: renderToReadableStream and components",
    /node_modules\/(react|react-dom|scheduler)\/|^app\/(components|root\.tsx|routeModules\/productRoute|hooks|lib\/meta)/,
  ],
  ["Remix document: <Meta>, <Links>, <Scripts>, loader data as turbo-stream", /node_modules\/(@remix-run\/react|turbo-stream)\//],
  [
    "Remix request: matching, loaders' orchestration, headers",
    /node_modules\/@remix-run\/(router|server-runtime|cloudflare|cloudflare-pages)\/|node_modules\/(cookie|set-cookie-parser)\//,
  ],
  ["the product loader and the catalogue", /^app\/(routeModules|catalogue|rootLoader|server\/brochures|server\/platform\/structuredData|lib\/browser)/],
  ["D1 client (one query)", /^cloudflare-internal:d1/],
  [
    "server.ts: page copy, security headers, request log, user id",
    /^(server\.ts|app\/server\/platform|app\/server\/auth|app\/server\/email)|node_modules\/(jose|zod)\//,
  ],
  ["Pages Functions router and wrangler's wrappers", /wrangler|pages-|functionsWorker|unenv|node-internal|cloudflare-internal|^$/],
];

function categoryOf(source) {
  for (const [name, test] of CATEGORIES) if (test.test(source)) return name;
  return `other (${source.split("/").slice(0, 3).join("/")})`;
}

// ---- the DevTools protocol, through wrangler's inspector proxy ---------------------------------

async function connectInspector() {
  const ws = new WebSocket(`ws://127.0.0.1:${INSPECTOR_PORT}/ws`, { headers: { Origin: "http://127.0.0.1" } });
  let id = 0;
  const pending = new Map();
  const scripts = new Map();
  ws.onclose = () => {
    for (const settle of pending.values()) settle({ error: { message: "the inspector closed the connection" } });
    pending.clear();
  };
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)(message);
      pending.delete(message.id);
    } else if (message.method === "Debugger.scriptParsed") scripts.set(message.params.scriptId, message.params.url);
  };
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`the inspector on port ${INSPECTOR_PORT} refused the connection`));
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const i = ++id;
      pending.set(i, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result)));
      ws.send(JSON.stringify({ id: i, method, params }));
    });
  return { send, scripts, close: () => ws.close() };
}

/** Self time per category in ms, from a profile; native frames go to their caller's source. */
function attribute(profile, scripts) {
  const lookups = new Map();
  const where = (frame) => {
    const url = scripts.get(frame.scriptId) || frame.url || "";
    if (!url.startsWith("file://")) return url;
    if (!lookups.has(url)) lookups.set(url, existsSync(`${fileURLToPath(url)}.map`) ? loadMap(url) : () => ({ source: url, name: "" }));
    return lookups.get(url)(frame.lineNumber, frame.columnNumber).source;
  };
  const nameOf = (frame) => {
    const url = scripts.get(frame.scriptId) || frame.url || "";
    const original = url.startsWith("file://") && lookups.has(url) ? lookups.get(url)(frame.lineNumber, frame.columnNumber).name : "";
    return original || frame.functionName || "(anonymous)";
  };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const sourceOf = new Map();
  const resolve = (id) => {
    if (sourceOf.has(id)) return sourceOf.get(id);
    const node = nodes.get(id);
    const { functionName, url } = node.callFrame;
    let source;
    if (functionName === "(garbage collector)") source = "(garbage collector)";
    else if (functionName === "(idle)" || functionName === "(program)" || functionName === "(root)") source = functionName;
    else if (url || node.callFrame.lineNumber >= 0) source = where(node.callFrame);
    if (!source && parent.has(id)) source = resolve(parent.get(id));
    sourceOf.set(id, source ?? "");
    return source ?? "";
  };
  const selfMs = new Map();
  const bySource = new Map();
  const byFunction = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const source = resolve(profile.samples[i]);
    if (source === "(idle)") continue;
    const category =
      source === "(garbage collector)" ? "V8: garbage collection" : source === "(program)" ? "V8/workerd native, outside JavaScript" : categoryOf(source);
    selfMs.set(category, (selfMs.get(category) ?? 0) + ms);
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
    const fn = `${source.replace(/^node_modules\//, "")} ${nameOf(nodes.get(profile.samples[i]).callFrame)}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  return { selfMs, bySource, byFunction };
}

// ---- the runs ----------------------------------------------------------------------------------

function requestsFor(target) {
  let n = 0;
  return target.fresh ? { requests: [{ setupRequest: (req) => ({ ...req, path: `${target.path}?r=${Date.now()}-${++n}` }) }] } : {};
}

async function load(origin, target, amount) {
  const result = await autocannon({ url: `${origin}${target.path}`, connections: CONNECTIONS, amount, ...requestsFor(target) });
  if (result.non2xx + result.errors > 0) throw new Error(`${target.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

async function main() {
  console.log("building with source maps (remix build --sourcemap) ...");
  await run(bin("remix"), ["build", "--sourcemap"], quiet);
  const server = await startServer({ name: "ssr-profile", port: PORT, inspectorPort: INSPECTOR_PORT });
  const origin = server.origin;
  let inspector;
  try {
    const page = Buffer.from(await (await fetch(`${origin}${PRODUCT}`)).arrayBuffer());
    writeFileSync(STATIC_FILE, page);
    for (let i = 0; i < 40 && (await fetch(`${origin}/bench-static`)).status !== 200; i++) await new Promise((r) => setTimeout(r, 250));
    const targets = [
      { name: "product page, rendered fresh", path: PRODUCT, fresh: true },
      { name: "static file, through the function", path: "/bench-static" },
      { name: "product page, from the page copy", path: PRODUCT },
    ];
    for (const target of targets) await load(origin, target, 300); // warm-up: JIT, caches, the copy

    // Pass 1: CPU per process, no profiler.
    const processes = tree(server.pid);
    const me = { pid: process.pid, name: "autocannon (the client)" };
    const processRows = [];
    const totals = new Map();
    for (const target of targets) {
      const before = [...processes, me].map((p) => cpuMs(p.pid));
      const started = performance.now();
      const result = await load(origin, target, REQUESTS);
      const seconds = (performance.now() - started) / 1000;
      const after = [...processes, me].map((p) => cpuMs(p.pid));
      const perRequest = after.map((a, i) => (a - before[i]) / REQUESTS);
      totals.set(target.name, perRequest);
      processRows.push([
        target.name,
        (REQUESTS / seconds).toFixed(1),
        ...perRequest.map((ms) => ms.toFixed(2)),
        perRequest.reduce((a, b) => a + b, 0).toFixed(2),
        `${result.latency.p50} ms`,
      ]);
    }
    printTable(
      `CPU per request by process (ms), ${REQUESTS} requests × ${CONNECTIONS} connections each; load average ${loadavg()[0].toFixed(1)}`,
      ["row", "req/s", ...[...processes, me].map((p) => `${p.name} [${p.pid}]`), "all", "p50"],
      processRows,
    );

    // Pass 2: the isolate's CPU by source, profiler on.
    console.log("\nprofiling the worker's isolate ...");
    inspector = await connectInspector();
    await inspector.send("Debugger.enable"); // scriptParsed: the bundle's URL, for its source map
    await inspector.send("Profiler.enable");
    await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
    mkdirSync(PROFILE_DIR, { recursive: true });
    const profiles = new Map();
    for (const target of targets) {
      console.log(`  ${target.name}`);
      await inspector.send("Profiler.start");
      await load(origin, target, PROFILED_REQUESTS);
      const { profile } = await inspector.send("Profiler.stop");
      profiles.set(target.name, profile);
      writeFileSync(`${PROFILE_DIR}/ssr-${target.fresh ? "fresh" : target.path === PRODUCT ? "copy" : "static"}.cpuprofile`, JSON.stringify(profile));
    }
    await inspector.send("Debugger.disable");

    const attributed = new Map([...profiles].map(([name, profile]) => [name, attribute(profile, inspector.scripts)]));
    const categories = [...new Set([...attributed.values()].flatMap(({ selfMs }) => [...selfMs.keys()]))];
    const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
    const rows = categories.map((category) => [
      category,
      ...targets.flatMap((t) => {
        const { selfMs } = attributed.get(t.name);
        const ms = (selfMs.get(category) ?? 0) / PROFILED_REQUESTS;
        return [ms.toFixed(3), `${((100 * (selfMs.get(category) ?? 0)) / sum(selfMs)).toFixed(1)} %`];
      }),
    ]);
    rows.sort((a, b) => Number(b[1]) - Number(a[1]));
    rows.push(["total (profiler on)", ...targets.flatMap((t) => [(sum(attributed.get(t.name).selfMs) / PROFILED_REQUESTS).toFixed(3), "100 %"])]);
    printTable(
      `CPU per request inside the worker's isolate (ms, profiler on, ${PROFILED_REQUESTS} requests each), by what the code is part of`,
      ["part", ...targets.flatMap((t) => [t.name, "share"])],
      rows,
    );
    const fresh = attributed.get(targets[0].name).bySource;
    const top = [...fresh].sort((a, b) => b[1] - a[1]).slice(0, 15);
    printTable(
      "Fresh render: the 15 source files with the most self time (ms per request, profiler on)",
      ["source", "ms", "share"],
      top.map(([source, ms]) => [source || "(native, no caller)", (ms / PROFILED_REQUESTS).toFixed(3), `${((100 * ms) / sum(fresh)).toFixed(1)} %`]),
    );
    for (const target of targets.slice(0, 2)) {
      const { byFunction } = attributed.get(target.name);
      const total = sum(byFunction);
      printTable(
        `${target.name}: the 20 functions with the most self time (ms per request, profiler on)`,
        ["source and function", "ms", "share"],
        [...byFunction]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 20)
          .map(([fn, ms]) => [fn, (ms / PROFILED_REQUESTS).toFixed(3), `${((100 * ms) / total).toFixed(1)} %`]),
      );
    }
    console.log(`\nprofiles: ${PROFILE_DIR}/ssr-{fresh,static,copy}.cpuprofile (open in Chrome DevTools).`);
  } finally {
    inspector?.close();
    await server.stop();
    rmSync(STATIC_FILE, { force: true });
    console.log("rebuilding without source maps ...");
    await run(bin("remix"), ["build"], quiet);
    for (const f of readdirSync("public/build", { recursive: true })) if (String(f).endsWith(".map")) rmSync(`public/build/${f}`);
    rmSync("build/server/remix.js.map", { force: true });
  }
}

await main();
