// The GitHub workflow's `npm audit` job, judged against the advisory list (decision record 0047):
// green while every advisory npm reports on the production tree is assessed in
// scripts/lib/advisories.mjs, red on any other. npm's report (`npm audit --json`, report version
// 2) names each advisory in a vulnerability's `via` as an object with its URL; a `via` that is a
// string only points at another package's entry, which is read on its own.
import { ADVISORIES, advisoryById, assessmentGaps } from "./advisories.mjs";

const GHSA = /GHSA(-[0-9a-z]{4}){3}/i;

/** The advisories in an `npm audit --json` report: [{ id, name, range, title, url }]. Throws on anything but a report. */
export function reportedAdvisories(report) {
  if (!report || typeof report !== "object") throw new Error("Not an npm audit report: no JSON object.");
  if (report.error) throw new Error(`npm audit could not run: ${report.error.summary ?? report.error.code ?? JSON.stringify(report.error)}`);
  if (report.auditReportVersion !== 2 || typeof report.vulnerabilities !== "object" || report.vulnerabilities === null) {
    throw new Error("Not an npm audit report (auditReportVersion 2 with vulnerabilities): run `npm audit --json` with npm 7 or later.");
  }
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== "object" || via === null) continue;
      const id = (GHSA.exec(String(via.url ?? "")) ?? GHSA.exec(String(via.title ?? "")))?.[0] ?? `npm-${via.source}`;
      const key = `${id} ${via.name}`;
      if (!found.has(key)) found.set(key, { id, name: via.name, range: via.range, title: via.title, url: via.url });
    }
  }
  return [...found.values()];
}

/**
 * Each reported advisory with the list's verdict: "assessed" passes; "new" (not in the list),
 * "unassessed" (listed, no proof), or "other package" (assessed for other packages than npm names)
 * fail.
 */
export function judgeReport(report, advisories = ADVISORIES, read) {
  return reportedAdvisories(report).map((reported) => {
    const entry = advisoryById(reported.id, advisories);
    if (!entry) return { ...reported, verdict: "new", why: "not in scripts/lib/advisories.mjs: read it, decide, and list it" };
    const gaps = assessmentGaps(entry, read);
    if (gaps.length) {
      return { ...reported, verdict: "unassessed", why: `listed as not covering what ships, but npm finds ${reported.name} in range: ${gaps.join("; ")}` };
    }
    if (!entry.packages.some((p) => p.name === reported.name)) {
      return { ...reported, verdict: "other package", why: `assessed for ${entry.packages.map((p) => p.name).join(", ")}, not ${reported.name}` };
    }
    return { ...reported, verdict: "assessed", why: entry.assessed.decision };
  });
}
