import { expect, test, type Page } from "./support/appTest";
import { PRODUCTS } from "../../app/catalogue";
import { contactDialog, gotoHydrated, mainNav, overlayCodeLoaded, refuseTracking, scrollY, sectionTarget } from "./support/shell";

// The spec's matching, written out independently of app/catalogue/search.ts: a case-insensitive
// substring of name, module or description. Ranked: names that start with the term, a
// word of the name that starts with it, other name matches; then the term as a whole word in the
// module or description, a word there starting with it, the rest; each in catalogue order.
function expectedNames(term: string): string[] {
  const t = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const wordStart = new RegExp(`(^|[^\\p{L}\\p{N}])${t}`, "u");
  const wholeWord = new RegExp(`(^|[^\\p{L}\\p{N}])${t}($|[^\\p{L}\\p{N}])`, "u");
  const rank = (p: (typeof PRODUCTS)[number]) => {
    const name = p.name.toLowerCase();
    const other = `${p.group}\n${p.summary}`.toLowerCase();
    if (name.startsWith(term.toLowerCase())) return 0;
    if (wordStart.test(name)) return 1;
    if (name.includes(term.toLowerCase())) return 2;
    if (!other.includes(term.toLowerCase())) return -1;
    return wholeWord.test(other) ? 3 : wordStart.test(other) ? 4 : 5;
  };
  const ranked = PRODUCTS.map((p, order) => ({ p, order, rank: rank(p) })).filter((r) => r.rank >= 0);
  return ranked.sort((a, b) => a.rank - b.rank || a.order - b.order).map((r) => r.p.name);
}

const overlay = (page: Page) => page.getByRole("dialog", { name: "Search the catalogue" });
const box = (page: Page) => page.getByLabel("Search Our Software");
const resultNames = (page: Page) => overlay(page).locator(".search-result-name a");

async function openSearch(page: Page, path = "/") {
  await gotoHydrated(page, path);
  await mainNav(page).getByRole("button", { name: "Search" }).click();
  await expect(box(page)).toBeFocused();
}

test.describe("search overlay", () => {
  test("opens full screen with the labelled box focused, hides body overflow, and shows nothing while empty", async ({ page }) => {
    await openSearch(page);
    const dialog = overlay(page);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const viewport = page.viewportSize()!;
    expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await expect(dialog.getByRole("heading", { level: 2 })).toHaveCount(0);
    await expect(resultNames(page)).toHaveCount(0);
  });

  test("counts matches: '{n} Matches Found', '1 Match Found', and the no-match text with its two links", async ({ page }) => {
    await openSearch(page);
    const many = expectedNames("ledger");
    expect(many.length).toBeGreaterThan(1);
    await box(page).fill("ledger");
    await expect(overlay(page).getByRole("heading", { level: 2 })).toHaveText(`${many.length} Matches Found`);

    const unique = PRODUCTS.map((p) => p.name).find((name) => expectedNames(name).length === 1)!;
    await box(page).fill(unique);
    await expect(overlay(page).getByRole("heading", { level: 2 })).toHaveText("1 Match Found");

    await box(page).fill("qqqzzz");
    await expect(overlay(page).getByRole("heading", { level: 2 })).toHaveText("Sorry, No Matches Found For Your Search");
    await expect(overlay(page).getByRole("link", { name: "Find Your Software" })).toHaveAttribute("href", "/#find-your-software");
    await expect(overlay(page).getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");

    await box(page).fill("");
    await expect(overlay(page).getByRole("heading", { level: 2 })).toHaveCount(0);
    await expect(resultNames(page)).toHaveCount(0);
  });

  test("matches name, module and description case-insensitively, name matches first", async ({ page }) => {
    await openSearch(page);
    for (const term of ["LEDGER", "trust", "central bank", "Reconcil", "bank"]) {
      await box(page).fill(term);
      await expect(resultNames(page)).toHaveText(expectedNames(term));
    }
  });

  test("each result shows its name linking to its page, its module, its description and related products", async ({ page }) => {
    await openSearch(page);
    const product = PRODUCTS.find((p) => p.related.length > 1)!;
    await box(page).fill(product.name);
    const result = overlay(page)
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: product.name, exact: true }) });
    await expect(result.getByRole("heading", { name: product.name }).getByRole("link")).toHaveAttribute("href", `/${product.route}`);
    await expect(result.locator(".search-result-module")).toHaveText(product.group);
    await expect(result.locator(".search-result-desc")).toHaveText(product.summary);
    const related = result.getByRole("list", { name: `Related to ${product.name}` }).getByRole("link");
    const expected = product.related.map((id) => PRODUCTS.find((p) => p.id === id)!);
    await expect(related).toHaveText(expected.map((p) => p.name));
    for (const [i, p] of expected.entries()) await expect(related.nth(i)).toHaveAttribute("href", `/${p.route}`);
  });

  test("highlights the matched text", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("LEDGER");
    const marks = overlay(page).locator("mark");
    expect(await marks.count()).toBeGreaterThan(1);
    for (const text of await marks.allInnerTexts()) expect(text.toLowerCase()).toBe("ledger");
  });

  test("searches in the page, with no network call", async ({ page }) => {
    // The beacons are the page's own calls, not search's: this browser asks not to be tracked.
    await refuseTracking(page);
    // The other overlays' code is preloaded when the page is idle after load; let that finish first.
    const preloaded = overlayCodeLoaded(page);
    await openSearch(page);
    await preloaded();
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));
    for (const term of ["b", "ba", "ban", "bank", "banking", "zzz"]) await box(page).fill(term);
    await expect(overlay(page).getByRole("heading", { level: 2 })).toHaveText("Sorry, No Matches Found For Your Search");
    expect(requests).toEqual([]);
  });

  test("closes on Escape, the close icon and a backdrop click, restoring focus", async ({ page }) => {
    await openSearch(page);
    const button = mainNav(page).getByRole("button", { name: "Search" });
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await button.click();
    await overlay(page).getByRole("button", { name: "Close search" }).click();
    await expect(overlay(page)).toHaveCount(0);

    await button.click();
    await expect(box(page)).toBeFocused();
    await page.mouse.click(10, page.viewportSize()!.height - 10); // outside the panel
    await expect(overlay(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("a new open starts with an empty box", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("bank");
    await page.keyboard.press("Escape");
    await mainNav(page).getByRole("button", { name: "Search" }).click();
    await expect(box(page)).toHaveValue("");
    await expect(resultNames(page)).toHaveCount(0);
  });

  test("choosing a result goes to its page and closes the overlay", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("ledger");
    const first = PRODUCTS.find((p) => p.name === expectedNames("ledger")[0])!;
    await resultNames(page).first().click();
    await expect(page).toHaveURL(`/${first.route}`);
    await expect(overlay(page)).toHaveCount(0);
  });

  test("the no-match software link goes to / and scrolls to #find-your-software", async ({ page }) => {
    await openSearch(page, "/privacy");
    await box(page).fill("qqqzzz");
    await overlay(page).getByRole("link", { name: "Find Your Software" }).click();
    await expect(overlay(page)).toHaveCount(0);
    await expect(page).toHaveURL("/");
    // The URL changes as the navigation commits; the home page renders just after.
    await expect(page.locator("#find-your-software")).toBeAttached();
    const target = await sectionTarget(page, "find-your-software");
    await expect.poll(() => scrollY(page)).toBe(target);
  });

  test("the no-match contact link opens the default contact form and closes the overlay", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("qqqzzz");
    await overlay(page).getByRole("link", { name: "contact us" }).click();
    await expect(overlay(page)).toHaveCount(0);
    const form = contactDialog(page);
    await expect(form.getByLabel("Contact Type")).toHaveValue("Contact Type");
    await expect(form.getByLabel("Product")).toHaveValue("I am Interested In...");
  });

  test("opens with '/' and with Ctrl+K, but '/' typed in a field is just a character", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.keyboard.press("/");
    await expect(box(page)).toBeFocused();
    await box(page).pressSequentially("a/b");
    await expect(box(page)).toHaveValue("a/b");
    await page.keyboard.press("Escape");
    await expect(overlay(page)).toHaveCount(0);
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
  });

  test("arrow keys move through the results and Enter opens one", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("ledger");
    const names = resultNames(page);
    await page.keyboard.press("ArrowDown");
    await expect(names.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(names.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(names.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    const second = PRODUCTS.find((p) => p.name === expectedNames("ledger")[1])!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/${second.route}`);
    await expect(overlay(page)).toHaveCount(0);
  });

  test("Enter in the box opens the best match", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("ledger");
    const first = PRODUCTS.find((p) => p.name === expectedNames("ledger")[0])!;
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`/${first.route}`);
  });

  test("keeps focus inside while open", async ({ page }) => {
    await openSearch(page);
    await box(page).fill("ledger");
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press("Tab");
      expect(await overlay(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await box(page).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await overlay(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(box(page)).not.toBeFocused();
  });

  test("below 500 px the panel fills the screen; from 500 px it is framed", async ({ page }) => {
    await page.setViewportSize({ width: 499, height: 700 });
    await gotoHydrated(page, "/");
    await page.keyboard.press("/");
    const panel = overlay(page).locator(".overlay-panel");
    // (polled: the panel rises into place over 0.2 s)
    await expect.poll(() => panel.boundingBox()).toEqual({ x: 0, y: 0, width: 499, height: 700 });
    await expect(panel).toHaveCSS("border-radius", "0px");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 500, height: 700 });
    await page.keyboard.press("/");
    await expect(panel).toHaveCSS("border-radius", "12px");
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const framed = (await panel.boundingBox())!;
    expect(framed.x).toBeGreaterThan(0);
    expect(framed.y).toBeGreaterThan(0);
    expect(framed.width).toBeLessThan(500);
  });

  test("its code is not in the first load: it arrives after the load event, by the first open at the latest", async ({ page }) => {
    await gotoHydrated(page, "/");
    // The idle preload may already have fetched it when the test looks, or the first open does:
    // either way after the load event, never with the page (which the timing entries show).
    await page.keyboard.press("/");
    await expect(box(page)).toBeFocused();
    const { loaded, search } = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const entries = performance.getEntriesByType("resource").filter((r) => new URL(r.name).pathname.includes("SearchOverlay"));
      return { loaded: navigation.loadEventStart, search: entries.map((r) => r.startTime) };
    });
    expect(loaded).toBeGreaterThan(0);
    expect(search.length).toBeGreaterThan(0);
    for (const start of search) expect(start).toBeGreaterThanOrEqual(loaded);
  });
});

test.describe("search page (no JavaScript)", () => {
  test.use({ javaScriptEnabled: false });

  test("the Search link leads to /search, which runs the same search on the server", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Search" }).click();
    await expect(page).toHaveURL("/search");
    await page.getByLabel("Search Our Software").fill("ledger");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/search?q=ledger");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(`${expectedNames("ledger").length} Matches Found`);
    await expect(page.locator(".search-result-name a")).toHaveText(expectedNames("ledger"));
  });
});
