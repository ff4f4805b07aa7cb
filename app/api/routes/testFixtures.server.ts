import { Hono } from "hono";
import * as z from "zod";
import { edgeKey, sharedCache } from "../../server/platform/edgeCache.server";
import { storeKey } from "../../server/platform/pageStore.server";
import { testFixturesOpen } from "../../server/platform/testHooks.server";
import { ApiError } from "../errors.server";
import type { ApiEnv } from "../types.server";
import { jsonBody } from "../validate.server";
import type { MiddlewareHandler } from "hono";

const fixtureBody = z.object({ statements: z.array(z.string().min(1).max(20_000)).min(1).max(50) });
const forgetBody = z.object({
  paths: z
    .array(
      z
        .string()
        .regex(/^\/[^?#]*$/)
        .max(300),
    )
    .min(1)
    .max(20),
  // Also the pages' store's copies, as after a deploy: the next visitor anywhere renders the page.
  everywhere: z.boolean().optional(),
});

/**
 * End-to-end test fixtures that no API can make (a session minted as a sign-in makes it, requests
 * with chosen creation times), written through the server's own D1 connection. A second writer on
 * the database file (the sqlite3 shell) made the server's own writes fail with SQLITE_BUSY under
 * load; here the statements queue behind the server's other writes instead. The route
 * answers only on a server started by scripts/e2e-server.mjs (TEST_FIXTURES = "sql"), to a request
 * addressed to the loopback, and never where APP_ENV is production or preview (testHooks.server.ts);
 * anywhere else it is the ordinary JSON 404.
 */
const onlyWhereOpen: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!testFixturesOpen(c.req.raw, c.get("env"))) throw new ApiError(404, "Not Found");
  await next();
};

export const testFixtures = new Hono<ApiEnv>()
  .post("/", onlyWhereOpen, jsonBody(fixtureBody, 256 * 1024), async (c) => {
    const env = c.get("env");
    const { statements } = c.req.valid("json");
    // One batch is one transaction: a fixture is stored whole or not at all.
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, statements: statements.length });
  })
  // A location that has no copy of these pages in its Cache API (what a visitor far from the last
  // one meets): the pages' store still has them (decision record 0032). Test servers only, as above.
  .post("/forget-location-copies", onlyWhereOpen, jsonBody(forgetBody, 16 * 1024), async (c) => {
    const env = c.get("env");
    const { paths, everywhere } = c.req.valid("json");
    const cache = sharedCache();
    const forgotten = cache ? await Promise.all(paths.map((path) => cache.delete(edgeKey(c.req.url, path)))) : [];
    // Deleted, not tombstoned: a tombstone would keep the next render out of the store for a while.
    if (everywhere) await env.MEDIA.delete(paths.map((path) => storeKey(c.req.url, path)));
    // Otherwise the store's bucket is opened without reading a page: local workerd starts its R2
    // emulation (a database on disk) on the first call, 10-40 ms that Cloudflare's R2, always
    // running, never charges a new isolate. As with the cache above, `npm run bench:edge`'s cold
    // isolate then meets running services, and its own first read of the page is still measured.
    else await env.MEDIA.head(storeKey(c.req.url, "/.bench-edge-open"));
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true, forgotten: forgotten.filter(Boolean).length });
  });
