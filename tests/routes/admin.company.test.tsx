import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.company";
import { createSession } from "../../app/server/auth/sessions.server";
import { cookieName } from "../../app/server/auth/sessionCookies.server";
import { hashPassword } from "../../app/server/auth/password.server";
import { signToken } from "../../app/server/auth/tokens.server";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
const URL_ = "http://127.0.0.1/admin/company";
const open = (cookie?: string) =>
  renderRoute(route, { path: "/admin/company", url: "/admin/company", context, cookie, landings: ["/admin/login", "/admin/two-factor"] });
const newOffice = (city: string) => ({
  intent: "create",
  kind: "office",
  city,
  street: "1 Route Street",
  locality: "Route Town",
  country: "GB",
  countryName: "United Kingdom",
  telephone: "+44 20 7946 0999",
});
const offices = (city: string) => env.DB.prepare("SELECT count(*) AS n FROM company_offices WHERE city = ?1").bind(city).first<number>("n");

/** A signed-in demo user's cookie: a prospect, not staff. */
async function demoCookie() {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO demo_users (id, username, name, email, password_hash) VALUES (?1, ?2, 'Route Demo', 'route-demo@example.com', ?3)")
    .bind(id, `route-company-${id.slice(0, 8)}`, await hashPassword(`pw-${id}`))
    .run();
  const session = await createSession(env.DB, { audience: "demo", userId: id, persistent: false });
  const token = await signToken(env, { sub: id, jti: session.id, aud: "demo", exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  return `${cookieName(env, "demo")}=${token}`;
}

describe("/admin/company (app/routes/admin.company.tsx): who gets in", () => {
  it("sends an anonymous visitor, and a signed-in demo user, to sign in; neither post stores anything", async () => {
    open();
    expect(await screen.findByRole("heading", { name: "Landed on /admin/login" })).toBeTruthy();
    const cookie = await demoCookie();
    for (const options of [{}, { cookie }]) {
      const answer = await postForm(route.action, URL_, newOffice("Anonymous City"), context, options);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toMatch(/^\/admin\/login/);
    }
    expect(await offices("Anonymous City")).toBe(0);
  });

  it("sends an admin without a second factor to set one up, before anything is read or stored", async () => {
    const admin = await signedInStaff(env, "admin", { enrolled: false });
    open(admin.cookie);
    expect(await screen.findByRole("heading", { name: "Landed on /admin/two-factor" })).toBeTruthy();
    const answer = await postForm(route.action, URL_, newOffice("Unenrolled City"), context, { cookie: admin.cookie });
    expect([302, 403]).toContain(answer.status);
    expect(await offices("Unenrolled City")).toBe(0);
  });

  it("refuses editors (company:manage is the admins'), for the screen and for a change", async () => {
    const editor = await signedInStaff(env, "editor");
    open(editor.cookie);
    expect(await screen.findByText("403 Forbidden")).toBeTruthy();
    expect((await postForm(route.action, URL_, newOffice("Editor City"), context, { cookie: editor.cookie })).status).toBe(403);
    expect(await offices("Editor City")).toBe(0);
  });

  it("lets admins in: bad input answers 400 with its field errors and stores nothing; a good post adds the office and redirects", async () => {
    const admin = await signedInStaff(env, "admin");
    const bad = await postForm(route.action, URL_, { ...newOffice("Bad City"), country: "Britain" }, context, { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ form: "create", kind: "office", fieldErrors: { country: expect.any(String) } });
    expect(await offices("Bad City")).toBe(0);
    expect((await postForm(route.action, URL_, { ...newOffice("Nowhere"), kind: "planet" }, context, { cookie: admin.cookie })).status).toBe(400);
    const good = await postForm(route.action, URL_, newOffice("Route City"), context, { cookie: admin.cookie });
    expect(good.status).toBe(302);
    expect(good.headers.get("Location")).toMatch(/^\/admin\/company\?done=/);
    expect(await offices("Route City")).toBe(1);
    open(admin.cookie);
    expect(await screen.findByRole("heading", { level: 1, name: "Company" })).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 2, name: "Offices" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Delete Route City" })).toBeTruthy();
    // Each entry links to its versions in the site's other languages (decision record 0054).
    const id = await env.DB.prepare("SELECT id FROM company_offices WHERE city = 'Route City'").first<string>("id");
    expect(screen.getByRole("link", { name: "Translations of Route City" }).getAttribute("href")).toBe(`/admin/company/offices/${id}/translations`);
  });
});
