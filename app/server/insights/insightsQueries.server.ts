import type { D1 } from "../platform/d1Sessions.server";
import { PRODUCT_ENTRIES } from "../../catalogue/products";
import { MODULE_GROUPS } from "../../catalogue/types";
import { PAGE_TYPES, VITAL_METRICS, p75, type PageType, type VitalMetric } from "../../lib/insights/vitals";

/** A range of whole UTC days, both ends included (YYYY-MM-DD). */
export interface DayRange {
  from: string;
  to: string;
}

export interface KeyCount {
  key: string;
  count: number;
}

interface ProductFunnel {
  id: string;
  name: string;
  group: string;
  views: number;
  brochures: number;
  requests: number;
}

interface VitalRow {
  pageType: PageType;
  metric: VitalMetric;
  p75Week: number | null;
  p75Month: number | null;
  samplesMonth: number;
}

export interface Insights {
  range: DayRange;
  /** Page views per day of the range (every day, zero included). */
  daily: Array<{ day: string; views: number }>;
  totals: { pageViews: number; productViews: number; searches: number; brochures: number; requests: number };
  products: ProductFunnel[];
  families: KeyCount[];
  pages: KeyCount[];
  searches: KeyCount[];
  searchesNotFound: KeyCount[];
  referrers: KeyCount[];
  campaigns: KeyCount[];
  vitals: VitalRow[];
}

const TOP = 20;

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * Everything /admin/insights shows for a range, in one D1 batch: the sums per kind and key over the
 * range (the aggregates are per day, so a range is a sum over at most a few hundred rows a key),
 * the page views per day, and the vitals' buckets of the 28 days ending with the range's last day.
 */
export async function loadInsights(db: D1, range: DayRange): Promise<Insights> {
  const monthFrom = addDays(range.to, -27);
  const weekFrom = addDays(range.to, -6);
  const [byKey, perDay, buckets] = await db.batch([
    db.prepare("SELECT kind, key, SUM(count) AS count FROM event_counts WHERE day BETWEEN ?1 AND ?2 GROUP BY kind, key").bind(range.from, range.to),
    db.prepare("SELECT day, SUM(count) AS views FROM event_counts WHERE kind = 'page' AND day BETWEEN ?1 AND ?2 GROUP BY day").bind(range.from, range.to),
    db
      .prepare(
        `SELECT page_type, metric, bucket, SUM(count) AS count, SUM(CASE WHEN day >= ?3 THEN count ELSE 0 END) AS week
         FROM vital_buckets WHERE day BETWEEN ?1 AND ?2 GROUP BY page_type, metric, bucket`,
      )
      .bind(monthFrom, range.to, weekFrom),
  ]);
  const rows = (byKey!.results ?? []) as Array<{ kind: string; key: string; count: number }>;
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ key: r.key, count: r.count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((n, r) => n + r.count, 0);
  const byProduct = (kind: string) => new Map(of(kind).map((r) => [r.key, r.count]));

  const views = byProduct("product");
  const brochures = byProduct("brochure");
  const demo = byProduct("request_demo");
  const info = byProduct("request_info");
  const products = PRODUCT_ENTRIES.map((p) => ({
    id: p.id,
    name: p.name,
    group: p.group,
    views: views.get(p.id) ?? 0,
    brochures: brochures.get(p.id) ?? 0,
    requests: (demo.get(p.id) ?? 0) + (info.get(p.id) ?? 0),
  }))
    .filter((p) => p.views + p.brochures + p.requests > 0)
    .sort((a, b) => b.views - a.views || b.requests - a.requests || a.name.localeCompare(b.name));
  const families = MODULE_GROUPS.map((g) => ({ key: g, count: products.filter((p) => p.group === g).reduce((n, p) => n + p.views, 0) })).sort(
    (a, b) => b.count - a.count,
  );

  const perDayMap = new Map(((perDay!.results ?? []) as Array<{ day: string; views: number }>).map((r) => [r.day, r.views]));
  const daily: Insights["daily"] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) daily.push({ day, views: perDayMap.get(day) ?? 0 });

  const vitalRows = (buckets!.results ?? []) as Array<{ page_type: string; metric: string; bucket: number; count: number; week: number }>;
  const vitals: VitalRow[] = [];
  for (const pageType of PAGE_TYPES)
    for (const metric of VITAL_METRICS) {
      const mine = vitalRows.filter((r) => r.page_type === pageType && r.metric === metric);
      if (!mine.length) continue;
      vitals.push({
        pageType,
        metric,
        p75Month: p75(metric, mine),
        p75Week: p75(
          metric,
          mine.map((r) => ({ bucket: r.bucket, count: r.week })),
        ),
        samplesMonth: mine.reduce((n, r) => n + r.count, 0),
      });
    }

  return {
    range,
    daily,
    totals: {
      pageViews: sum("page"),
      productViews: sum("product"),
      searches: sum("search") + sum("search_none"),
      brochures: sum("brochure"),
      requests: sum("request_demo") + sum("request_info"),
    },
    products,
    families,
    pages: of("page").slice(0, TOP),
    searches: of("search").slice(0, TOP),
    searchesNotFound: of("search_none").slice(0, TOP),
    referrers: of("referrer").slice(0, TOP),
    campaigns: of("campaign").slice(0, TOP),
    vitals,
  };
}
