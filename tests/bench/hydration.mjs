// npm run bench:hydration [-- --baseline <dir> | --baseline-ref <git ref>] [--runs N] [--pages home,product] [--explain]
// What starting the app costs the main thread on a phone, after the first paint: each public page
// kind (/, a product page, a group page, /news) loaded in Playwright's Chromium with a 4× CPU
// slowdown (DevTools protocol), a performance trace of the load and the next few seconds (the held
// module script, hydration, effects, the idle preloads and the beacons: BENCH_SETTLE_MS after the
// load event, default 9 s). It reports the longest task of the renderer's main thread that
// starts at or after the first contentful paint and the total blocking time after it (the sum of
// each such task's time over 50 ms), median of RUNS (BENCH_RUNS or --runs, default 3). A task's
// time is its thread time, which holds the 4× slowdown but not the time the thread waited for a
// core on a busy machine (other helpers' tests beside it doubled and tripled the wall time); the
// wall-clock figures are printed beside it.
//
// Side by side: --baseline <dir> serves a second, already built copy of the project (its own
// `build/` and `public/build/`) on the next port; --baseline-ref <ref> makes that copy itself (git
// archive of the ref into a temporary folder, node_modules hard-linked, `remix build`). The two
// builds are measured alternately, run by run, so the machine's load weighs on both alike.
// BENCH_TRACE_DIR=<dir> keeps each run's trace there (open it in DevTools' Performance panel).
// --explain prints, for each page and build, the median run's three longest tasks after the first
// paint and what each spent its time on (module evaluation, a script or function, a timer, an idle
// callback, an event, React's scheduler, layout).
import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.mjs";
import { baselineDir, startBaselineServer } from "./lib/baseline.mjs";
import { PUBLIC_PAGES } from "./lib/pages.mjs";
import { ensureBuild, startServer } from "./lib/server.mjs";
import { median, printTable } from "./lib/table.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const PORT = Number(process.env.BENCH_PORT ?? 8877);
const RUNS = Number(option("--runs") ?? process.env.BENCH_RUNS ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 9_000);
const EXPLAIN = args.includes("--explain");
const BUDGET_MS = 50;
const PAGES = (option("--pages")?.split(",") ?? ["home", "product", "group", "news"]).map((kind) => ({ kind, path: PUBLIC_PAGES[kind] }));
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "blink.user_timing", "loading", "toplevel"].join(",");

// ---- trace reading ---------------------------------------------------------------------------

/** The page's renderer main thread: the CrRendererMain that recorded the first contentful paint. */
function mainThread(events) {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) throw new Error("the trace has no first contentful paint");
  return { pid: fcp.pid, tid: fcp.tid, fcpTs: fcp.ts };
}

/** What an event did, in a few words (for --explain). */
function label(e) {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const file = (url) => (url ? url.replace(/^.*\//, "").replace(/\?.*$/, "") : "");
  switch (e.name) {
    case "v8.evaluateModule":
      return "module evaluation";
    case "EvaluateScript":
      return `script ${file(d.url) || "(inline)"}`;
    case "FunctionCall":
      return `call ${d.functionName || "(anonymous)"} ${file(d.url)}`.trim();
    case "TimerFire":
      return "timer";
    case "FireIdleCallback":
      return "idle callback";
    case "FireAnimationFrame":
      return "animation frame";
    case "EventDispatch":
      return `event ${d.type ?? ""}`.trim();
    case "RunMicrotasks":
      return "microtasks";
    case "ParseHTML":
      return "parse HTML";
    case "v8.compileModule":
    case "v8.compile":
      return "compile";
    default:
      return e.name;
  }
}

/** Top-level tasks of the main thread from the first contentful paint on, with their breakdown. */
function tasksAfterPaint(traceEvents) {
  const { pid, tid, fcpTs } = mainThread(traceEvents);
  const own = traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && typeof e.dur === "number");
  const tasks = own.filter((e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask").sort((a, b) => a.ts - b.ts);
  // Nested RunTask events (a task run inside another) are not separate tasks.
  const topLevel = [];
  let end = -Infinity;
  for (const task of tasks) {
    if (task.ts >= end) {
      topLevel.push(task);
      end = task.ts + task.dur;
    }
  }
  // The thread time of a task (tdur) counts the 4× slowdown (Chromium throttles by making the
  // thread spin) but not the time the thread waited for a core another process held.
  const cpu = (task) => task.tdur ?? tasks.find((t) => t !== task && t.ts >= task.ts && t.ts < task.ts + task.dur && t.tdur !== undefined)?.tdur ?? task.dur;
  const after = topLevel.filter((t) => t.ts >= fcpTs).map((t) => ({ ms: t.dur / 1000, cpuMs: cpu(t) / 1000, atMs: (t.ts - fcpTs) / 1000, event: t }));
  return {
    after,
    breakdown(task) {
      const { ts, dur } = task.event;
      const inside = own.filter((e) => e !== task.event && e.ts >= ts && e.ts + e.dur <= ts + dur && !/RunTask/.test(e.name));
      // The outermost events inside the task, each with its own time, by what they did.
      const outer = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur));
      const byLabel = new Map();
      for (const e of outer) byLabel.set(label(e), (byLabel.get(label(e)) ?? 0) + e.dur / 1000);
      // Module evaluation and compiles nested in a script or call are named too: they are the usual suspects.
      for (const e of inside.filter((x) => !outer.includes(x) && (x.name === "v8.evaluateModule" || x.name === "FunctionCall"))) {
        const key = `  of which ${label(e)}`;
        byLabel.set(key, (byLabel.get(key) ?? 0) + e.dur / 1000);
      }
      return [...byLabel]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([what, ms]) => `${what} ${ms.toFixed(0)} ms`)
        .join("; ");
    },
  };
}

// ---- one load --------------------------------------------------------------------------------

/** One load: the main thread's tasks after the first paint, from a DevTools trace. */
async function measureOnce(browser, origin, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES.split(",") });
    await page.goto(`${origin}${path}`, { waitUntil: "load", timeout: 60_000 });
    // A fixed wait, not a poll: Playwright's polling script would run its own tasks in the trace.
    await page.waitForTimeout(SETTLE_MS);
    const raw = await browser.stopTracing();
    if (!(await page.evaluate(() => window.__remixRouteModules !== undefined)))
      throw new Error(`${path}: the app had not started ${SETTLE_MS} ms after the load event`);
    if (process.env.BENCH_TRACE_DIR)
      writeFileSync(join(process.env.BENCH_TRACE_DIR, `${new URL(origin).port}${path.replace(/\W+/g, "_")}-${Date.now()}.json`), raw);
    const trace = JSON.parse(raw.toString("utf8"));
    const { after, breakdown } = tasksAfterPaint(trace.traceEvents ?? trace);
    const longest = (key) => Math.max(0, ...after.map((t) => t[key]));
    const blocking = (key) => after.reduce((sum, t) => sum + Math.max(0, t[key] - BUDGET_MS), 0);
    return {
      longest: longest("ms"),
      tbt: blocking("ms"),
      longestCpu: longest("cpuMs"),
      tbtCpu: blocking("cpuMs"),
      over: after.filter((t) => t.cpuMs > BUDGET_MS).length,
      top: [...after]
        .sort((a, b) => b.cpuMs - a.cpuMs)
        .slice(0, 3)
        .map((t) => ({ ms: t.ms, cpuMs: t.cpuMs, atMs: t.atMs, what: breakdown(t) })),
    };
  } finally {
    await context.close();
  }
}

// ---- the run ---------------------------------------------------------------------------------

const baseline = baselineDir(args);

const loadBefore = loadavg()[0];
await ensureBuild();
const builds = [];
try {
  if (baseline) builds.push({ name: "baseline", ...(await startBaselineServer(baseline, { name: "hydration-baseline", port: PORT + 1 })) });
  builds.push({ name: "this build", ...(await startServer({ name: "hydration", port: PORT })) });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results = new Map();
  try {
    for (const page of PAGES) {
      for (let run = 0; run < RUNS; run++) {
        for (const build of builds) {
          const key = `${page.kind} ${build.name}`;
          const r = await measureOnce(browser, build.origin, page.path);
          results.set(key, [...(results.get(key) ?? []), r]);
          if (process.env.BENCH_VERBOSE) console.log(key, `run ${run + 1}:`, Math.round(r.longestCpu), "ms longest,", Math.round(r.tbtCpu), "ms TBT");
        }
      }
    }
  } finally {
    await browser.close();
  }
  const rows = [];
  for (const page of PAGES) {
    for (const build of builds) {
      const runs = results.get(`${page.kind} ${build.name}`);
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push([
        page.kind,
        page.path,
        build.name,
        `${Math.round(m("longestCpu"))} ms`,
        `${Math.round(m("tbtCpu"))} ms`,
        m("over"),
        `${Math.round(m("longest"))} ms`,
        `${Math.round(m("tbt"))} ms`,
        runs.map((r) => Math.round(r.longestCpu)).join("/"),
        m("longestCpu") <= BUDGET_MS ? "yes" : "no",
      ]);
    }
  }
  printTable(
    `Main thread after first paint, phone profile (4× CPU), ${SETTLE_MS / 1000} s after the load event, median of ${RUNS} (budget: longest task ≤ ${BUDGET_MS} ms)`,
    ["page", "path", "build", "longest task", "TBT", "tasks > 50 ms", "longest, wall", "TBT, wall", "longest, runs", "≤ 50 ms"],
    rows,
  );
  console.log(
    "\nA task's time is its thread time: its work at 4× slowdown, without the time it waited for a core that other processes held. The wall columns add that wait (what this machine's load did to it).",
  );
  if (EXPLAIN) {
    for (const page of PAGES) {
      for (const build of builds) {
        const runs = [...results.get(`${page.kind} ${build.name}`)].sort((a, b) => a.longestCpu - b.longestCpu);
        const mid = runs[Math.floor(runs.length / 2)];
        console.log(`\n${page.path} (${build.name}), median run: longest tasks after first paint`);
        for (const t of mid.top) console.log(`  ${t.cpuMs.toFixed(0).padStart(4)} ms (wall ${t.ms.toFixed(0)} ms) at FCP+${t.atMs.toFixed(0)} ms: ${t.what}`);
      }
    }
  }
  console.log(
    `\nmachine: ${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end. The builds were measured alternately: compare them with each other, not with another run.`,
  );
} finally {
  for (const build of builds) await build.stop();
}
