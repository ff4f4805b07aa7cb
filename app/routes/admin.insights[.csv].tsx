import { toCsv } from "~/lib/csv";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { loadInsights } from "~/server/insights/insightsQueries.server";
import { rangeOf, rangeQuerySchema } from "~/server/insights/insightsRange.server";
import { requestNow } from "~/server/platform/clock.server";

/**
 * /admin/insights.csv?<the screen's range>: every figure the screen shows, one row each
 * (section, what, and up to four figures), safe to open in a spreadsheet (app/lib/csv.ts).
 */
export const loader = /* @__PURE__ */ staffLoader("insights:read", async ({ request, env }) => {
  const parsed = rangeQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return new Response("Invalid range\n", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const range = rangeOf(parsed.data, requestNow(request, env).toISOString().slice(0, 10));
  const i = await loadInsights(env.DB, range);
  const rows: unknown[][] = [
    ...i.daily.map((d) => ["page views per day", d.day, d.views, "", "", ""]),
    ...i.families.map((f) => ["product views per family", f.key, f.count, "", "", ""]),
    ...i.products.map((p) => ["product: views, brochures, requests", `${p.name} (${p.group})`, p.views, p.brochures, p.requests, ""]),
    ...i.searches.map((s) => ["search", s.key, s.count, "", "", ""]),
    ...i.searchesNotFound.map((s) => ["search that found nothing", s.key, s.count, "", "", ""]),
    ...i.referrers.map((r) => ["referrer", r.key, r.count, "", "", ""]),
    ...i.campaigns.map((c) => ["campaign", c.key, c.count, "", "", ""]),
    ...i.pages.map((p) => ["page", p.key, p.count, "", "", ""]),
    ...i.vitals.map((v) => ["web vital p75 (7 days, 28 days, samples)", `${v.pageType} ${v.metric}`, v.p75Week ?? "", v.p75Month ?? "", v.samplesMonth, ""]),
  ];
  return new Response(toCsv(["Section", "What", "Figure 1", "Figure 2", "Figure 3", "Figure 4"], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="insights-${range.from}-${range.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
