import { Hono } from "hono";
import type { passkeySignInSchema, registerPasskeySchema } from "../../lib/auth/passkeySchemas";
import {
  addStaffPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  passkeyStepUpOptions,
  removeStaffPasskey,
  signInStaffWithPasskey,
  staffPasskeys,
} from "../../server/auth/passkeys.server";
import { noticeContext } from "../../server/auth/signInNotice.server";
import { clientIp, hit } from "../../server/platform/rateLimit.server";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { passkeySignIn } from "./passkeySignIn.server";
import { staffSignInBody } from "./staffSignInBody.server";
import { operationBody, orThrow, staffCallOf } from "../validate.server";

/**
 * Staff passkeys (decision record 0026); the operations are app/server/auth/passkeys.server.ts.
 * GET /api/passkeys: the caller's passkeys.
 * POST /api/passkeys/options, then POST /api/passkeys { name, response }: add one (a two-factor
 *   step-up, never the sign-in; the owner is e-mailed: decision record 0036).
 * DELETE /api/passkeys/:id: remove one (the same step-up; the owner is e-mailed).
 * POST /api/passkeys/signin/options, then POST /api/passkeys/signin { response, remember? }: sign
 *   in with one (both factors); the browser gets the session cookie, an API client the token.
 * The step-up with a passkey is POST /api/reauth/options then POST /api/reauth { passkey }.
 */
const OPTIONS_LIMIT = { limit: 60, windowSeconds: 15 * 60 };

export const passkeys = new Hono<ApiEnv>()
  .get("/", staffAuth(), async (c) => c.json({ passkeys: await staffPasskeys(c.get("env").DB, c.get("user").id) }))
  .post("/options", staffAuth(undefined, { stepUp: true }), async (c) =>
    c.json(await passkeyRegistrationOptions(c.get("env"), c.req.raw, { user: c.get("user"), session: c.get("session") })),
  )
  .post("/", staffAuth(undefined, { stepUp: true }), operationBody<typeof registerPasskeySchema>(), async (c) => {
    const { passkey } = orThrow(await addStaffPasskey(staffCallOf(c), c.get("env"), c.req.raw, c.get("session").id, c.req.valid("json").body));
    return c.json({ passkey }, 201);
  })
  .delete("/:id", staffAuth(undefined, { stepUp: true }), async (c) => {
    orThrow(await removeStaffPasskey(staffCallOf(c), { id: c.req.param("id") }, noticeContext(c.get("env"), c.req.raw)));
    return c.json({ ok: true });
  })
  .post("/signin/options", async (c) => {
    // Each call stores a challenge: bounded per address like the contact form.
    const limit = await hit(c.get("env").DB, `passkey-options:${clientIp(c.req.raw)}`, OPTIONS_LIMIT);
    if (!limit.allowed) throw new ApiError(429, "Too many sign-in attempts. Please try again later.", undefined, { "Retry-After": String(limit.retryAfter) });
    const { options, setCookie } = await passkeySignInOptions(c.get("env"), c.req.raw, "staff");
    c.header("Set-Cookie", setCookie, { append: true });
    c.header("Cache-Control", "no-store");
    return c.json(options);
  })
  .post("/signin", operationBody<typeof passkeySignInSchema>(), async (c) =>
    c.json(staffSignInBody(await passkeySignIn(c, c.req.valid("json").body, signInStaffWithPasskey))),
  );

/** POST /api/reauth/options: passkey options for the caller's step-up (404 when they have none). */
export const reauthOptions = new Hono<ApiEnv>().post("/options", staffAuth(), async (c) => {
  const options = await passkeyStepUpOptions(c.get("env"), c.req.raw, { user: c.get("user"), session: c.get("session") });
  if (!options) throw new ApiError(404, "No passkey on this account");
  return c.json(options);
});
