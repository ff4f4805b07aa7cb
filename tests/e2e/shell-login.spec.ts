import { expect, test } from "./support/appTest";
import { footer, gotoHydrated, logInButton, mainNav, openLoginPane } from "./support/shell";
import { createUser, nextCode } from "./support/staff";

// Sign-in failures count per client address: this file gets its own, so it never locks out another spec.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.4.1" } });

test.describe("log in pane", () => {
  test("Log In is a button that opens a labelled pane named login in one click, with the staff sign-in form and the other sign-ins", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = logInButton(page);
    await expect(button).toHaveAttribute("aria-haspopup", "dialog");
    await button.click();
    const pane = page.getByRole("dialog", { name: "Log In" });
    await expect(pane).toHaveAttribute("id", "login");
    await expect(pane).toHaveAttribute("aria-modal", "true");
    const form = pane.locator('form[name="login"]');
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/admin/login");
    await expect(pane.getByLabel("Email")).toBeFocused();
    await expect(pane.getByLabel("Email")).toHaveAttribute("name", "email");
    await expect(pane.getByLabel("Password", { exact: true })).toHaveAttribute("name", "password");
    await expect(pane.getByLabel(/Keep me signed in after closing the browser/)).toHaveAttribute("name", "remember");
    await expect(form.locator('input[type="hidden"][name="redirectTo"]')).toHaveValue("/admin");
    // Beside the form, the two other ways in.
    const others = pane.getByRole("navigation", { name: "Other sign-ins" });
    await expect(others.getByRole("link", { name: "Client Login" })).toHaveAttribute("href", /^https?:/);
    await expect(others.getByRole("link", { name: "Demo sign-in" })).toHaveAttribute("href", "/demo");

    await page.keyboard.press("Escape");
    await expect(pane).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("a failed sign-in shows the server's error in the pane, which stays open", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    await openLoginPane(page);
    const pane = page.getByRole("dialog", { name: "Log In" });
    await pane.getByLabel("Email").fill("nobody@meridian-fs.example");
    await pane.getByLabel("Password", { exact: true }).fill("not-the-password");
    await pane.getByRole("button", { name: "Log In", exact: true }).click();
    const alert = pane.getByRole("alert");
    await expect(alert).toHaveText("Invalid email or password");
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL("/privacy");
    await expect(pane.getByLabel("Email")).toHaveValue("nobody@meridian-fs.example");
  });

  test("an empty submit gets the field errors from the server", async ({ page }) => {
    await gotoHydrated(page, "/");
    await openLoginPane(page);
    const pane = page.getByRole("dialog", { name: "Log In" });
    await pane.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(pane.getByRole("alert")).toHaveText("Please provide required values");
    await expect(pane.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("signing in asks an enrolled user for the code as a second step, then goes to the employee area, where the header and footer are hidden", async ({
    page,
    request,
  }) => {
    const admin = await createUser(request, "admin");
    await gotoHydrated(page, "/");
    await openLoginPane(page);
    const pane = page.getByRole("dialog", { name: "Log In" });
    await pane.getByLabel("Email").fill(admin.email);
    await pane.getByLabel("Password", { exact: true }).fill(admin.password);
    await pane.getByRole("button", { name: "Log In", exact: true }).click();
    // The second step: the code field, focused; the first step's fields hidden, not gone.
    const code = pane.getByLabel("Authentication code");
    await expect(code).toBeFocused();
    await expect(pane.getByLabel("Email")).toBeHidden();
    await expect(pane.getByText(`Signing in as ${admin.email}`)).toBeVisible();
    await code.fill("000000");
    await pane.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(pane.getByRole("alert")).toContainText("That code is not valid");
    await expect(pane.getByRole("alert")).toBeFocused();
    await code.fill(await nextCode(admin));
    await pane.getByRole("button", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("dialog", { name: "Log In" })).toHaveCount(0);
    // R-SHELL: no site header or footer on any URL containing 'admin'.
    await expect(mainNav(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    await page.goto("/admin/profile");
    await expect(mainNav(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
  });

  test("the sign-in page is an admin URL: /login redirects there, and it shows no site header, footer or second Log In button", async ({ page }) => {
    await gotoHydrated(page, "/privacy");
    await page.goto("/login?redirectTo=%2Fadmin%2Fprofile");
    await expect(page).toHaveURL("/admin/login?redirectTo=%2Fadmin%2Fprofile");
    await expect(page.getByRole("heading", { name: "Employee Log In" })).toBeVisible();
    await expect(mainNav(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Log In" })).toHaveCount(1);
  });

  test("Log In opens from the keyboard too, and returns focus to it", async ({ page }) => {
    await gotoHydrated(page, "/");
    await logInButton(page).focus();
    await page.keyboard.press("Enter");
    const pane = page.getByRole("dialog", { name: "Log In" });
    await expect(pane.getByLabel("Email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(pane).toHaveCount(0);
    await expect(logInButton(page)).toBeFocused();
  });

  test("without JavaScript, Log In is a link to the /admin/login page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Log In", exact: true }).click();
    await expect(page).toHaveURL("/admin/login");
    await expect(page.getByRole("heading", { name: "Employee Log In" })).toBeVisible();
    await context.close();
  });
});
