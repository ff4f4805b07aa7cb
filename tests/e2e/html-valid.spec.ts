import { expect, test } from "./support/appTest";
import { validatePage } from "../support/html/validateHtml";
import { PUBLIC_PAGES } from "../bench/lib/pages.mjs";

/**
 * Valid HTML on the fast path (decision record 0027): every public page kind,
 * as the server streams it, passes the validator (tests/support/html/validateHtml.ts: html-validate's
 * standard rules and the Nu checker's URL rule). Nothing but Remix's streamed data scripts may follow
 * `</html>`. Before the change each page had 22-32 errors here (one per held preload, plus a URL
 * with `[` on product pages).
 */
const PAGES = [...Object.entries(PUBLIC_PAGES).map(([kind, path]) => ({ kind, path, status: 200 })), { kind: "404", path: "/no-such-page", status: 404 }];

for (const { kind, path, status } of PAGES) {
  test(`${kind} (${path}) is valid HTML`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(status);
    const report = await validatePage(await res.text());
    expect(report.errors).toEqual([]);
    expect(report.afterHtmlIsDataScripts, `after </html>: ${report.afterHtml.slice(0, 200)}`).toBe(true);
  });
}

test("a product page hydrates with no mismatch once its held preloads are swapped in", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/bank_operations/fed-funds");
  await expect(page.locator('header button[aria-haspopup="dialog"]').first()).toBeAttached(); // hydrated
  await expect(page.locator("template[data-held-preloads]")).toHaveCount(0);
  // The route module was requested once, by its encoded URL (the preload and the import agree).
  const routeRequests = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.includes("bank_operations")),
  );
  expect(routeRequests).toHaveLength(1);
  expect(routeRequests[0]).toContain("%5Bbank_operations%5D");
  expect(errors).toEqual([]);
});
