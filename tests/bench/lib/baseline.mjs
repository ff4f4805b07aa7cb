// A second build to measure beside this one in the same run (bench:hydration, bench:lighthouse):
// `--baseline <dir>`, a built copy of the project (its own build/ and public/build/), or
// `--baseline-ref <ref>`, which makes that copy here (git archive of the ref into a temporary
// folder, node_modules hard-linked, `remix build`; removed when the bench exits).
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer } from "./server.mjs";

function option(args, name) {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function buildCopy(ref) {
  const dir = mkdtempSync(join(tmpdir(), "bench-baseline-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  console.log(`building ${ref} in ${dir} ...`);
  execFileSync("sh", ["-c", 'git archive "$0" | tar -x -C "$1"', ref, dir], { stdio: "inherit" });
  execFileSync("cp", ["-al", resolve("node_modules"), join(dir, "node_modules")]);
  if (existsSync(".dev.vars")) execFileSync("cp", [".dev.vars", join(dir, ".dev.vars")]);
  execFileSync(resolve("node_modules/.bin/remix"), ["build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  return dir;
}

/** The baseline's folder from the command line, built if asked; undefined when there is none. */
export function baselineDir(args = process.argv.slice(2)) {
  const dir = option(args, "--baseline")
    ? resolve(option(args, "--baseline"))
    : option(args, "--baseline-ref")
      ? buildCopy(option(args, "--baseline-ref"))
      : undefined;
  if (dir && !existsSync(join(dir, "public/build"))) throw new Error(`${dir} has no build (public/build): run remix build there`);
  return dir;
}

/** Starts the baseline's server (startServer's options), its paths resolved from its own folder. */
export async function startBaselineServer(dir, options) {
  const before = process.cwd();
  process.chdir(dir);
  try {
    return await startServer(options);
  } finally {
    process.chdir(before);
  }
}
