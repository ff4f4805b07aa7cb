import { Hono } from "hono";
import { isbot } from "isbot";
import { COOKIE_BASE_NAMES } from "../../lib/auth/sessionCookieNames";
import { hasAnyCookie } from "../../server/platform/cookies.server";
import { requestNow } from "../../server/platform/clock.server";
import { clientIp, hit } from "../../server/platform/rateLimit.server";
import { EVENTS_BODY_LIMIT, eventBatchSchema } from "../../server/insights/eventSchema.server";
import { countryOf, d1EventStore, deviceClass } from "../../server/insights/eventStore.server";
import { logError } from "../../server/platform/log.server";
import { ApiError } from "../errors.server";
import type { ApiEnv } from "../types.server";
import { jsonBody } from "../validate.server";
import type { MiddlewareHandler } from "hono";
import { waitUntilOf } from "../../server/platform/trafficScheduler.server";

/** Two beacons a page: this allows a visitor a page every second for a minute. */
export const EVENTS_RATE_LIMIT = { limit: 120, windowSeconds: 60 };

const STAFF_COOKIES = new Set([COOKIE_BASE_NAMES.staff, `__Host-${COOKIE_BASE_NAMES.staff}`]);
const hasStaffCookie = (header: string | undefined) => hasAnyCookie(header, STAFF_COOKIES);

/**
 * POST /api/events: the public pages' beacons (decision record 0044). 204 with nothing stored for
 * a visitor who asked not to be tracked (Sec-GPC: 1, DNT: 1), a crawler, or a staff member (their
 * own browsing is not the visitors'). Otherwise the batch is validated (400 with issues), counted
 * against the address's rate limit (429 with Retry-After), answered 204 and written after the
 * response. Only the day, the country and the device class go with the counts.
 */
/** A visitor who asked not to be counted, a bot or a staff member: 204 before the body is read. */
const unlessIgnored: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const req = c.req.raw;
  const ignored =
    req.headers.get("Sec-GPC") === "1" ||
    req.headers.get("DNT") === "1" ||
    isbot(req.headers.get("User-Agent") ?? "") ||
    hasStaffCookie(c.req.header("Cookie"));
  c.header("Cache-Control", "no-store");
  if (ignored) return c.body(null, 204);
  await next();
};

export const events = new Hono<ApiEnv>().post("/", unlessIgnored, jsonBody(eventBatchSchema, EVENTS_BODY_LIMIT), async (c) => {
  const req = c.req.raw;
  const env = c.get("env");
  const batch = c.req.valid("json");
  const limit = await hit(env.DB, `events:${clientIp(req)}`, EVENTS_RATE_LIMIT);
  if (!limit.allowed) throw new ApiError(429, "Too many events; try again later", undefined, { "Retry-After": String(limit.retryAfter) });
  const dims = {
    day: requestNow(req, env).toISOString().slice(0, 10),
    country: countryOf(req),
    device: deviceClass(req.headers.get("User-Agent") ?? ""),
  };
  const requestId = c.get("requestId");
  const write = d1EventStore(env.DB)
    .record(batch.events, dims)
    .catch((error: unknown) => logError(requestId, "events not stored", error));
  const waitUntil = waitUntilOf(c);
  if (waitUntil) waitUntil(write);
  else await write;
  return c.body(null, 204);
});
