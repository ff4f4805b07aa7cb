import { expect, test, type Locator, type Page } from "./support/appTest";
import { humanPacedToken, setFormToken } from "./support/formToken";
import { uniqueIp } from "./support/localD1";
import { contactDialog, gotoHydrated, mainNav, pauseClock } from "./support/shell";

// The contact form never covers itself, on a phone and on a laptop. The
// brochure offer's placement, title, confirmation and repeat downloads are in brochures.spec.ts
// (browser) and tests/integration/brochures/brochureAction.test.ts (server).
const WIDTHS = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1366 px", width: 1366, height: 768 },
];

const notice = (page: Page) => page.locator(".notification-region .notification");

interface Box {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Every control of the open contact dialog where it is visible: its box cut to the scrolling
 * form's (what scrolled out of view is not on screen), with the close button and the panel.
 */
function controlBoxes(dialog: Locator): Promise<Box[]> {
  return dialog.evaluate((root) => {
    const rect = (el: Element) => el.getBoundingClientRect();
    const scroll = rect(root.querySelector(".contact-scroll")!);
    const out: Box[] = [];
    for (const el of root.querySelectorAll("input:not([type=hidden]), select, textarea, button, a[href], .contact-success")) {
      if (el.getClientRects().length === 0 || el.closest("[aria-hidden=true]")) continue;
      const r = rect(el);
      const inScroll = el.closest(".contact-scroll") !== null;
      const box = inScroll
        ? { left: r.left, right: r.right, top: Math.max(r.top, scroll.top), bottom: Math.min(r.bottom, scroll.bottom) }
        : { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      if (box.bottom - box.top < 1) continue;
      const label = el.getAttribute("aria-label") ?? el.getAttribute("name") ?? el.textContent?.trim().slice(0, 30) ?? el.tagName;
      out.push({ name: `${el.tagName.toLowerCase()} ${label}`, ...box });
    }
    return out;
  });
}

const overlaps = (a: Omit<Box, "name">, b: Omit<Box, "name">) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

async function noticeBox(page: Page) {
  const box = (await notice(page).boundingBox())!;
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

async function expectNothingCovered(page: Page, dialog: Locator) {
  const boxes = await controlBoxes(dialog);
  expect(boxes.length).toBeGreaterThanOrEqual(3);
  const close = boxes.find((b) => b.name === "button Close contact form")!;
  expect(close).toBeTruthy();
  for (const b of boxes) {
    if (b !== close) expect(overlaps(close, b), `the close button covers ${b.name}`).toBe(false);
  }
  if ((await notice(page).count()) > 0 && /is-visible/.test((await notice(page).getAttribute("class")) ?? "")) {
    const n = await noticeBox(page);
    for (const b of boxes) expect(overlaps(n, b), `the notification covers ${b.name}`).toBe(false);
  }
}

/** On `path` (clock installed, then paused once the form is ready), the contact dialog submitted empty: its error notification is up. */
async function failedEmptySubmit(page: Page, path: string) {
  await page.clock.install();
  await gotoHydrated(page, path);
  await mainNav(page).getByRole("link", { name: "Request a Demo" }).click();
  const dialog = contactDialog(page);
  await expect(dialog.locator('input[name="formToken"]')).not.toHaveValue("");
  await pauseClock(page);
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(notice(page)).toHaveText("Please provide required values");
  return dialog;
}

for (const size of WIDTHS) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": uniqueIp() });
    });

    test("after a failed submit nothing covers the fields: not the close button, not the notification, wherever the form is scrolled", async ({ page }) => {
      const dialog = await failedEmptySubmit(page, "/bank_operations/fed-funds");
      await expect(notice(page)).toHaveClass(/is-visible/);
      await page.clock.runFor(600); // the slide-in is over
      // On a product page the product is chosen already; focus went to the first field in error
      // (Name), scrolling the form to it.
      await expect(dialog.getByLabel("Product")).toHaveValue("Fed Funds");
      await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
      await expectNothingCovered(page, dialog);
      // Scrolled to the end (Submit) and back to the top, still nothing covered.
      await dialog.getByRole("button", { name: "Submit" }).scrollIntoViewIfNeeded();
      await expectNothingCovered(page, dialog);
      await dialog.locator(".contact-scroll").evaluate((el) => el.scrollTo(0, 0));
      await expectNothingCovered(page, dialog);
      // The panel stays on screen.
      const panel = (await dialog.locator(".contact-panel").boundingBox())!;
      expect(panel.y).toBeGreaterThanOrEqual(0);
      expect(panel.y + panel.height).toBeLessThanOrEqual(size.height);
    });

    test("a quick valid resubmit shows the success panel, and the stale error notification goes", async ({ page }) => {
      const dialog = await failedEmptySubmit(page, "/");

      // Within the error's 4000 ms.
      await page.clock.runFor(1000);
      await dialog.getByLabel("Product").selectOption("Hedge Fund");
      await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Quick Fixer");
      await dialog.getByLabel("Company Name").fill("Example Capital");
      await dialog.getByLabel("Email").fill("prospect@example.com");
      await dialog.getByLabel("Phone").fill("+1 555 0142");
      await setFormToken(page, await humanPacedToken(), dialog);
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect(dialog.getByRole("heading", { name: "Thank You, Quick Fixer" })).toBeVisible();
      await expect(notice(page)).not.toHaveClass(/is-visible/);
      await page.clock.runFor(700);
      await expect(notice(page)).toHaveCount(0);
      await expectNothingCovered(page, dialog);
    });
  });
}
