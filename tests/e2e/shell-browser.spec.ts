import { expect, test } from "./support/appTest";
import { gotoHydrated } from "./support/shell";

const OLD_CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36";
const CHROME_59 = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.115 Safari/537.36";
const OLD_IE = "Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)";
const MESSAGE = "You are using an outdated browser. Please upgrade Chrome to improve your experience.";

const DOWNLOADS: Array<[string, string]> = [
  ["Chrome", "https://www.google.com/chrome/"],
  ["Firefox", "https://www.mozilla.org/firefox/new/"],
  ["Opera", "https://www.opera.com/download"],
  ["Safari", "https://support.apple.com/downloads/safari"],
  ["Microsoft Edge", "https://www.microsoft.com/edge/download"],
  ["Internet Explorer", "https://www.microsoft.com/edge/download"],
];

test.describe("outdated browser (Chrome 58: two below the latest known, 60)", () => {
  test.use({ userAgent: OLD_CHROME });

  test("the banner is in the server HTML, with the spec's text and a link per browser", async ({ page, request }) => {
    const html = await (await request.get("/", { headers: { "User-Agent": OLD_CHROME } })).text();
    expect(html).toContain(MESSAGE);

    await page.goto("/");
    const banner = page.getByRole("region", { name: "Browser warning" });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(MESSAGE, { exact: true })).toBeVisible();
    const links = banner.getByRole("list", { name: "Download a current browser" }).getByRole("link");
    await expect(links).toHaveText(DOWNLOADS.map(([name]) => name));
    for (const [i, [, href]] of DOWNLOADS.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
  });

  test("is dismissible, and stays dismissed for the session without coming back on reload", async ({ page, request }) => {
    await gotoHydrated(page, "/");
    const banner = page.getByRole("region", { name: "Browser warning" });
    await banner.getByRole("button", { name: "Dismiss browser warning" }).click();
    await expect(banner).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();

    const cookie = (await page.context().cookies()).find((c) => c.name === "browser-warning");
    expect(cookie).toMatchObject({ value: "dismissed", expires: -1, sameSite: "Lax" }); // a session cookie
    // The server leaves it out of later pages, so a reload shows no flash of it.
    const html = await (await page.request.get("/privacy")).text();
    expect(html).not.toContain(MESSAGE);
    await page.reload();
    await expect(banner).toHaveCount(0);
    // Without the cookie it is back.
    expect(await (await request.get("/", { headers: { "User-Agent": OLD_CHROME, Cookie: "" } })).text()).toContain(MESSAGE);
  });
});

test.describe("caching", () => {
  test("a page with the banner is private to that browser; the same page without it stays publicly cacheable", async ({ request }) => {
    const old = await request.get("/accounting/general-ledger", { headers: { "User-Agent": OLD_CHROME } });
    expect(await old.text()).toContain(MESSAGE);
    expect(old.headers()["cache-control"]).toBe("private, no-store");
    const current = await request.get("/accounting/general-ledger");
    expect(await current.text()).not.toContain("outdated browser");
    expect(current.headers()["cache-control"]).toContain("public");
  });
});

test.describe("current browsers", () => {
  test("no banner for this Chromium", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Browser warning" })).toHaveCount(0);
  });

  test("no banner one version below the latest known (Chrome 59)", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "User-Agent": CHROME_59 } })).text();
    expect(html).not.toContain("outdated browser");
  });

  test("names the browser it found (Internet Explorer 9)", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "User-Agent": OLD_IE } })).text();
    expect(html).toContain("You are using an outdated browser. Please upgrade Internet Explorer to improve your experience.");
  });
});
