import { type APIRequestContext, type Page, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { parseDevVars } from "../../../scripts/lib/devVars.mjs";

/** The seeded admin and helpers for the staff-area specs (blog, uploads, inbox). */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
export const ADMIN = { email: vars.ADMIN_EMAIL!, password: vars.ADMIN_PASSWORD! };

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;

export async function signIn(page: Page, user: { email: string; password: string } = ADMIN) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL("/admin", { timeout: 15_000 });
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/login", { data: ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).token;
}

export async function createUser(request: APIRequestContext, role: "admin" | "editor") {
  const user = { email: `${unique(role)}@meridian-fs.example`, name: `E2E ${role} ${unique("n")}`, role, password: `pw-${unique("secret")}` };
  const res = await request.post("/api/add-user", { data: user, headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  expect(res.status()).toBe(201);
  return user;
}

/** Fails the test if any JavaScript dialog opens (an XSS payload that ran). */
/** Records every JavaScript dialog that opens (an XSS payload that ran); assert it stays empty. */
export function watchDialogs(page: Page): string[] {
  const fired: string[] = [];
  page.on("dialog", async (d) => {
    fired.push(d.message());
    await d.dismiss();
  });
  return fired;
}

/** The admin page's own status message (not the shell's loading overlay, which is a status too). */
export const statusMessage = (page: Page) => page.locator(".admin-body [role=status]");
