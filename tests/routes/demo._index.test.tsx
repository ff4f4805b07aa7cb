import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/demo._index";
import { hashPassword } from "../../app/server/auth/password.server";
import { REQUIRED_VALUES_MESSAGE } from "../../app/lib/messages";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { renderRoute } from "./support/renderRoute";

const { env, context } = await platform();
const signIn = (fields: Record<string, string>, options?: Parameters<typeof postForm>[4]) =>
  postForm(route.action, "http://localhost/demo", fields, context, options);

async function demoUser(password: string) {
  const username = `route-demo-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO demo_users (id, username, name, email, password_hash) VALUES (?1, ?2, 'Route Demo', 'route-demo@example.com', ?3)")
    .bind(id, username, await hashPassword(password))
    .run();
  return { id, username };
}

describe("/demo's sign-in action (app/routes/demo._index.tsx, server/auth/signInForm.server.ts)", () => {
  it("refuses a form without its values: 400, the field named, the username typed back, the target kept", async () => {
    const answer = await signIn({ username: "someone", password: "", redirectTo: "/demo/account" });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: REQUIRED_VALUES_MESSAGE,
      fieldErrors: { password: expect.any(String) },
      redirectTo: "/demo/account",
      username: "someone",
    });
  });

  it("answers a wrong password 401 with the username (never the password), and an off-site target falls back to /demo", async () => {
    const { username } = await demoUser("the-right-password-123");
    const answer = await signIn({ username, password: "not-the-password", redirectTo: "https://elsewhere.example/" });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: "Invalid username or password", redirectTo: "/demo", username });
  });

  it("signs in: a redirect to the target, with a session made for the demo user", async () => {
    const { id, username } = await demoUser("the-right-password-123");
    const answer = await signIn({ username, password: "the-right-password-123", redirectTo: "/demo/account" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/demo/account");
    // (happy-dom's Response hides Set-Cookie, as a browser's does: the session row shows the sign-in.)
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE demo_user_id = ?1").bind(id).first("n")).toBe(1);
  });

  it("refuses a post from another site before reading it (403)", async () => {
    const answer = await signIn({ username: "someone", password: "x" }, { origin: "https://elsewhere.example" });
    expect(answer.status).toBe(403);
  });
});

describe("/demo's sign-in form (app/routes/demo._index.tsx)", () => {
  it("offers the password form with a way forward for someone locked out", async () => {
    renderRoute(route, { path: "/demo", url: "/demo", context });
    const forgot = await screen.findByRole("link", { name: "Forgot your password?" });
    expect(forgot.getAttribute("href")).toBe("/demo/forgot-password");
    // The link follows the form's Sign In button: the password form is the page's first way in.
    const signIn = screen.getByRole("button", { name: "Sign In" });
    expect(signIn.compareDocumentPosition(forgot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
