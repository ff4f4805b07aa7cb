// One Lighthouse run with the figures every Lighthouse bench reports (bench:lighthouse, bench:lcp).
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const DEFAULT_MULTIPLIER = 4;

export function figures(lhr) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const audit = (id) => lhr.audits[id].numericValue;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** One run (mobile preset); a run the browser could not trace (it happens on a busy machine) is retried twice. */
export async function audit(url, port, multiplier = DEFAULT_MULTIPLIER, attempt = 1) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  const config = { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier: multiplier } } };
  const result = await lighthouse(url, flags, multiplier === DEFAULT_MULTIPLIER ? undefined : config);
  const error = !result ? "no result" : result.lhr.runtimeError?.message;
  if (!error) return result;
  if (attempt >= 3) throw new Error(`${url}: ${error}`);
  console.log(`${url}: ${error}; running it again`);
  return audit(url, port, multiplier, attempt + 1);
}
