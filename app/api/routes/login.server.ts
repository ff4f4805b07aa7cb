import { Hono } from "hono";
import { staffLoginSchema } from "../../lib/auth/authSchemas";
import { signInStaff, signOut } from "../../server/auth/signIn.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import { ApiError } from "../errors.server";
import { anyAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { staffSignInBody } from "./staffSignInBody.server";
import { apiFailure, jsonBody } from "../validate.server";

/**
 * POST /api/login: staff sign-in for API clients. Returns the bearer token and the spec's
 * stored session values (token, UserName, AccountName). Browsers sign in through /login instead
 * and get an HttpOnly cookie, so this answer sets no cookie.
 * GET /api/login: signs out the caller's session (staff or demo), as the spec's client does.
 */
export const login = new Hono<ApiEnv>()
  .post("/", jsonBody(staffLoginSchema), async (c) => {
    const input = c.req.valid("json");
    const result = await signInStaff(c.get("env"), input, clientIp(c.req.raw));
    if (!result.ok) throw apiFailure(result);
    c.header("Cache-Control", "no-store");
    return c.json(staffSignInBody(result));
  })
  .get("/", anyAuth({ signOut: true }), async (c) => {
    const auth = c.get("auth");
    // A GET that signs out: with a cookie, only our own pages may trigger it (no logout by link).
    const site = c.req.header("Sec-Fetch-Site");
    if (auth.session.via === "cookie" && site && site !== "same-origin" && site !== "none") throw new ApiError(403, "Forbidden");
    const clear = await signOut(c.get("env"), auth);
    if (auth.session.via === "cookie") c.header("Set-Cookie", clear, { append: true });
    return c.json({ message: "Signed out" });
  });
