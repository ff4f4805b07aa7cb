/**
 * The reports /admin/insights shows, each downloadable as its own CSV with named columns
 * (/admin/insights.csv?report=<id>), or all of them as sections of one file (no report named).
 * Isomorphic: the screen links them, the CSV route fills them (insightsCsv.server.ts).
 */
export const INSIGHTS_REPORTS = {
  daily: "Page views per day",
  families: "Product views per family",
  products: "Products: views, brochures, requests",
  searches: "Top searches",
  "searches-not-found": "Searches that found nothing",
  referrers: "Referrers",
  campaigns: "Campaigns",
  pages: "Top pages",
  vitals: "Web vitals in the field",
} as const;
export type InsightsReport = keyof typeof INSIGHTS_REPORTS;
export const INSIGHTS_REPORT_IDS = Object.keys(INSIGHTS_REPORTS) as [InsightsReport, ...InsightsReport[]];
