import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { wranglerEnv } from "./run.mjs";

/**
 * Runs lanes side by side; the steps of a lane run one after another. A step is
 * { name, commands: [[cmd, args], ...], env? } (env: a function called when the step starts, e.g.
 * to find a browser only when it is needed). When two or more lanes run, each output line is
 * prefixed with its step's name; a lane alone keeps the tool's own output (colours, progress).
 * The first failing step stops every other running step and the run: `runLanes` resolves to that
 * step's name ("interrupted" after Ctrl-C), or to null when every step passed. Each step's wall
 * and CPU time is added to `times`.
 */
export async function runLanes(lanes, times) {
  const running = new Set();
  let failed = null;
  const prefixed = lanes.length > 1;

  /** Runs one command of a step; resolves to null when it exits 0, else to why it did not. */
  const runCommand = (step, [cmd, args], env) =>
    new Promise((resolve) => {
      // A process group of its own, so stopping the step stops what it started (servers, workers).
      const child = spawn(cmd, args, { env, stdio: prefixed ? ["ignore", "pipe", "pipe"] : "inherit", detached: true });
      running.add(child);
      if (prefixed) for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[${step.name}] `);
      const done = (why) => {
        running.delete(child);
        step.cpu = (step.cpu ?? 0) + reapedCpuSeconds();
        resolve(why);
      };
      child.on("error", (error) => done(error.message));
      child.on("exit", (code, signal) => done(code === 0 ? null : `${cmd} exited with ${signal ?? code}`));
    });

  const runStep = async (step) => {
    const started = Date.now();
    console.log(`── ${step.name} started`);
    let why = null;
    let skipped = false;
    const env = step.env?.() ?? wranglerEnv;
    for (const command of step.commands) {
      if (failed) skipped = true;
      if (failed || why) break;
      why = await runCommand(step, command, env);
    }
    const seconds = (Date.now() - started) / 1000;
    // A step ended because another failed is "stopped", not a failure of its own.
    const status = why ? (failed ? "stopped" : "FAILED") : skipped ? "stopped" : "passed";
    times.push({ name: step.name, seconds, cpu: step.cpu, status });
    console.log(`── ${step.name} ${status}${status === "FAILED" ? ` (${why})` : ""} in ${seconds.toFixed(1)} s`);
    return status === "passed";
  };

  const runLane = async (steps) => {
    for (const step of steps) {
      if (failed) return;
      const passed = await runStep(step);
      if (!passed && !failed) {
        failed = step.name;
        for (const child of running) stop(child);
      }
    }
  };

  // Ctrl-C or a CI cancel: stop every step, and the run counts as failed.
  const stopAll = () => {
    failed ??= "interrupted";
    running.forEach(stop);
  };
  process.on("SIGINT", stopAll).on("SIGTERM", stopAll);
  await Promise.all(lanes.map(runLane));
  process.off("SIGINT", stopAll).off("SIGTERM", stopAll);
  return failed;
}

/**
 * Stops a step's process group: SIGINT first, as Ctrl-C would (Playwright then stops its workers
 * and its web server, which runs in a process group of its own), SIGTERM a few seconds later for
 * anything still there.
 */
function stop(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGINT");
  setTimeout(() => signal("SIGTERM"), 5_000).unref();
}

/** Writes each complete line of a stream with a prefix, so concurrent steps' lines never interleave mid-line. */
function prefixLines(stream, prefix) {
  let rest = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    const lines = (rest + chunk).split("\n");
    rest = lines.pop() ?? "";
    if (lines.length) process.stdout.write(lines.map((l) => prefix + l).join("\n") + "\n");
  });
  stream.on("end", () => rest && process.stdout.write(prefix + rest + "\n"));
}

/**
 * CPU seconds (user and system) of the children reaped since the last call, processes they
 * waited for included: on Linux, from /proc/self/stat; elsewhere undefined. Read as each step's
 * command exits, it is that command's CPU time, which depends far less on what else the machine
 * is running than the wall time does (docs/performance.md: The test run).
 */
let reaped = 0;
function reapedCpuSeconds() {
  try {
    // Fields after the command's name (which may hold spaces) from the 3rd on; cutime and cstime are the 16th and 17th.
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    const total = (Number(fields[13]) + Number(fields[14])) / 100;
    const since = total - reaped;
    reaped = total;
    return since;
  } catch {
    return undefined;
  }
}

/** The table printed at the end: each step's wall time and CPU time, and the wall time of the whole run. */
export function summary(times, wallSeconds, failed) {
  const width = Math.max(...times.map((t) => t.name.length), 5);
  const cpu = (t) => (Number.isFinite(t.cpu) ? `${t.cpu.toFixed(1).padStart(6)} s CPU` : "");
  return [
    "",
    ...times.map((t) => `${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s  ${cpu(t)}  ${t.status}`),
    `${"TOTAL".padEnd(width)}  ${wallSeconds.toFixed(1).padStart(7)} s  wall time${failed ? `, stopped: ${failed} failed` : ""}`,
  ].join("\n");
}
