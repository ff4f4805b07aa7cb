import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin_.login";
import { REQUIRED_VALUES_MESSAGE } from "../../app/lib/messages";
import { hashPassword } from "../../app/server/auth/password.server";
import { newTotpSecret } from "../../app/server/auth/totp.server";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";

const { env, context } = await platform();
const signIn = (fields: Record<string, string>) => postForm(route.action, "http://localhost/admin/login", fields, context);

async function enrolledEditor(password: string) {
  const email = `route-login-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@meridian-fs.example`;
  await env.DB.prepare("INSERT INTO staff_users (id, email, name, role, password_hash, totp_secret) VALUES (?1, ?2, 'Route Login', 'editor', ?3, ?4)")
    .bind(crypto.randomUUID(), email, await hashPassword(password), newTotpSecret())
    .run();
  return email;
}

describe("/admin/login's action (app/routes/admin_.login.tsx, server/auth/signInForm.server.ts)", () => {
  it("refuses a form without its values: 400, the field named, the e-mail typed back, the target kept", async () => {
    const answer = await signIn({ email: "someone@meridian-fs.example", password: "", redirectTo: "/admin/blog" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: REQUIRED_VALUES_MESSAGE,
      fieldErrors: { password: expect.any(String) },
      redirectTo: "/admin/blog",
      email: "someone@meridian-fs.example",
    });
  });

  it("answers a wrong password 401 with the e-mail, never the password", async () => {
    const email = await enrolledEditor("the-right-password-123");
    const answer = await signIn({ email, password: "not-the-password" });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "Invalid email or password", redirectTo: "/admin", email });
  });

  it("asks an enrolled account for its code as the second step: 200, not an error", async () => {
    const email = await enrolledEditor("the-right-password-123");
    const answer = await signIn({ email, password: "the-right-password-123", redirectTo: "/admin/blog" });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ error: "", fieldErrors: undefined, needsCode: true, locked: false, redirectTo: "/admin/blog", email });
  });
});
