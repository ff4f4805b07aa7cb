import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { finishEnrolment, resetStaffSecondFactor, startEnrolment } from "../../../app/server/auth/enrolment.server";
import { changeStaffPassword } from "../../../app/server/users/staffUsers.server";
import { stepUp } from "../../../app/server/auth/stepUp.server";
import { totpAt } from "../../../app/server/auth/totp.server";
import { codeAt, createStaff, mintToken, ring } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

/**
 * The identity operations (decision record 0020): second-factor enrolment, an admin's
 * reset, the step-up and a password change each write their change and its audit row in one batch.
 */
/** Where the change came from, as the owner's notice tells it (decision record 0036). */
const notice = { site: "Meridian", userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0 Safari/537.36" };
const enrolled = (userId: string) => count("SELECT count(*) AS n FROM staff_users WHERE id = ?1 AND totp_secret IS NOT NULL", userId);

describe("enrolment: the factor and its audit row land together or not at all", () => {
  it("turns the factor on with its row, or neither when the row cannot be written", async () => {
    const editor = await createStaff("editor", { secondFactor: false });
    const started = await startEnrolment(callAs(editor), ring(), { password: editor.password });
    if (!started.ok) throw new Error(started.error);
    const code = await totpAt(started.secret, Date.now());
    const error = await whileAuditRefused(() => finishEnrolment(callAs(editor), ring(), { code }, notice));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await enrolled(editor.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM staff_recovery_codes WHERE user_id = ?1", editor.id)).toBe(0);

    const done = await finishEnrolment(callAs(editor), ring(), { code: await totpAt(started.secret, Date.now() + 30_000) }, notice);
    expect(done).toMatchObject({ ok: true });
    expect(await enrolled(editor.id)).toBe(1);
    expect((await auditRows("2fa.enrol")).filter((r) => r.actor_id === editor.id)).toEqual([expect.objectContaining({ target: editor.email })]);
  });

  it("writes no row when the factor cannot be written, and refuses a second enrolment", async () => {
    const editor = await createStaff("editor", { secondFactor: false });
    const started = await startEnrolment(callAs(editor), ring(), { password: editor.password });
    if (!started.ok) throw new Error(started.error);
    const error = await whileRefused("staff_users", "UPDATE", () => finishEnrolment(callAs(editor), ring(), { code: "123456" }, notice).then(async (r) => r));
    // A wrong code never reaches the batch; the right one with the table refused leaves nothing either.
    expect(error).toBeNull();
    const refused = await whileRefused("staff_users", "UPDATE", async () =>
      finishEnrolment(callAs(editor), ring(), { code: await totpAt(started.secret, Date.now()) }, notice),
    );
    expect(String(refused)).toMatch(/refused by the test/);
    expect((await auditRows("2fa.enrol")).filter((r) => r.actor_id === editor.id)).toEqual([]);
    const admin = await createStaff("admin");
    expect(await startEnrolment(callAs(admin), ring(), { password: admin.password })).toMatchObject({ ok: false, status: 409 });
  });
});

describe("an admin's reset: factor, sessions and audit row together", () => {
  it("keeps the factor and the sessions when the row cannot be written, and removes both with it", async () => {
    const admin = await createStaff("admin");
    const editor = await createStaff("editor");
    await mintToken(editor.id, "staff");
    const error = await whileAuditRefused(() => resetStaffSecondFactor(callAs(admin), { id: editor.id }, notice));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await enrolled(editor.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE staff_user_id = ?1 AND revoked_at IS NULL", editor.id)).toBe(1);

    expect(await resetStaffSecondFactor(callAs(admin), { id: editor.id }, notice)).toMatchObject({ ok: true, email: editor.email });
    expect(await enrolled(editor.id)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE staff_user_id = ?1 AND revoked_at IS NULL", editor.id)).toBe(0);
    expect((await auditRows("2fa.reset")).filter((r) => r.target === editor.email)).toHaveLength(1);
    expect(await resetStaffSecondFactor(callAs(editor), { id: admin.id }, notice)).toMatchObject({ ok: false, status: 403 });
  });
});

describe("the step-up and a password change: the change and its row together", () => {
  it("does not mark the session re-authenticated when its row cannot be written", async () => {
    const admin = await createStaff("admin");
    const { session } = await mintToken(admin.id, "staff");
    await env.DB.prepare("UPDATE sessions SET reauth_at = NULL WHERE id = ?1").bind(session.id).run();
    const who = { user: { id: admin.id, email: admin.email, name: admin.name, role: admin.role, enrolled: true }, session: { id: session.id } };
    const error = await whileAuditRefused(async () =>
      stepUp(env.DB, ring(), who, { password: admin.password, code: await codeAt(admin, Date.now()) }, "198.18.91.1"),
    );
    expect(String(error)).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id = ?1 AND reauth_at IS NOT NULL", session.id)).toBe(0);
    expect(await stepUp(env.DB, ring(), who, { password: admin.password, code: await codeAt(admin, Date.now() + 30_000) }, "198.18.91.1")).toEqual({
      ok: true,
    });
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id = ?1 AND reauth_at IS NOT NULL", session.id)).toBe(1);
  });

  it("keeps the old password when the row cannot be written", async () => {
    const editor = await createStaff("editor");
    const { session } = await mintToken(editor.id, "staff");
    const input = {
      userId: editor.id,
      currentPassword: editor.password,
      newPassword: "a-brand-new-long-password-28",
      keepSessionId: session.id,
      ip: "198.18.91.2",
      notice,
    };
    const before = await env.DB.prepare("SELECT password_hash FROM staff_users WHERE id = ?1").bind(editor.id).first<{ password_hash: string }>();
    const error = await whileAuditRefused(() => changeStaffPassword(env.DB, input));
    expect(String(error)).toMatch(/refused by the test/);
    const after = await env.DB.prepare("SELECT password_hash FROM staff_users WHERE id = ?1").bind(editor.id).first<{ password_hash: string }>();
    expect(after?.password_hash).toBe(before?.password_hash);
  });
});
