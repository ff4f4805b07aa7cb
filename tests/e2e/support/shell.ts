import { expect, type Locator, type Page, type Request } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it: the shell's overlay controls are links in
 * the server HTML and become buttons (aria-haspopup="dialog") once the page runs.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(hydratedMarker(page)).toBeAttached();
  await islandsHydrated(page);
}

/**
 * Waits until the islands on the page (decision record 0053: the footer, the home page's software
 * tree and lower sections, a product's brochure offer) are React's: they hydrate once their code arrives, after the header. React marks each
 * element it has hydrated with a `__reactFiber$…` key; server HTML still waiting has none.
 */
export async function islandsHydrated(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll("footer, .software-tree, #module-options, #how-we-help, #about, #brochure")).every((element) =>
      Object.keys(element).some((key) => key.startsWith("__reactFiber$")),
    ),
  );
}

/**
 * Waits until React has hydrated this element (its `__reactFiber$…` key): before that the server's
 * HTML is there but none of its handlers, and a click or a media event on it is lost.
 */
export async function elementHydrated(locator: Locator) {
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
}

/** The public header's first overlay control once it is a button: there once React has hydrated. */
export const hydratedMarker = (page: Page) => page.locator('header button[aria-haspopup="dialog"]').first();

/**
 * Stops the page's fake clock (after `page.clock.install()`), so that time moves only by
 * `page.clock.runFor(ms)`. Pausing jumps a little ahead, running anything already due.
 */
export async function pauseClock(page: Page) {
  // The page's time runs on while we ask for it: on a busy machine more than the second ahead we
  // aim for can pass before pauseAt arrives ("Cannot fast-forward to the past"). Then aim again.
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Where a section scroll must land: 35 px above the section (R-HOME-SECTIONS, R-CONSTANTS). */
export const sectionTarget = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return Math.min(Math.round(el.getBoundingClientRect().top + window.scrollY - 35), max);
  }, id);

export const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
export const footer = (page: Page) => page.getByRole("contentinfo");

/**
 * Call before opening a page: returns a wait for the idle-time preload of the header's overlays
 * (contact, menu, search, log-in, each in its own idle period) to have fetched all its code.
 * `waitForLoadState("networkidle")` cannot say this: it resolves at once once the page has been
 * quiet for 500 ms, which a busy machine reaches between two idle periods.
 */
export function overlayCodeLoaded(page: Page) {
  const OVERLAYS = ["ContactOverlay", "CollapsedMenu", "SearchOverlay", "LoginPane"];
  const requested = new Set<string>();
  // A finished module's static imports: an overlay's chunk names the shared chunks it needs, which
  // the browser asks for only once it has the overlay's own file. Until every module an overlay
  // imports is in, its code is not all there, however quiet the network is for a moment.
  const importsOf = new Map<string, string[]>();
  page.on("request", (r) => requested.add(new URL(r.url()).pathname));
  const finish = async (r: Request, failed: boolean) => {
    const path = new URL(r.url()).pathname;
    const body = !failed && path.endsWith(".js") ? ((await (await r.response())?.text().catch(() => "")) ?? "") : "";
    importsOf.set(
      path,
      [...body.matchAll(/\b(?:from|import)\s*"(\/build\/[^"]+\.js)"/g)].map(([, dep]) => dep!),
    );
  };
  page.on("requestfinished", (r) => void finish(r, false));
  page.on("requestfailed", (r) => void finish(r, true));
  const allIn = () => {
    const roots = [...requested].filter((path) => OVERLAYS.some((name) => path.includes(`/${name}-`)));
    if (!OVERLAYS.every((name) => roots.some((path) => path.includes(`/${name}-`)))) return false;
    const seen = new Set<string>();
    for (const queue = [...roots]; queue.length > 0;) {
      const path = queue.pop()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const deps = importsOf.get(path);
      if (!deps) return false; // not finished yet
      queue.push(...deps);
    }
    return true;
  };
  return () => expect.poll(allIn, { timeout: 30_000 }).toBe(true);
}

/** The header's Log In on wide screens: a button once the page is hydrated, a link to /admin/login before. */
export const logInButton = (page: Page) => mainNav(page).getByRole("button", { name: "Log In", exact: true });

/** Opens the login pane named login from the header, in one click as the specification says. */
export async function openLoginPane(page: Page) {
  await logInButton(page).click();
}

/** The contact form's dialog, whatever its preset made its title (Contact Us, Request a Demo, Request Info). */
export const contactDialog = (page: Page) => page.getByRole("dialog", { name: /^(Contact Us|Request a Demo|Request Info)$/ });

/**
 * The page's browser asks not to be tracked (Global Privacy Control), before any script runs: the
 * beacons never load (app/browser/insights/consent.ts). For tests that assert the page makes no
 * network call of its own, and for the opt-out itself.
 */
export const refuseTracking = (page: Page) =>
  page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { configurable: true, get: () => true }));
