import { csvCell } from "../../lib/csv";
import { INSIGHTS_REPORTS, INSIGHTS_REPORT_IDS, type InsightsReport } from "../../lib/insights/reports";
import { VITALS, VITAL_NAMES } from "../../lib/insights/vitals";
import type { Insights } from "./insightsQueries.server";

/**
 * The insights as CSV a spreadsheet opens as is: one report with its own named columns, or every
 * report as a section (its title on a line, its column names, its rows, a blank line), never one
 * mixed table with "Figure 1…4" whose meaning changes from row to row.
 */
const REPORTS: Record<InsightsReport, (i: Insights) => { columns: string[]; rows: unknown[][] }> = {
  daily: (i) => ({ columns: ["Day (UTC)", "Page views"], rows: i.daily.map((d) => [d.day, d.views]) }),
  families: (i) => ({ columns: ["Family", "Product views"], rows: i.families.map((f) => [f.key, f.count]) }),
  products: (i) => ({
    columns: ["Product", "Family", "Views", "Brochure downloads", "Requests", "Views → request (%)"],
    rows: i.products.map((p) => [p.name, p.group, p.views, p.brochures, p.requests, p.views ? ((p.requests / p.views) * 100).toFixed(1) : ""]),
  }),
  searches: (i) => ({ columns: ["Search term", "Searches"], rows: i.searches.map((s) => [s.key, s.count]) }),
  "searches-not-found": (i) => ({ columns: ["Search term", "Searches that found nothing"], rows: i.searchesNotFound.map((s) => [s.key, s.count]) }),
  referrers: (i) => ({ columns: ["Referring site", "Visits"], rows: i.referrers.map((r) => [r.key, r.count]) }),
  campaigns: (i) => ({ columns: ["Source / medium / campaign", "Landings"], rows: i.campaigns.map((c) => [c.key, c.count]) }),
  pages: (i) => ({ columns: ["Path", "Page views"], rows: i.pages.map((p) => [p.key, p.count]) }),
  vitals: (i) => ({
    columns: ["Page type", "Metric", "Unit", "75th percentile, 7 days", "75th percentile, 28 days", "Target (at most)", "Samples, 28 days"],
    rows: i.vitals.map((v) => {
      const unit = VITALS[v.metric].unit === "ms" ? "ms" : "score";
      return [
        v.pageType,
        `${VITAL_NAMES[v.metric].name} (${v.metric})`,
        unit,
        v.p75Week ?? "",
        v.p75Month ?? "",
        VITALS[v.metric].target ?? "",
        v.samplesMonth,
      ];
    }),
  }),
};

const line = (cells: readonly unknown[]) => cells.map(csvCell).join(",");

/** One report's CSV, or with no report every report as a section; CRLF lines, a BOM so Excel reads UTF-8. */
export function insightsCsv(i: Insights, report?: InsightsReport): string {
  if (report) {
    const { columns, rows } = REPORTS[report](i);
    return `\uFEFF${[line(columns), ...rows.map(line)].join("\r\n")}\r\n`;
  }
  const sections = INSIGHTS_REPORT_IDS.map((id) => {
    const { columns, rows } = REPORTS[id](i);
    return [line([INSIGHTS_REPORTS[id]]), line(columns), ...rows.map(line)].join("\r\n");
  });
  return `\uFEFF${sections.join("\r\n\r\n")}\r\n`;
}
