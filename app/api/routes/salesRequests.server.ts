import { Hono } from "hono";
import { forViewer, latestQuerySchema, salesRequestQuerySchema } from "../../lib/sales/salesRequestQuery";
import { REQUIRED_VALUES_MESSAGE, type contactSchema } from "../../lib/contact/schema";
import { CONTACT_BODY_LIMIT, rateLimitMessage, submitContactRequest } from "../../server/sales/contactSubmission.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import { requestNow } from "../../server/platform/clock.server";
import { waitUntilOf } from "../../server/platform/trafficScheduler.server";
import { latestSalesRequests } from "../../server/sales/salesRequests.server";
import { listSalesRequests } from "../../server/sales/salesRequestList.server";
import { staffTimeZone } from "../../server/users/staffTimeZone.server";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { operationBody, validQuery } from "../validate.server";

/** The query of a staff list (page, pageSize 5/10/25/100, from/to YYYY-MM-DD inclusive, q, status); 400 with issues. */
export const listQuery = validQuery(salesRequestQuerySchema);

/**
 * POST /api/sales-requests: the public JSON door for contact requests, with the form's schema,
 * size limit and per-address rate limit (the same bucket as the form).
 *
 * Spam rules for API clients (decision record 0034): the honeypot field (`website`) and the content
 * signals apply (a request that shows one is stored as suspected spam, sends no e-mail, and is
 * answered as any stored request), but the signed form timestamp is not required, since an API
 * client never renders the form. Requiring `application/json` also keeps other sites' plain HTML forms out: a
 * browser cannot send JSON cross-site without a CORS preflight this API does not grant.
 */
export const salesRequests = new Hono<ApiEnv>()
  .post("/", operationBody<typeof contactSchema>(CONTACT_BODY_LIMIT), async (c) => {
    const env = c.get("env");
    const result = await submitContactRequest(env, c.req.valid("json").body, {
      ip: clientIp(c.req.raw),
      requireFormToken: false,
      requestId: c.get("requestId"),
      waitUntil: waitUntilOf(c),
    });
    switch (result.kind) {
      case "invalid":
        throw new ApiError(400, REQUIRED_VALUES_MESSAGE, result.issues);
      case "rate-limited":
        throw new ApiError(429, rateLimitMessage(result.retryAfter, env.SALES_EMAIL), undefined, {
          "Retry-After": String(result.retryAfter),
        });
      case "expired":
        // Not reachable: API submissions are not asked for a form token.
        throw new ApiError(400, "This form has expired. Please submit it again.");
      case "suspected-spam":
        // The same id the request keeps if a staff member restores it.
        return c.json({ id: result.spam.id, received: true }, result.created ? 201 : 200);
      case "stored":
        return c.json({ id: result.request.id, received: true }, result.created ? 201 : 200);
    }
  })

  /**
   * GET /api/sales-requests (staff, sales:read): one page of requests, newest first, with the total.
   * from/to are whole days in the caller's time zone, as in the inbox (profile, else the browser's
   * cookie, else UTC: decision record 0029).
   */
  .get("/", staffAuth("sales:read"), listQuery, async (c) =>
    c.json(
      await listSalesRequests(
        c.get("env").DB,
        forViewer(c.req.valid("query"), c.get("user").id),
        requestNow(c.req.raw, c.get("env")),
        staffTimeZone(c.req.raw, c.get("user")).timeZone,
      ),
    ),
  );

/** GET /api/latest-sales-requests?limit= (staff, sales:read): the newest requests (limit 1–100, default 5). */
export const latestSalesRequestsRoute = new Hono<ApiEnv>().get("/", staffAuth("sales:read"), validQuery(latestQuerySchema), async (c) =>
  c.json({ items: await latestSalesRequests(c.get("env").DB, c.req.valid("query").limit) }),
);
