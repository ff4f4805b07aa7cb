import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/demo.forgot-password";
import * as invitation from "../../app/routes/demo.invitation.$token";
import { DEMO_RESET_SENT } from "../../app/lib/demo/demoResetSchema";
import { verifyPassword } from "../../app/server/auth/password.server";
import { RESET_IP_LIMIT } from "../../app/server/demo/demoPasswordReset.server";
import { openBody } from "../../app/server/email/sealedBody.server";
import { demoUser } from "./support/fixtures";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { renderRoute } from "./support/renderRoute";

const { env, context } = await platform();
const URL_ = "http://localhost/demo/forgot-password";
/** A client address of this test's own, so no other test's asks count against it. */
const ownIp = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
const ask = (login: string, ip = ownIp()) => postForm(route.action, URL_, { login }, context, { ip });
const mailTo = (email: string) =>
  env.DB.prepare("SELECT subject, body_text, purpose FROM email_outbox WHERE to_address = ?1")
    .bind(email)
    .all<{ subject: string; body_text: string; purpose: string }>();

describe("/demo/forgot-password (app/routes/demo.forgot-password.tsx)", () => {
  it("sends the account's address a one-hour link to the invitation page; the old password works until the link is used", async () => {
    const user = await demoUser(env);
    const answer = await ask(user.username.toUpperCase());
    expect(answer).toMatchObject({ status: 200, body: { sent: true } });
    const { results } = await mailTo(user.email);
    expect(results).toEqual([expect.objectContaining({ subject: "Reset your demo password for Meridian Financial Software", purpose: "demo_invitation" })]);
    // The link is sealed at rest, like an invitation's.
    const text = await openBody(env.SEALING_KEYS, user.email, results[0]!.body_text);
    expect(text).toContain("it works once, for 60 minutes");
    const token = /\/demo\/invitation\/([A-Za-z0-9_-]{43})/.exec(text ?? "")?.[1];
    expect(token).toBeTruthy();
    const before = await env.DB.prepare("SELECT password_hash FROM demo_users WHERE id = ?1").bind(user.id).first<{ password_hash: string }>();
    expect(await verifyPassword(`pw-${user.username.slice(4)}-long-enough`, before!.password_hash)).toBe(true);
    const invited = await env.DB.prepare("SELECT expires_at FROM demo_invitations WHERE demo_user_id = ?1").bind(user.id).first<{ expires_at: string }>();
    expect(Date.parse(invited!.expires_at) - Date.now()).toBeLessThanOrEqual(3600_000);

    // The link opens the invitation page, where a new password replaces the old one.
    const chosen = await postForm(
      invitation.action,
      `http://localhost/demo/invitation/${token}`,
      { username: user.username, password: "a brand new passphrase 42", confirmPassword: "a brand new passphrase 42" },
      context,
      { params: { token: token! } },
    );
    expect(chosen.status).toBe(302);
    const after = await env.DB.prepare("SELECT password_hash FROM demo_users WHERE id = ?1").bind(user.id).first<{ password_hash: string }>();
    expect(await verifyPassword("a brand new passphrase 42", after!.password_hash)).toBe(true);
  });

  it("answers the same for an e-mail address, an unknown name and a deactivated account, mailing only the active one", async () => {
    const active = await demoUser(env);
    const gone = await demoUser(env);
    await env.DB.prepare("UPDATE demo_users SET active = 0 WHERE id = ?1").bind(gone.id).run();
    for (const login of [active.email, `nobody-${crypto.randomUUID()}`, gone.username])
      expect(await ask(login)).toMatchObject({ status: 200, body: { sent: true } });
    expect((await mailTo(active.email)).results).toHaveLength(1);
    expect((await mailTo(gone.email)).results).toHaveLength(0);
  });

  it("refuses an empty field beside it, and a network that asks too often (429 with Retry-After)", async () => {
    expect(await ask("   ")).toMatchObject({ status: 400, body: { sent: false, fieldError: "Enter your username or e-mail address" } });
    const ip = ownIp();
    for (let i = 0; i < RESET_IP_LIMIT.limit; i++) expect((await ask(`nobody-${i}`, ip)).status).toBe(200);
    const refused = await ask("nobody-else", ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("shows the form, then the same answer, and names the sales address for anyone whose access has ended", async () => {
    renderRoute(route, { path: "/demo/forgot-password", url: "/demo/forgot-password", context });
    fireEvent.change(await screen.findByLabelText(/Username or e-mail address/), { target: { value: `nobody-${crypto.randomUUID()}` } });
    fireEvent.click(screen.getByRole("button", { name: "Send me a link" }));
    expect((await screen.findByRole("status")).textContent).toBe(DEMO_RESET_SENT);
    expect(screen.getByRole("link", { name: env.SALES_EMAIL }).getAttribute("href")).toBe(`mailto:${env.SALES_EMAIL}`);
  });
});
