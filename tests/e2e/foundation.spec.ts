import { expect, test } from "./support/appTest";

test("home renders server-side with the site title", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("<title>Meridian Financial Software</title>");
  await page.goto("/");
  await expect(page).toHaveTitle("Meridian Financial Software");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown path answers the Page Not Found screen with a real 404", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("Page Not Found | Meridian Financial Software");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
});

test("POST to an unknown path is a 404 too", async ({ request }) => {
  const response = await request.post("/no/such/page", { form: { a: "b" } });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page Not Found");
});

test("health reports D1 and R2 ok", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-request-id"]).toBeTruthy();
  const body = await response.json();
  expect(body).toMatchObject({ status: "ok", checks: { d1: { ok: true }, r2: { ok: true } } });
});

test("unknown API paths answer JSON 404", async ({ request }) => {
  const response = await request.get("/api/nothing-here");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: "Not Found" });
});
