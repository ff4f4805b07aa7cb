/**
 * Field web vitals as the insights store keeps them (decision record 0044): per metric, fixed-width
 * buckets (bucket i holds [i × step, (i + 1) × step)), the last one open-ended. Summed over any
 * range of days they give the 75th percentile to within one step, which is finer than the gap
 * between "good" and "needs improvement" for every metric. Isomorphic: the endpoint buckets, the
 * insights screen reads.
 */
export const VITAL_METRICS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

interface VitalSpec {
  step: number;
  /** Buckets kept; a value past the last lands in it. */
  buckets: number;
  /** The "good" threshold at p75 (web.dev); null where the project sets none. */
  target: number | null;
  unit: "ms" | "";
}

export const VITALS: Record<VitalMetric, VitalSpec> = {
  LCP: { step: 50, buckets: 400, target: 2500, unit: "ms" },
  INP: { step: 8, buckets: 500, target: 200, unit: "ms" },
  CLS: { step: 0.005, buckets: 400, target: 0.1, unit: "" },
  TTFB: { step: 25, buckets: 400, target: 800, unit: "ms" },
};

/** The page kinds vitals and views are grouped by. */
export const PAGE_TYPES = ["home", "product", "group", "news", "post", "search", "contact", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export function bucketOf(metric: VitalMetric, value: number): number {
  const { step, buckets } = VITALS[metric];
  // A hair under the boundary stays in the lower bucket despite floating point (0.1 / 0.005).
  return Math.min(buckets - 1, Math.max(0, Math.floor(value / step + 1e-9)));
}

/**
 * The 75th percentile from summed bucket counts, as the bucket's upper edge (so a page reported
 * at the target is at most one step worse than measured, never better). Null without data.
 */
export function p75(metric: VitalMetric, counts: ReadonlyArray<{ bucket: number; count: number }>): number | null {
  const total = counts.reduce((n, c) => n + c.count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const c of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += c.count;
    if (seen >= rank) return round((c.bucket + 1) * VITALS[metric].step);
  }
  return null;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function formatVital(metric: VitalMetric, value: number | null): string {
  if (value === null) return "no data";
  return VITALS[metric].unit === "ms" ? (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`) : value.toFixed(3);
}

/** Each metric in words, for people who do not know its acronym (marketing reads this screen). */
export const VITAL_NAMES: Record<VitalMetric, { name: string; means: string }> = {
  LCP: { name: "Largest Contentful Paint", means: "how long until the page's main content shows" },
  INP: { name: "Interaction to Next Paint", means: "how long the page takes to answer a click, tap or key" },
  CLS: { name: "Cumulative Layout Shift", means: "how much the page jumps while it loads (a score, lower is better)" },
  TTFB: { name: "Time to First Byte", means: "how long until the server starts answering" },
};

/** "target 2.5 s or less" (none where the project sets no target). */
export function vitalTarget(metric: VitalMetric): string {
  const { target, unit } = VITALS[metric];
  if (target === null) return "no target";
  return `target ${unit === "ms" ? (target >= 1000 ? `${target / 1000} s` : `${target} ms`) : String(target)} or less`;
}
