// npm run bench:lcp [-- --http]
// Largest Contentful Paint against its physical limit, side by side in one run: each public page
// kind as served, and the same HTML with every script removed (module scripts, modulepreload
// links, inline scripts; the JSON-LD data blocks stay), served with the same CSS and images by
// the asset handler of the same server. Lighthouse mobile preset (slow 4G, 4x CPU), the two
// copies of a page measured alternately, median of RUNS (BENCH_RUNS, default 5).
// Budget: LCP real / limit ≤ 1.15, performance ≥ 98, TBT < 100 ms. Both copies are served over
// HTTPS, so Chromium gets them brotli-compressed as production serves them; --http serves them
// gzip-compressed over plain http instead (lib/server.mjs, useHttps).
import * as chromeLauncher from "chrome-launcher";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.mjs";
import { audit, figures } from "./lib/lighthouse.mjs";
import { PUBLIC_PAGES, scratchDir } from "./lib/pages.mjs";
import { useHttps, withServer } from "./lib/server.mjs";
import { median, printTable } from "./lib/table.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 8873);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ["home", "product", "group", "sitemap", "home-es", "product-ar"].map((kind) => ({ kind, path: PUBLIC_PAGES[kind] }));
// /images/* bypasses the functions (public/_routes.json): a plain file server, the physical limit.
const COPY_DIR = scratchDir("public/images/bench-no-script");

/** The page without what runs: scripts (not JSON-LD data blocks) and module preloads. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<template data-held-preloads>[\s\S]*?<\/template>/gi, "")
    .replace(/<link\b[^>]*rel="(x-held-)?modulepreload"[^>]*>/gi, "");
}

async function copyWithoutScripts(origin, page) {
  const res = await fetch(`${origin}${page.path}`);
  if (!res.ok) throw new Error(`${page.path}: ${res.status}`);
  const html = withoutScripts(await res.text());
  if (/<script\b(?![^>]*application\/ld\+json)/i.test(html)) throw new Error(`${page.path}: a script survived the copy`);
  mkdirSync(COPY_DIR, { recursive: true });
  writeFileSync(`${COPY_DIR}/${page.kind}.html`, html);
  // Pages serves foo.html at /foo; wait until the asset server has the new file.
  const path = `/images/bench-no-script/${page.kind}`;
  for (let i = 0; i < 200; i++) {
    const copy = await fetch(`${origin}${path}`);
    if (copy.ok && (await copy.text()) === html) return path;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${path} was not served`);
}

const secure = useHttps();
const origin = `${secure.scheme}://127.0.0.1:${PORT}`;
await withServer({ name: "lcp", port: PORT, https: secure.https, vars: { SITE_URL: origin } }, async () => {
  const copies = [];
  for (const page of PAGES) copies.push(await copyWithoutScripts(origin, page));
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, ...secure.chromeFlags, "--headless=new"] });
  const rows = [];
  let version = "";
  try {
    for (const [i, page] of PAGES.entries()) {
      const real = [];
      const limit = [];
      for (let run = 0; run < RUNS; run++) {
        const a = await audit(`${origin}${page.path}`, chrome.port);
        const b = await audit(`${origin}${copies[i]}`, chrome.port);
        version = a.lhr.lighthouseVersion;
        real.push(figures(a.lhr));
        limit.push(figures(b.lhr));
      }
      const m = (runs, key) => median(runs.map((r) => r[key]));
      const ratio = m(real, "lcp") / m(limit, "lcp");
      rows.push([
        page.kind,
        page.path,
        `${Math.round(m(real, "lcp"))} ms`,
        `${Math.round(m(limit, "lcp"))} ms`,
        `${ratio.toFixed(2)}×`,
        m(real, "performance"),
        m(limit, "performance"),
        `${Math.round(m(real, "tbt"))} ms`,
        real.map((r) => r.performance).join("/"),
      ]);
    }
  } finally {
    await chrome.kill();
  }
  printTable(
    `LCP against the same page with no scripts: Lighthouse ${version}, mobile preset, median of ${RUNS} (budget: ratio ≤ 1.15, perf ≥ 98, TBT < 100 ms)`,
    ["page", "path", "LCP", "LCP no-script", "ratio", "perf", "perf no-script", "TBT", "perf runs"],
    rows,
  );
  console.log(
    `\nmachine: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}; served over ${secure.scheme}. Network and CPU are simulated by Lighthouse; compare the columns with each other.`,
  );
});
