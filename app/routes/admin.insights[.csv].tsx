import * as z from "zod/mini";
import { INSIGHTS_REPORT_IDS } from "~/lib/insights/reports";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { insightsCsv } from "~/server/insights/insightsCsv.server";
import { loadInsights } from "~/server/insights/insightsQueries.server";
import { rangeOf, rangeQuerySchema } from "~/server/insights/insightsRange.server";
import { requestNow } from "~/server/platform/clock.server";

/**
 * /admin/insights.csv?<the screen's range>[&report=<id>]: one report of the screen with its own
 * named columns, or, with no report named, every report as a section of one file (its title, its
 * columns, its rows); safe to open in a spreadsheet (app/lib/csv.ts).
 */
const reportSchema = z.optional(z.enum(INSIGHTS_REPORT_IDS));

const refuse = (why: string) => new Response(`${why}\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const loader = /* @__PURE__ */ staffLoader("insights:read", async ({ request, env }) => {
  const { report: rawReport, ...params } = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = rangeQuerySchema.safeParse(params);
  if (!parsed.success) return refuse("Invalid range");
  const report = reportSchema.safeParse(rawReport);
  if (!report.success) return refuse(`Unknown report: name one of ${INSIGHTS_REPORT_IDS.join(", ")}`);
  const range = rangeOf(parsed.data, requestNow(request, env).toISOString().slice(0, 10));
  const i = await loadInsights(env.DB, range);
  const name = report.data ? `insights-${report.data}-${range.from}-${range.to}.csv` : `insights-${range.from}-${range.to}.csv`;
  return new Response(insightsCsv(i, report.data), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
});
