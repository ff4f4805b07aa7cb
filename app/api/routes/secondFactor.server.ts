import { Hono } from "hono";
import * as z from "zod";
import { beginEnrolment, confirmEnrolment, hasSecondFactor, resetSecondFactor } from "../../server/auth/secondFactor.server";
import { stepUp } from "../../server/auth/stepUp.server";
import { audit } from "../../server/admin/audit.server";
import { otpauthUri } from "../../server/auth/totp.server";
import { getStaffUser, verifyCurrentPassword } from "../../server/users/staffUsers.server";
import { clientIp } from "../../server/platform/rateLimit.server";
import { ApiError } from "../errors.server";
import { staffAuth } from "../middleware/auth.server";
import type { ApiEnv } from "../types.server";
import { apiFailure, readJson } from "../validate.server";

const setupSchema = z.object({ password: z.string({ message: "Password is Required" }).min(1, "Password is Required").max(1024, "Password is too long") });
const confirmSchema = z.object({
  code: z
    .string({ message: "Code is Required" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app"),
});

/**
 * The signed-in staff user's second factor.
 * POST /api/2fa/setup { password }: after the user's password again (a session alone is not
 *   enough to change how the account signs in), a new secret (text and otpauth:// URI for a QR code), pending until confirmed.
 *   Refused (409) once enrolled: a stolen session must not swap the factor; an admin resets it.
 * POST /api/2fa/confirm { code }: a code from the pending secret turns it on and returns the ten
 *   recovery codes, once.
 * GET /api/2fa: { enrolled }.
 */
export const secondFactor = new Hono<ApiEnv>()
  .get("/", staffAuth(undefined, { enrolling: true }), async (c) => c.json({ enrolled: await hasSecondFactor(c.get("env").DB, c.get("user").id) }))
  .post("/setup", staffAuth(undefined, { enrolling: true }), async (c) => {
    const { password } = await readJson(c, setupSchema);
    const env = c.get("env");
    const me = c.get("user");
    const checked = await verifyCurrentPassword(env.DB, me.id, password, clientIp(c.req.raw), "password");
    if (!checked.ok) throw apiFailure(checked);
    if (await hasSecondFactor(env.DB, me.id)) throw new ApiError(409, "Two-factor sign-in is already on. An administrator can reset it.");
    const secret = await beginEnrolment(env.DB, me.id);
    if (!secret) throw new ApiError(404, "User not found");
    return c.json({ secret, otpauthUri: otpauthUri(env.SITE_TITLE, me.email, secret) });
  })
  .post("/confirm", staffAuth(undefined, { enrolling: true }), async (c) => {
    const { code } = await readJson(c, confirmSchema);
    const db = c.get("env").DB;
    const me = c.get("user");
    if (await hasSecondFactor(db, me.id)) throw new ApiError(409, "Two-factor sign-in is already on. An administrator can reset it.");
    const recoveryCodes = await confirmEnrolment(db, me.id, code);
    if (!recoveryCodes)
      throw new ApiError(400, "That code does not match. Check the app's clock and enter the current code", [{ path: "code", message: "Code does not match" }]);
    await audit(db, { actor: me, action: "2fa.enrol", target: me.email, ip: clientIp(c.req.raw) });
    c.header("Cache-Control", "no-store");
    return c.json({ enrolled: true, recoveryCodes });
  });

/**
 * DELETE /api/users/:id/2fa (admins, with a step-up in the last 15 minutes): removes a user's
 * second factor and ends their sessions.
 */
export const resetUserSecondFactor = new Hono<ApiEnv>().delete("/:id/2fa", staffAuth("users:manage", { stepUp: true }), async (c) => {
  const db = c.get("env").DB;
  const user = await getStaffUser(db, c.req.param("id"));
  if (!user) throw new ApiError(404, "User not found");
  await resetSecondFactor(db, user.id);
  await audit(db, { actor: c.get("user"), action: "2fa.reset", target: user.email, ip: clientIp(c.req.raw) });
  return c.json({ ok: true });
});

const reauthSchema = z
  .object({
    password: z.string().max(1024, "Password is too long").optional(),
    code: z.string().trim().max(64, "Code is too long").optional(),
  })
  .strict()
  .refine((v) => (v.password ?? "") !== "" || (v.code ?? "") !== "", { message: "Enter your password or a code", path: ["password"] });

/**
 * POST /api/reauth { password } or { code }, or both while the account is locked (any staff user):
 * proves identity again, so for the next 15 minutes this session may manage users, roles, second
 * factors and passwords (issue 16 point 3). The checks and limits are stepUp()'s.
 */
export const reauth = new Hono<ApiEnv>().post("/", staffAuth(undefined, { enrolling: true }), async (c) => {
  const input = await readJson(c, reauthSchema);
  const result = await stepUp(c.get("env").DB, { user: c.get("user"), session: c.get("session") }, input, clientIp(c.req.raw));
  if (!result.ok) throw apiFailure(result);
  return c.json({ ok: true });
});
