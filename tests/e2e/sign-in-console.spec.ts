import { readFileSync } from "node:fs";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { type Page, expect, test } from "./support/appTest";
import { createUser, signInWithForm } from "./support/staff";

/**
 * A normal sign-in, staff (password, then the authenticator code) or demo,
 * leaves nothing red in the browser's console: no "Failed to load resource: 401" for the form's
 * second step, no other error, and no response of 400 or more.
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));

function watch(page: Page) {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return problems;
}

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 }, extraHTTPHeaders: { "CF-Connecting-IP": `198.18.30.${width === 390 ? 2 : 3}` } });

    test("a staff sign-in with the second factor logs no error", async ({ page, request }) => {
      // An admin of its own, with its own codes: the seeded admin's are shared with other specs'
      // sign-ins, and each 30-second code passes once, so this one could wait for the next.
      const admin = await createUser(request, "admin");
      const problems = watch(page);
      await page.goto("/admin/login");
      await signInWithForm(page, admin, { expectUrl: "/admin" });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(problems).toEqual([]);
    });

    test("a demo sign-in logs no error", async ({ page }) => {
      const problems = watch(page);
      await page.goto("/demo");
      await page.getByLabel("Username").fill(vars.DEMO_USERNAME!);
      await page.getByLabel("Password", { exact: true }).fill(vars.DEMO_PASSWORD!);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
      expect(problems).toEqual([]);
    });
  });
}
