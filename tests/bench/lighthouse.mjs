// npm run bench:lighthouse [-- --audits]
// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on /, a
// product page and /sitemap, 3 runs each, median reported. Drives the system Chromium
// (CHROMIUM_PATH or /usr/bin/chromium) through chrome-launcher: nothing is downloaded.
// --audits lists every audit that did not pass in the median run of each page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../../scripts/lib/chromium.mjs";
import { withServer } from "./lib/server.mjs";
import { median, printTable } from "./lib/table.mjs";

const PORT = 8871;
const RUNS = 3;
const PAGES = [
  { name: "home", path: "/" },
  { name: "product page", path: "/bank_operations/fed-funds" },
  { name: "sitemap", path: "/sitemap" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const showAudits = process.argv.includes("--audits");

function figures(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    fcp: audit("first-contentful-paint"),
  };
}

function failedAudits(lhr) {
  const failed = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failed.push(`${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ""} — ${audit.title}`);
    }
  }
  return failed;
}

const origin = `http://127.0.0.1:${PORT}`;
// Canonical and social URLs name the origin under test, as they would in production.
await withServer({ name: "lighthouse", port: PORT, vars: { SITE_URL: origin } }, async () => {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...chromiumArgs, "--headless=new"] });
  try {
    const rows = [];
    let lighthouseVersion = "";
    for (const page of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`${origin}${page.path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
        if (!result) throw new Error(`lighthouse returned nothing for ${page.path}`);
        if (result.lhr.runtimeError) throw new Error(`${page.path}: ${result.lhr.runtimeError.message}`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        runs.push({ lhr: result.lhr, ...figures(result.lhr) });
      }
      const m = (key) => median(runs.map((r) => r[key]));
      rows.push([
        page.name, page.path, m("performance"), m("accessibility"), m("best-practices"), m("seo"),
        `${Math.round(m("fcp"))} ms`, `${Math.round(m("lcp"))} ms`, `${Math.round(m("tbt"))} ms`, m("cls").toFixed(3),
        runs.map((r) => r.performance).join("/"),
      ]);
      if (showAudits) {
        const mid = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(RUNS / 2)];
        console.log(`\n${page.path}: audits that did not pass`);
        for (const line of failedAudits(mid.lhr)) console.log(`  ${line}`);
      }
    }
    printTable(
      `Lighthouse ${lighthouseVersion} mobile preset, median of ${RUNS} runs (budget: performance ≥ 95, others 100, CLS 0, TBT < 100 ms)`,
      ["page", "path", "perf", "a11y", "best-pr.", "SEO", "FCP", "LCP", "TBT", "CLS", "perf runs"],
      rows,
    );
    console.log("Local server (wrangler pages dev); Lighthouse simulates a mid-range phone on slow 4G, so times are modelled, not measured on the wire.");
  } finally {
    await chrome.kill();
  }
});
