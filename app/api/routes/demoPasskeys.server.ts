import { Hono } from "hono";
import * as z from "zod";
import { passkeySignInOptions } from "../../server/auth/passkeys.server";
import { noticeContext } from "../../server/auth/signInNotice.server";
import {
  acceptInvitationWithPasskey,
  addDemoPasskey,
  demoPasskeyRegistrationOptions,
  demoPasskeys as listDemoPasskeys,
  demoStepUp,
  demoStepUpOptions,
  invitationPasskeyOptions,
  removeDemoPasskey,
  signInDemoWithPasskey,
} from "../../server/demo/demoPasskeys.server";
import { invitationPasskeySchema, type passkeySignInSchema, type registerPasskeySchema } from "../../lib/auth/passkeySchemas";
import { INVITATION_GONE } from "../../lib/demo/invitationSchema";
import { clientIp, hit } from "../../server/platform/rateLimit.server";
import { ApiError } from "../errors.server";
import { demoAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { jsonBody, operationBody, orThrow } from "../validate.server";
import type { Context } from "hono";
import { passkeySignIn } from "./passkeySignIn.server";

/**
 * Demo users' passkeys (decision record 0026); the operations are
 * app/server/demo/demoPasskeys.server.ts. Every route here is the demo audience's: none opens or
 * reads a staff account.
 * GET /api/demo-passkeys: the caller's passkeys.
 * POST /api/demo-passkeys/reauth { password } or { passkey } (after POST /api/demo-passkeys/reauth/options):
 *   the demo step-up, never the sign-in itself (decision record 0036).
 * POST /api/demo-passkeys/options, then POST /api/demo-passkeys { name, response }: add one
 *   (within 15 minutes of that step-up; the owner is e-mailed).
 * DELETE /api/demo-passkeys/:id: remove one (never the last way in; the owner is e-mailed).
 * POST /api/demo-passkeys/signin/options, then POST /api/demo-passkeys/signin { response, remember? }:
 *   sign in; the browser gets the demo session cookie, an API client the token (as /api/DemoAccessUserLogin).
 * POST /api/demo-passkeys/invitation/options { token }, then POST /api/demo-passkeys/invitation
 *   { token, name, response }: accept an invitation with a passkey; signed in.
 */
const OPTIONS_LIMIT = { limit: 60, windowSeconds: 15 * 60 };
/** The demo step-up: the password again, or a passkey's assertion for POST /reauth/options' challenge. */
const reauthBody = z
  .object({ password: z.string().max(1024, "Password is too long").optional(), passkey: z.unknown().optional() })
  .strict()
  .refine((v) => (v.password ?? "") !== "" || v.passkey !== undefined, { message: "Enter your password, or use a passkey", path: ["password"] });
const tokenBody = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid") });

/** Each options call stores a challenge: bounded per address, like the staff sign-in's. */
async function limitOptions(c: Context<ApiEnv>, kind: string) {
  const limit = await hit(c.get("env").DB, `demo-passkey-${kind}:${clientIp(c.req.raw)}`, OPTIONS_LIMIT);
  if (!limit.allowed) throw new ApiError(429, "Too many sign-in attempts. Please try again later.", undefined, { "Retry-After": String(limit.retryAfter) });
  c.header("Cache-Control", "no-store");
}

export const demoPasskeys = new Hono<ApiEnv>()
  .get("/", demoAuth(), async (c) => c.json({ passkeys: await listDemoPasskeys(c.get("env").DB, c.get("demoUser").id) }))
  .post("/options", demoAuth(), async (c) => {
    const { options } = orThrow(await demoPasskeyRegistrationOptions(c.get("env"), c.req.raw, { demoUser: c.get("demoUser"), session: c.get("session") }));
    return c.json(options);
  })
  .post("/", demoAuth(), operationBody<typeof registerPasskeySchema>(), async (c) => {
    const { passkey } = orThrow(
      await addDemoPasskey(c.get("env"), c.req.raw, { demoUser: c.get("demoUser"), session: c.get("session") }, c.req.valid("json").body),
    );
    return c.json({ passkey }, 201);
  })
  .delete("/:id", demoAuth(), async (c) => {
    const notice = { ...noticeContext(c.get("env"), c.req.raw), salesEmail: c.get("env").SALES_EMAIL };
    orThrow(await removeDemoPasskey(c.get("env").DB, c.get("demoUser").id, { id: c.req.param("id") }, notice));
    return c.json({ ok: true });
  })
  .post("/reauth/options", demoAuth(), async (c) => {
    await limitOptions(c, "stepup");
    const options = await demoStepUpOptions(c.get("env"), c.req.raw, { demoUser: c.get("demoUser"), session: c.get("session") });
    if (!options) throw new ApiError(404, "No passkey on this account");
    return c.json(options);
  })
  .post("/reauth", demoAuth(), jsonBody(reauthBody), async (c) => {
    const input = c.req.valid("json");
    orThrow(await demoStepUp(c.get("env"), c.req.raw, { demoUser: c.get("demoUser"), session: c.get("session") }, input, clientIp(c.req.raw)));
    return c.json({ ok: true });
  })
  .post("/signin/options", async (c) => {
    await limitOptions(c, "signin");
    const { options, setCookie } = await passkeySignInOptions(c.get("env"), c.req.raw, "demo");
    c.header("Set-Cookie", setCookie, { append: true });
    return c.json(options);
  })
  .post("/signin", operationBody<typeof passkeySignInSchema>(), async (c) => {
    const result = await passkeySignIn(c, c.req.valid("json").body, signInDemoWithPasskey);
    return c.json({ token1: result.token, UserID: result.demoUser.id, DemoUserName: result.demoUser.username, expiresAt: result.session.expiresAt });
  })
  // Validated first: a malformed request is refused before it counts (or stores) anything.
  .post("/invitation/options", jsonBody(tokenBody), async (c) => {
    const { token } = c.req.valid("json");
    await limitOptions(c, "invitation");
    const options = await invitationPasskeyOptions(c.get("env"), c.req.raw, token);
    if (!options) throw new ApiError(404, INVITATION_GONE);
    return c.json(options);
  })
  .post("/invitation", jsonBody(invitationPasskeySchema), async (c) => {
    const body = c.req.valid("json");
    // Each try verifies a ceremony against the link: bounded per address like the options.
    await limitOptions(c, "accept");
    const result = orThrow(await acceptInvitationWithPasskey(c.get("env"), c.req.raw, body));
    c.header("Set-Cookie", result.setCookie, { append: true });
    return c.json({ ok: true }, 201);
  });
