import { expect, test } from "./support/appTest";

test("HTML carries a per-request script nonce, and the page hydrates under it", async ({ page, request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const n1 = nonceOf(first.headers()["content-security-policy"] ?? "");
  const n2 = nonceOf(second.headers()["content-security-policy"] ?? "");
  expect(n1).toBeTruthy();
  expect(n1).not.toBe(n2);
  const html = await first.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${n1}"`);
  expect(first.headers()["server-timing"]).toMatch(/^app;dur=\d+/);
  expect(first.headers()["x-content-type-options"]).toBe("nosniff");

  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|hydrat/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto("/");
  await page.waitForFunction(() => (window as unknown as { __remixContext?: unknown }).__remixContext !== undefined);
  // Client navigation works only once hydrated under the policy.
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL("/");
  expect(violations).toEqual([]);
});

test("404 pages and static assets get security headers too", async ({ request }) => {
  const notFound = await request.get("/no-such-page");
  expect(notFound.status()).toBe(404);
  expect(notFound.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  const asset = await request.get("/favicon.svg");
  expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
  expect(asset.headers()["content-security-policy"]).toContain("default-src 'none'");
});

test("a cross-site form post to a page is refused", async ({ request }) => {
  const res = await request.post("/no-such-page", { form: { a: "b" }, headers: { Origin: "https://evil.example" } });
  expect(res.status()).toBe(403);
});
