import * as z from "zod";
import { MODULE_GROUPS } from "../../catalogue/types";
import { PRODUCT_ENTRIES } from "../../catalogue/products";
import { PAGE_TYPES, VITAL_METRICS } from "../../lib/insights/vitals";

/**
 * One beacon's body (POST /api/events): what a page saw between two beacons. Every key that ends
 * up in an aggregate is bounded and, where the site has a list (products, groups), one of it, so
 * a forged beacon cannot fill the table with new keys faster than the rate limit allows.
 */
const PRODUCT_IDS = PRODUCT_ENTRIES.map((p) => p.id) as [string, ...string[]];
const productId = z.enum(PRODUCT_IDS);
const pageType = z.enum(PAGE_TYPES);
/** A host name as a browser reports it (no scheme, port or path). */
const host = z
  .string()
  .max(253)
  .regex(/^[a-z0-9.-]+$/i, "must be a host name");
const utm = z.string().trim().min(1).max(100).optional();

export const eventSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("page"),
    path: z
      .string()
      .max(300)
      .regex(/^\/[^\s?#]*$/, "must be a path starting with /"),
    pageType,
    referrer: host.optional(),
    utmSource: utm,
    utmMedium: utm,
    utmCampaign: utm,
  }),
  z.strictObject({ type: z.literal("product"), product: productId }),
  z.strictObject({ type: z.literal("group"), group: z.enum(MODULE_GROUPS) }),
  z.strictObject({ type: z.literal("search"), term: z.string().trim().min(1).max(100), found: z.boolean() }),
  z.strictObject({ type: z.literal("brochure"), product: productId }),
  z.strictObject({ type: z.literal("request"), kind: z.enum(["demo", "info"]), product: productId.optional() }),
  z.strictObject({
    type: z.literal("vital"),
    name: z.enum(VITAL_METRICS),
    value: z.number().finite().min(0).max(600_000),
    pageType,
  }),
]);
export type InsightEvent = z.output<typeof eventSchema>;

const MAX_EVENTS = 50;
export const eventBatchSchema = z.strictObject({ events: z.array(eventSchema).min(1).max(MAX_EVENTS) });
/** A full beacon is well under this: 50 events of at most a few hundred bytes. */
export const EVENTS_BODY_LIMIT = 32 * 1024;
