import { Hono } from "hono";
import { demoLoginSchema } from "../../lib/auth/authSchemas";
import { signInDemo } from "../../server/auth/signIn.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import type { ApiEnv } from "../types.server";
import { apiFailure, jsonBody } from "../validate.server";

/**
 * POST /api/DemoAccessUserLogin: demo-user sign-in for API clients. Returns the spec's stored
 * values for a demo identity (token1, UserID, DemoUserName). Its token has the 'demo' audience:
 * it opens the demo API only, never a staff endpoint.
 */
export const demoLogin = new Hono<ApiEnv>().post("/", jsonBody(demoLoginSchema), async (c) => {
  const input = c.req.valid("json");
  const result = await signInDemo(c.get("env"), input, clientIp(c.req.raw));
  if (!result.ok) throw apiFailure(result);
  c.header("Cache-Control", "no-store");
  return c.json({
    token1: result.token,
    UserID: result.demoUser.id,
    DemoUserName: result.demoUser.username,
    expiresAt: result.session.expiresAt,
  });
});
