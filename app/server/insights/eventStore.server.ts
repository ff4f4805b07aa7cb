import type { D1 } from "../platform/d1Sessions.server";
import { bucketOf } from "../../lib/insights/vitals";
import type { InsightEvent } from "./eventSchema.server";

/**
 * Where beacons' events go (decision record 0044): daily aggregates, nothing per visitor. One
 * interface so a production store (Workers Analytics Engine) could stand beside the D1 one; today
 * D1 is the only one, in production, locally and in the tests alike.
 */
interface EventStore {
  record(events: readonly InsightEvent[], dims: EventDims): Promise<void>;
}

/** The coarse facts a batch is counted under; nothing here names a visitor. */
interface EventDims {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** ISO 3166 alpha-2 from request.cf, or ''. */
  country: string;
  device: "" | "mobile" | "tablet" | "desktop";
}

type CountKind = "page" | "product" | "group" | "search" | "search_none" | "brochure" | "request_demo" | "request_info" | "referrer" | "campaign";

/** The counts and vitals buckets one batch adds (equal keys summed, so one upsert each). */
export function aggregate(events: readonly InsightEvent[]) {
  const counts = new Map<string, { kind: CountKind; key: string; n: number }>();
  const vitals = new Map<string, { pageType: string; metric: string; bucket: number; n: number }>();
  const count = (kind: CountKind, key: string) => {
    const id = `${kind}\u0000${key}`;
    const row = counts.get(id);
    if (row) row.n++;
    else counts.set(id, { kind, key, n: 1 });
  };
  for (const e of events) {
    switch (e.type) {
      case "page":
        count("page", e.path);
        if (e.referrer) count("referrer", e.referrer.toLowerCase());
        if (e.utmSource || e.utmMedium || e.utmCampaign) count("campaign", [e.utmSource, e.utmMedium, e.utmCampaign].map((v) => v ?? "").join(" / "));
        break;
      case "product":
        count("product", e.product);
        break;
      case "group":
        count("group", e.group);
        break;
      case "search":
        count(e.found ? "search" : "search_none", e.term.toLowerCase().replace(/\s+/g, " "));
        break;
      case "brochure":
        count("brochure", e.product);
        break;
      case "request":
        count(e.kind === "demo" ? "request_demo" : "request_info", e.product ?? "");
        break;
      case "vital": {
        const bucket = bucketOf(e.name, e.value);
        const id = `${e.pageType}\u0000${e.name}\u0000${bucket}`;
        const row = vitals.get(id);
        if (row) row.n++;
        else vitals.set(id, { pageType: e.pageType, metric: e.name, bucket, n: 1 });
        break;
      }
    }
  }
  return { counts: [...counts.values()], vitals: [...vitals.values()] };
}

/** The D1 store: one batch of upserts per beacon (all of it or none). */
export function d1EventStore(db: D1): EventStore {
  return {
    async record(events, dims) {
      const { counts, vitals } = aggregate(events);
      const statements = [
        ...counts.map((c) =>
          db
            .prepare(
              `INSERT INTO event_counts (day, kind, key, country, device, count) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
               ON CONFLICT (day, kind, key, country, device) DO UPDATE SET count = count + excluded.count`,
            )
            .bind(dims.day, c.kind, c.key, dims.country, dims.device, c.n),
        ),
        ...vitals.map((v) =>
          db
            .prepare(
              `INSERT INTO vital_buckets (day, page_type, metric, bucket, count) VALUES (?1, ?2, ?3, ?4, ?5)
               ON CONFLICT (day, page_type, metric, bucket) DO UPDATE SET count = count + excluded.count`,
            )
            .bind(dims.day, v.pageType, v.metric, v.bucket, v.n),
        ),
      ];
      if (statements.length) await db.batch(statements);
    },
  };
}

/** Device class from the user agent, the only thing read from it (it is never stored). */
export function deviceClass(userAgent: string): EventDims["device"] {
  if (!userAgent) return "";
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** The two-letter country Cloudflare derived from the address (the address itself is never read here). */
export function countryOf(request: Request): string {
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  return typeof country === "string" && /^[A-Z]{2}$/.test(country) ? country : "";
}
