// npm run bench:idle
// CPU an idle server burns: the site served as `npm start` serves it (no watcher) and as
// `npm run dev` does (wrangler's esbuild watcher), one after the other in one run. Each is started,
// given 10 s to settle, then nothing is asked of it for 30 s while the CPU time of its whole process
// tree (wrangler, esbuild, workerd) is read from /proc. Figures are % of one core; on a shared
// machine they carry the noise of everything else running, so compare the two rows, not runs.
import { readFileSync, readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { ensureBuild, startServer } from "./lib/server.mjs";
import { printTable } from "./lib/table.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8873);
const SETTLE_MS = 10_000;
const WINDOW_MS = 30_000;
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function stat(pid) {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = text.split(") ")[1].split(" ");
    return { name: text.slice(text.indexOf("(") + 1, text.indexOf(") ")), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null; // the process ended
  }
}

/** CPU ticks used so far by pid and every process below it, by process name. */
function treeTicks(root) {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const s = stat(name);
    if (s) children.set(s.ppid, [...(children.get(s.ppid) ?? []), Number(name)]);
  }
  const byName = new Map();
  const walk = (pid) => {
    const s = stat(pid);
    if (s) byName.set(s.name, (byName.get(s.name) ?? 0) + s.ticks);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return byName;
}

const percent = (ticks) => (100 * ticks) / TICKS_PER_SECOND / (WINDOW_MS / 1000);

async function idleCpu(watch) {
  const server = await startServer({ name: "idle", port: PORT, watch });
  try {
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = treeTicks(server.pid);
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const after = treeTicks(server.pid);
    const used = [...after].map(([name, ticks]) => [name, ticks - (before.get(name) ?? 0)]);
    const total = used.reduce((sum, [, ticks]) => sum + ticks, 0);
    const parts = used.filter(([, ticks]) => ticks > 0).map(([name, ticks]) => `${name} ${percent(ticks).toFixed(1)}`);
    return { total: percent(total), parts: parts.join(", ") };
  } finally {
    await server.stop();
  }
}

await ensureBuild();
const rows = [];
for (const [name, watch] of [
  ["npm start (no watcher)", false],
  ["npm run dev (watcher)", true],
]) {
  const { total, parts } = await idleCpu(watch);
  rows.push([name, `${total.toFixed(1)} %`, parts]);
}
printTable(
  `Idle server: CPU of its process tree over ${WINDOW_MS / 1000} s with no requests (% of one core; target < 2 %)`,
  ["server", "CPU", "by process (%)"],
  rows,
);
console.log(`\nload average ${loadavg()[0].toFixed(1)} (other work on the machine adds noise to both rows)`);
