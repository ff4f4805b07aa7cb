// Where the tests' Chromium is, and the flags it needs on this closed network.
import { existsSync, readdirSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

function playwrightCacheChromium() {
  const cache = join(homedir(), ".cache", "ms-playwright");
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache)
    .filter((d) => d.startsWith("chromium-"))
    .sort()
    .reverse()) {
    const bin = join(cache, dir, "chrome-linux", "chrome");
    if (existsSync(bin)) return bin;
  }
  return undefined;
}

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own cache; undefined if none. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", playwrightCacheChromium()];
  return candidates.find((p) => p && existsSync(p));
}

export function chromiumPath() {
  const found = findChromium();
  if (!found) throw new Error("No Chromium found: set CHROMIUM_PATH, or install one with `apt-get install -y chromium`.");
  return found;
}
