import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { ConfigError, parseEnv, requestEnv } from "../server/platform/env.server";
import { BOOKMARK_HEADER, bookmarkCookie, bookmarkToSend } from "../server/platform/d1Sessions.server";
import { hasSessionCookie } from "../server/platform/cachePolicy.server";
import { kickScheduledWorkFromTraffic } from "../server/admin/scheduledWork.server";
import { logError } from "../server/platform/log.server";
import { isCrossSiteMutation } from "../server/platform/crossSite.server";
import { requestIdFor } from "../server/platform/requestId.server";
import { type PipelineData, pipelineData } from "../server/platform/requestPipeline.server";
import { StorageUnavailable } from "../server/platform/storageFaults.server";
import { ApiError, errorBody } from "./errors.server";
import { checklogin } from "./routes/checklogin.server";
import { demoAccessItems } from "./routes/demoAccessItems.server";
import { demoAccessUsers } from "./routes/demoAccessUsers.server";
import { demoLogin } from "./routes/demoLogin.server";
import { reauth, resetUserSecondFactor, secondFactor } from "./routes/secondFactor.server";
import { passkeys, reauthOptions } from "./routes/passkeys.server";
import { demoPasskeys } from "./routes/demoPasskeys.server";
import { demoMedia } from "./routes/demoMedia.server";
import { demoUploads } from "./routes/demoUploads.server";
import { events } from "./routes/events.server";
import { health, misconfiguredHealth } from "./routes/health.server";
import { mountTestRoutes } from "./testRoutes.server";
import { login } from "./routes/login.server";
import { profile } from "./routes/profile.server";
import { latestSalesRequestsRoute, salesRequests } from "./routes/salesRequests.server";
import { waitUntilOf } from "../server/platform/trafficScheduler.server";
import { saviewgrid } from "./routes/saviewgrid.server";
import { sendemail } from "./routes/sendemail.server";
import { addUser, users } from "./routes/users.server";
import { blogs, profileBlogs } from "./routes/blogs.server";
import { mediaUploads, uploadFiles } from "./routes/uploads.server";
import { webhooks } from "./routes/webhooks.server";
import type { ApiEnv } from "./types.server";
import { SERVER_ERROR_MESSAGE } from "../lib/messages";

/**
 * The one Hono app behind every API base: /api/*, the spec's /saviewgrid/ and /sendemail/,
 * and the media bases. Each Pages Function under functions/ mounts this same app. The request
 * pipeline before it (functions/_middleware.ts, decision record 0045) gives the request its id,
 * sets the security headers and writes the log line from what this app leaves on the context.
 */
const base = new Hono<ApiEnv>({ strict: false });

/** The pipeline's facts for this request (hono/cloudflare-pages passes the Pages context as env.eventContext). */
const pipelineOf = (c: { env: Record<string, unknown> }): Partial<PipelineData> =>
  pipelineData((c.env.eventContext as { data?: unknown } | undefined)?.data ?? {});

base.use("*", async (c, next) => {
  const pipeline = pipelineOf(c);
  const requestId = pipeline.requestId ?? requestIdFor(c.req.raw);
  c.set("requestId", requestId);
  // Handlers get the request's D1 session as env.DB (d1Sessions.server.ts, decision record 0027).
  let platformEnv;
  try {
    platformEnv = parseEnv(c.env);
  } catch (error) {
    // Health names what is missing (a secret not put, a var not set) instead of a bare 500.
    if (error instanceof ConfigError && c.req.path === "/api/health") {
      logError(requestId, "config", error);
      c.header("Cache-Control", "no-store");
      return c.json(misconfiguredHealth(error), 503);
    }
    throw error;
  }
  const { env, session } = requestEnv(platformEnv, c.req.raw);
  c.set("env", env);
  if (isCrossSiteMutation(c.req.raw)) throw new ApiError(403, "Cross-site request refused");
  await next();
  // After a write, the caller's next request reads a copy at least this new: a bearer client
  // sends the header back; a browser signed in by cookie (the admin screens) gets the cookie.
  const bookmark = bookmarkToSend(session, c.res.headers);
  if (bookmark) {
    c.header(BOOKMARK_HEADER, bookmark);
    if (hasSessionCookie(c.req.header("Cookie") ?? null)) c.header("Set-Cookie", bookmarkCookie(bookmark, env.APP_ENV), { append: true });
  }
  // Ordinary traffic retries the e-mail outbox at most once a minute per isolate (decision record 0013).
  kickScheduledWorkFromTraffic(c.env, waitUntilOf(c), requestId);
  // For the pipeline's log line: the route's pattern, and the user the auth middleware found.
  pipeline.route = c.req.routePath;
  pipeline.userId = c.get("user")?.id ?? c.get("demoUser")?.id ?? null;
});

/** The app with its routes (`route` returns the same app, typed with what it added). */
export const app = base
  .route("/api/health", health)
  .route("/api/login", login)
  .route("/api/checklogin", checklogin)
  .route("/api/DemoAccessUserLogin", demoLogin)
  .route("/api/users", users)
  .route("/api/add-user", addUser)
  .route("/api/profile", profile)
  .route("/api/2fa", secondFactor)
  .route("/api/reauth", reauth)
  .route("/api/reauth", reauthOptions)
  .route("/api/passkeys", passkeys)
  .route("/api/demo-passkeys", demoPasskeys)
  .route("/api/users", resetUserSecondFactor)
  .route("/api/sales-requests", salesRequests)
  .route("/api/latest-sales-requests", latestSalesRequestsRoute)
  .route("/api/events", events)
  .route("/saviewgrid", saviewgrid)
  .route("/sendemail", sendemail)
  .route("/api", demoAccessItems)
  .route("/api", demoAccessUsers)
  .route("/api/demo-uploads", demoUploads)
  .route("/demo-media", demoMedia)
  .route("/api/blogs", blogs)
  .route("/api/profileblogs", profileBlogs)
  .route("/api/uploadFiles", uploadFiles)
  .route("/media/uploads", mediaUploads)
  .route("/api/webhooks", webhooks);

/**
 * The API's routes as a type: `hc<AppType>` (hono/client) gives the browser's data service and the
 * integration tests a client typed by them, so a changed route or body breaks the type check
 * (decision record 0051).
 */
export type AppType = typeof app;

mountTestRoutes(app);

app.notFound((c) => c.json(errorBody(c, "Not Found"), 404));

app.onError((err, c) => {
  if (!c.get("requestId")) c.set("requestId", pipelineOf(c).requestId ?? requestIdFor(c.req.raw));
  const requestId = c.get("requestId");
  // The pipeline answers an outage of D1 or R2 for every function (503, this error shape).
  if (err instanceof StorageUnavailable) throw err;
  if (err instanceof ApiError) {
    for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    return c.json(errorBody(c, err.message, err.issues), err.status);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return c.json(errorBody(c, err.message || "Bad Request"), err.status);
  }
  logError(requestId, err instanceof ConfigError ? "config" : "unhandled", err);
  return c.json(errorBody(c, SERVER_ERROR_MESSAGE), 500);
});
