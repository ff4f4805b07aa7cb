import { test as base, type Browser, type BrowserContext, type Clock, type Page } from "@playwright/test";
import { clockShiftDays, testNow } from "../../support/testClock";

export * from "@playwright/test";

/**
 * Playwright's `test`, with `page.goto` and `page.reload` returning once the app has started, as
 * they did before decision record 0017: the page's module script now runs after the load event
 * and first paint, and a spec that clicks the moment the page has loaded means to test the app,
 * not the page without JavaScript (those specs turn JavaScript off). The same holds for pages of
 * contexts a spec opens itself (`browser.newContext()`). Documents that are not the app (a PDF,
 * JSON) or have JavaScript off carry no running Remix context and return at once.
 */
export const test = base.extend<{ browserClock: "tests" | "real" }>({
  browserClock: ["tests", { option: true }],
  context: async ({ context, browserClock }, use) => {
    if (browserClock === "tests") await startBrowserClock(context);
    await use(context);
  },
  page: async ({ page, browser }, use) => {
    waitForAppOnNewContexts(browser);
    await use(waitForAppOnGoto(page));
  },
});

/**
 * The browsers' clock starts at the tests' clock (TEST_TODAY, support/testClock.ts) and flows from
 * there (Playwright's clock, set, not paused); a spec's own `clock.install()` without a time starts
 * there too. A spec about what the browser itself measures (web vitals) keeps the real clock:
 * `test.use({ browserClock: "real" })`. With TEST_TODAY unset the tests' clock is the real one and
 * the browser is left alone.
 */
async function startBrowserClock(context: BrowserContext) {
  if (clockShiftDays() === 0 || wrapped.has(context)) return;
  wrapped.add(context);
  const clock: Clock = context.clock;
  const install = clock.install.bind(clock);
  clock.install = (options) => install({ ...options, time: options?.time ?? testNow() });
  await clock.setSystemTime(testNow());
}

/** The held module script has run: the route modules are evaluated and hydration has begun. */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => {
    const w = window as unknown as { __remixContext?: unknown; __remixRouteModules?: unknown };
    return w.__remixContext === undefined || w.__remixRouteModules !== undefined;
  });
}

const wrapped = new WeakSet<object>();

function waitForAppOnGoto(page: Page): Page {
  if (wrapped.has(page)) return page;
  wrapped.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page["goto"]>) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== "commit") await appStarted(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page["reload"]>) => {
    const response = await reload(...args);
    if (args[0]?.waitUntil !== "commit") await appStarted(page);
    return response;
  };
  return page;
}

function waitForAppOnNewContexts(browser: Browser) {
  if (wrapped.has(browser)) return;
  wrapped.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser["newContext"]>): Promise<BrowserContext> => {
    const context = await newContext(...args);
    await startBrowserClock(context);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => waitForAppOnGoto(await newPage());
    return context;
  };
}
