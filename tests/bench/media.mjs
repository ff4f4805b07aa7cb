// Benchmark (not a test): how the demo media route serves a large R2 object from local state.
//   npm run bench:media            (expects `remix build`; BENCH_PORT picks the port, else a free one)
// 1. A fresh local state under .wrangler/bench: migrations, seed, and a 200 MB object of generated
//    bytes put into the local R2 by multipart upload (10 MiB parts), with its demo_items row.
// 2. `wrangler pages dev` on 127.0.0.1 over that same state; sign in as the seeded admin (staff
//    preview may stream any item).
// 3. Time to first byte of a 1 MiB range from the middle (median of several), then the whole
//    object streamed, with throughput and the peak resident memory of the server's process tree
//    (VmRSS from /proc, sampled every 20 ms). Prints a table and stops what it started; the 200 MB
//    state is deleted afterwards unless BENCH_KEEP=1.
import "../../scripts/lib/requireNode.mjs";
import { randomBytes } from "node:crypto";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { getPlatformProxy } from "wrangler";
import { ensureDevVars } from "../../scripts/lib/devVars.mjs";
import { prepareLocalState, servePages } from "../../scripts/lib/run.mjs";
// Node 24 strips the types of this one self-contained module, so the bench shares the app's TOTP.
import { totpAt } from "../../app/server/auth/totp.server.ts";

const MiB = 1024 * 1024;
const OBJECT_BYTES = 200 * MiB;
const PART_BYTES = 10 * MiB;
const RANGE_BYTES = MiB;
const TTFB_RUNS = 7;
const persistTo = ".wrangler/bench";
const ITEM_ID = "00000000-0000-4000-8000-0000000be7c4";
const KEY = "demo/bench-200mb.bin";

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

// --- the process tree's memory ---------------------------------------------------------------

function processTable() {
  const table = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...: comm may contain spaces, so split after the last ')'.
      const afterComm = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      table.set(Number(entry), { ppid: Number(afterComm[1]), comm: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) });
    } catch {
      // The process ended while we looked.
    }
  }
  return table;
}

function descendants(root) {
  const table = processTable();
  const out = [root];
  for (let i = 0; i < out.length; i++) for (const [pid, p] of table) if (p.ppid === out[i]) out.push(pid);
  return out.map((pid) => ({ pid, comm: table.get(pid)?.comm ?? "?" }));
}

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Samples the tree until stopped; returns peaks for workerd processes, the whole tree and each process (kB). */
function sampleMemory(rootPid, everyMs = 20) {
  const peaks = { workerd: 0, tree: 0, byProcess: new Map() };
  let tree = descendants(rootPid);
  let ticks = 0;
  const timer = setInterval(() => {
    if (++ticks % 25 === 0) tree = descendants(rootPid); // workerd may restart a child
    let total = 0;
    let workerd = 0;
    for (const p of tree) {
      const kb = rssKb(p.pid);
      const key = `${p.comm}[${p.pid}]`;
      peaks.byProcess.set(key, Math.max(peaks.byProcess.get(key) ?? 0, kb));
      total += kb;
      if (p.comm.startsWith("workerd")) workerd += kb;
    }
    peaks.tree = Math.max(peaks.tree, total);
    peaks.workerd = Math.max(peaks.workerd, workerd);
  }, everyMs);
  return { stop: () => (clearInterval(timer), peaks) };
}

// --- steps -----------------------------------------------------------------------------------

async function createObject() {
  const { env, dispose } = await getPlatformProxy({ persist: { path: `${persistTo}/v3` }, remoteBindings: false });
  try {
    const upload = await env.MEDIA.createMultipartUpload(KEY, { httpMetadata: { contentType: "video/mp4" } });
    const chunk = randomBytes(PART_BYTES);
    const parts = [];
    for (let n = 1; n <= OBJECT_BYTES / PART_BYTES; n++) {
      chunk.writeUInt32BE(n, 0); // parts differ
      // A plain ArrayBuffer: the binding proxy cannot carry Node's pooled Buffer views.
      parts.push(await upload.uploadPart(n, chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.byteLength)));
    }
    const object = await upload.complete(parts);
    const admin = await env.DB.prepare("SELECT id FROM staff_users WHERE role = 'admin' LIMIT 1").first();
    await env.DB.prepare(
      `INSERT INTO demo_items (id, kind, title, product_id, r2_key, content_type, size_bytes, created_by)
       VALUES (?1, 'video', 'Benchmark object (200 MB of generated bytes)', 'general-ledger', ?2, 'video/mp4', ?3, ?4)`,
    )
      .bind(ITEM_ID, KEY, object.size, admin?.id ?? null)
      .run();
    return object.size;
  } finally {
    await dispose();
  }
}

async function waitHealthy(base, server) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the server did not become healthy within 90 s");
}

async function readAll(res, onFirstByte) {
  const reader = res.body.getReader();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return bytes;
    if (bytes === 0) onFirstByte?.();
    bytes += value.byteLength;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (v) => `${v.toFixed(1)} ms`;
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

async function main() {
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const base = `http://127.0.0.1:${port}`;
  rmSync(persistTo, { recursive: true, force: true });
  const vars = ensureDevVars();
  console.log(`bench: preparing ${persistTo} (migrations, seed, a ${OBJECT_BYTES / MiB} MB object)…`);
  await prepareLocalState(persistTo);
  const size = await createObject();

  // The server's output is kept, not shown: shown only if it fails to start (at shutdown wrangler's
  // esbuild prints a goroutine dump when its parent goes first, which is noise).
  const server = servePages({ port, persistTo, extraArgs: ["--inspector-port", "0"], stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (d) => output.push(String(d)) > 200 && output.shift());
  const stop = async () => {
    if (server.exitCode !== null) return;
    const tree = descendants(server.pid);
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    // Only what this script started: wrangler's own children, if SIGTERM left any behind.
    for (const p of tree)
      if (rssKb(p.pid) > 0)
        try {
          process.kill(p.pid, "SIGKILL");
        } catch {
          /* gone */
        }
  };
  process.on("SIGINT", () => stop().then(() => process.exit(130)));
  try {
    await waitHealthy(base, server).catch((err) => {
      console.error(output.join(""));
      throw err;
    });
    const login = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.18.99.1" },
      // The seeded admin has a second factor (staff must have one to read protected data): its code comes from .dev.vars' key.
      body: JSON.stringify({ email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD, code: await totpAt(vars.ADMIN_TOTP_SECRET, Date.now()) }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const auth = { Authorization: `Bearer ${(await login.json()).token}` };
    const url = `${base}/demo-media/items/${ITEM_ID}`;

    const idleTree = descendants(server.pid).map((p) => ({ key: `${p.comm}[${p.pid}]`, kb: rssKb(p.pid) }));
    const idle = idleTree.reduce((sum, p) => sum + p.kb, 0);
    const mid = Math.floor(size / 2);
    const ttfb = [];
    const rangeTotal = [];
    for (let i = 0; i < TTFB_RUNS; i++) {
      const t0 = performance.now();
      let first = 0;
      const res = await fetch(url, { headers: { ...auth, Range: `bytes=${mid}-${mid + RANGE_BYTES - 1}` } });
      if (res.status !== 206) throw new Error(`range answered ${res.status}`);
      const got = await readAll(res, () => (first = performance.now()));
      if (got !== RANGE_BYTES) throw new Error(`range returned ${got} bytes`);
      ttfb.push(first - t0);
      rangeTotal.push(performance.now() - t0);
    }

    const memory = sampleMemory(server.pid);
    const t0 = performance.now();
    let first = 0;
    const whole = await fetch(url, { headers: auth });
    if (whole.status !== 200) throw new Error(`whole object answered ${whole.status}`);
    const streamed = await readAll(whole, () => (first = performance.now()));
    const seconds = (performance.now() - t0) / 1000;
    const peaks = memory.stop();
    if (streamed !== size) throw new Error(`streamed ${streamed} of ${size} bytes`);

    const rows = [
      ["object", `${(size / MiB).toFixed(0)} MiB in local R2 (${persistTo})`],
      [
        `1 MiB range from the middle: time to first byte`,
        `${ms(median(ttfb))} median (min ${ms(Math.min(...ttfb))}, max ${ms(Math.max(...ttfb))}, ${TTFB_RUNS} runs)`,
      ],
      [`1 MiB range from the middle: whole response`, `${ms(median(rangeTotal))} median`],
      ["whole object: time to first byte", ms(first - t0)],
      ["whole object: throughput", `${(size / MiB / seconds).toFixed(1)} MiB/s (${seconds.toFixed(2)} s)`],
      ["server RSS before streaming (process tree)", mb(idle)],
      ["peak RSS while streaming: workerd", mb(peaks.workerd)],
      ["peak RSS while streaming: process tree", mb(peaks.tree)],
    ];
    const width = Math.max(...rows.map((r) => r[0].length));
    console.log(`\n${"measure".padEnd(width)} | result\n${"-".repeat(width)}-|-${"-".repeat(40)}`);
    for (const [k, v] of rows) console.log(`${k.padEnd(width)} | ${v}`);
    console.log("\nRSS by process, before → peak while streaming the whole object:");
    for (const p of idleTree) console.log(`  ${p.key.padEnd(20)} ${mb(p.kb).padStart(7)} → ${mb(peaks.byProcess.get(p.key) ?? 0).padStart(7)}`);
  } finally {
    await stop();
    if (process.env.BENCH_KEEP !== "1") rmSync(persistTo, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
