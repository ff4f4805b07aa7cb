import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe for a page as it stands, run in the page itself (`axe.run`: @axe-core/playwright's legacy
 * mode), with the same rules and results for our pages. The default mode runs axe in every frame,
 * then opens a blank page and gives it axe's source again to merge the frames' results
 * (`axe.finishRun`), which only a page with cross-origin frames needs. Ours have none; the outbox's
 * sandboxed preview of a message, which axe cannot enter, is left out of its scan (outbox.spec.ts
 * keeps the default there). A scan took 2.6-4.5 s the default way and 1.1-1.9 s this way, side by
 * side on the same pages of this 2-core machine.
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** axeBuilder's scan, each violation named by its rule and where, for `expect(...).toEqual([])`. */
export async function axeViolations(page: Page, options: { include?: string; exclude?: string; tags?: string[] } = {}): Promise<string[]> {
  let builder = axeBuilder(page);
  if (options.include) builder = builder.include(options.include);
  if (options.exclude) builder = builder.exclude(options.exclude);
  if (options.tags) builder = builder.withTags(options.tags);
  const { violations } = await builder.analyze();
  const where = new URL(page.url()).pathname;
  return violations.map((v) => `${where}: ${v.id} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

interface Router {
  navigate(to: string): Promise<void>;
  state: { navigation: { state: string }; revalidation: string };
}

/**
 * Moves the running app to `path` as its links do (Remix's router, which the browser entry puts
 * on window.__remixRouter): the route's data and code are fetched, no document is loaded and the
 * app does not start again. For checks of page after page (axe, layout) whose subject is each
 * page as the app shows it, not its first load (hydration is tested on full loads elsewhere).
 * Returns when the router is idle on `path`.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => (window as unknown as { __remixRouter: Router }).__remixRouter.navigate(to), path);
  const target = new URL(path, page.url());
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search);
  await page.waitForFunction(() => {
    const { state } = (window as unknown as { __remixRouter: Router }).__remixRouter;
    return state.navigation.state === "idle" && state.revalidation === "idle";
  });
}
