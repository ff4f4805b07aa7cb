import { Hono } from "hono";
import type { enrolCodeSchema, enrolPasswordSchema } from "../../lib/auth/secondFactorSchemas";
import * as z from "zod";
import { finishEnrolment, resetStaffSecondFactor, startEnrolment } from "../../server/auth/enrolment.server";
import { hasSecondFactor } from "../../server/auth/secondFactor.server";
import { stepUp } from "../../server/auth/stepUp.server";
import { stepUpWithPasskey } from "../../server/auth/passkeys.server";
import { otpauthUri } from "../../server/auth/totp.server";
import { noticeContext } from "../../server/auth/signInNotice.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { apiFailure, jsonBody, operationBody, orThrow, staffCallOf } from "../validate.server";

/**
 * The signed-in staff user's second factor (the operations are app/server/auth/enrolment.server.ts).
 * POST /api/2fa/setup { password }: after the user's password again (a session alone is not
 *   enough to change how the account signs in), a new secret (text and otpauth:// URI for a QR code), pending until confirmed.
 *   Refused (409) once enrolled: a stolen session must not swap the factor; an admin resets it.
 * POST /api/2fa/confirm { code }: a code from the pending secret turns it on and returns the ten
 *   recovery codes, once.
 * GET /api/2fa: { enrolled }.
 */
export const secondFactor = new Hono<ApiEnv>()
  .get("/", staffAuth(undefined, { enrolling: true }), async (c) => c.json({ enrolled: await hasSecondFactor(c.get("env").DB, c.get("user").id) }))
  .post("/setup", staffAuth(undefined, { enrolling: true }), operationBody<typeof enrolPasswordSchema>(), async (c) => {
    const { secret } = orThrow(await startEnrolment(staffCallOf(c), c.get("env").SEALING_KEYS, c.req.valid("json").body));
    return c.json({ secret, otpauthUri: otpauthUri(c.get("env").SITE_TITLE, c.get("user").email, secret) });
  })
  .post("/confirm", staffAuth(undefined, { enrolling: true }), operationBody<typeof enrolCodeSchema>(), async (c) => {
    const { recoveryCodes } = orThrow(
      await finishEnrolment(staffCallOf(c), c.get("env").SEALING_KEYS, c.req.valid("json").body, noticeContext(c.get("env"), c.req.raw)),
    );
    c.header("Cache-Control", "no-store");
    return c.json({ enrolled: true, recoveryCodes });
  });

/**
 * DELETE /api/users/:id/2fa (admins, with a step-up in the last 15 minutes): removes a user's
 * second factor and ends their sessions.
 */
export const resetUserSecondFactor = new Hono<ApiEnv>().delete("/:id/2fa", staffAuth("users:manage", { stepUp: true }), async (c) => {
  orThrow(await resetStaffSecondFactor(staffCallOf(c), { id: c.req.param("id") }, noticeContext(c.get("env"), c.req.raw)));
  return c.json({ ok: true });
});

const reauthSchema = z
  .object({
    password: z.string().max(1024, "Password is too long").optional(),
    code: z.string().trim().max(64, "Code is too long").optional(),
    /** A passkey's assertion (@simplewebauthn/browser's JSON) for the challenge of POST /api/reauth/options. */
    passkey: z.unknown().optional(),
  })
  .strict()
  .refine((v) => (v.password ?? "") !== "" || (v.code ?? "") !== "" || v.passkey !== undefined, {
    message: "Enter your password and a code, or use a passkey",
    path: ["password"],
  });

/**
 * POST /api/reauth { password, code } or { passkey } (any staff user with a second factor): both
 * factors again, so for the next 15 minutes this session may add or remove ways in, change the
 * password and manage users and roles (decision record 0036). The password alone is refused (400),
 * and so is a user with no second factor (403: enrol first). The checks and limits are stepUp()'s.
 */
export const reauth = new Hono<ApiEnv>().post("/", staffAuth(undefined, { enrolling: true }), jsonBody(reauthSchema), async (c) => {
  const input = c.req.valid("json");
  const auth = { user: c.get("user"), session: c.get("session") };
  if (input.passkey !== undefined) {
    orThrow(await stepUpWithPasskey(c.get("env"), c.req.raw, auth, input.passkey, clientIp(c.req.raw)));
    return c.json({ ok: true });
  }
  const result = await stepUp(c.get("env").DB, c.get("env").SEALING_KEYS, { user: c.get("user"), session: c.get("session") }, input, clientIp(c.req.raw));
  if (!result.ok) throw apiFailure(result);
  return c.json({ ok: true });
});
