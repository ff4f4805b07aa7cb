import { readFileSync } from "node:fs";
import { type Page, expect, test } from "./support/appTest";
import { signIn, statusMessage, unique } from "./support/staff";

/**
 * Each product's pictures and words, managed by staff (decision record 0040), at a phone's and a
 * laptop's width: /admin/products lists the catalogue's state; a screenshot uploaded to the
 * library and attached to Fed Funds shows on its page (the seed's screenshot already replaces the
 * drawing there); a product's overview is edited with the live preview, published, seen on the
 * page, and the earlier version restored.
 */
const WIDTHS = [
  { name: "phone", width: 390, height: 844, copyProduct: { id: "accounts-payable", path: "/accounting/accounts-payable" } },
  { name: "laptop", width: 1366, height: 900, copyProduct: { id: "fed-funds", path: "/bank_operations/fed-funds" } },
] as const;

const FED_FUNDS = "/bank_operations/fed-funds";
const png = readFileSync("seed/media/sample-image.png");

/** The page as a visitor gets it now (the staff change purged the cached copy). */
async function visit(page: Page, path: string) {
  await page.goto(path);
  return page.getByRole("article");
}

for (const size of WIDTHS) {
  test.describe(`products at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("the list shows every family and Fed Funds' seeded screenshot; the public page shows it in place of the drawing", async ({ page }) => {
      await signIn(page);
      await page.goto("/admin/products");
      await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
      for (const family of ["Accounting", "Banking", "Central Banking", "Investment", "Trust", "Module Options"]) {
        await expect(page.getByRole("heading", { name: new RegExp(`^${family} · \\d+ products$`), level: 2 })).toBeVisible();
      }
      const fedFunds = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Fed Funds", exact: true }) });
      await expect(fedFunds.getByRole("cell", { name: /screenshots?$/ })).toBeVisible();

      const article = await visit(page, FED_FUNDS);
      const hero = article.locator(".product-header img");
      await expect(hero).toHaveAttribute("alt", /^Fed Funds daily position/);
      await expect(hero).toHaveAttribute("width", "1200");
      await expect(hero).toHaveAttribute("height", "750");
      await expect(hero).toHaveAttribute("srcset", /\/media\/uploads\/[0-9a-f-]+ 1200w/);
      await expect(hero).toHaveAttribute("fetchpriority", "high");
      await expect(hero).toHaveAttribute("loading", "eager");
      // Loaded (with a w descriptor, naturalWidth is the width the sizes slot gives, not the file's).
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(article.getByText("(illustration)")).toHaveCount(0);
      // The link preview stays a PNG or JPEG, which LinkedIn shows: the seeded screenshot is WebP,
      // so it gives way to the product's drawn card (decision record 0048).
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og\/products\/fed-funds\.png$/);
    });

    test("an admin uploads a screenshot for Fed Funds and sees it on the product page", async ({ page }) => {
      await signIn(page);
      await page.goto("/admin/products/fed-funds");
      await expect(page.getByRole("heading", { name: "Fed Funds", level: 1 })).toBeVisible();
      const filename = `${unique("fed-funds-screen")}.png`;
      await page.getByLabel("Files", { exact: true }).setInputFiles({ name: filename, mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByText(`Uploaded ${filename}.`)).toBeVisible();

      const alt = `Fed Funds settlement queue ${unique("alt")}`;
      const image = page.locator("#screenshot-upload option", { hasText: filename });
      await page.getByLabel("Image from the uploads library").selectOption((await image.getAttribute("value"))!);
      // The text alternative is required: without it nothing is added.
      await page.getByRole("button", { name: "Add screenshot" }).click();
      await expect(page.locator("#screenshot-alt")).toBeFocused();
      await page.locator("#screenshot-alt").fill(alt);
      const caption = `Settlement, by counterparty (${size.width} px run)`;
      await page.locator("#screenshot-caption").fill(caption);
      await page.getByRole("button", { name: "Add screenshot" }).click();
      await expect(statusMessage(page)).toContainText(`Added ${filename} (640 × 360) to Fed Funds.`);
      await expect(page.getByRole("img", { name: alt })).toBeVisible();

      const article = await visit(page, FED_FUNDS);
      const shot = article.getByRole("img", { name: alt });
      await expect(shot).toHaveAttribute("loading", "lazy");
      await expect(shot).toHaveAttribute("width", "640");
      await shot.scrollIntoViewIfNeeded();
      await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(article.getByText(caption)).toBeVisible();

      // Remove asks first: Cancel keeps the screenshot; OK removes it from the page, not from the library.
      await page.goto("/admin/products/fed-funds");
      const remove = page.getByRole("button", { name: `Remove ${filename}` });
      await remove.click();
      const confirm = page.getByRole("alertdialog", { name: `Remove ${filename} from Fed Funds?` });
      await expect(confirm).toContainText("the image stays in the uploads library");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("img", { name: alt })).toBeVisible();
      await remove.click();
      await confirm.getByRole("button", { name: "OK" }).click();
      await expect(statusMessage(page)).toContainText(`Removed ${filename} from Fed Funds`);
      await expect(page.getByRole("img", { name: alt })).toHaveCount(0);
    });

    test("a product's overview is edited with a live preview, published, seen on the page, then the earlier version restored", async ({ page }) => {
      const { id, path } = size.copyProduct;
      await signIn(page);
      await page.goto(`/admin/products/${id}`);
      const overview = page.getByRole("textbox", { name: "Overview" });
      const original = (await overview.inputValue()).split("\n\n")[0]!;
      const lead = `Rewritten by marketing ${unique("copy")}: the desk sees its position as each trade lands.`;
      await overview.fill(`${lead}\n\nA second paragraph for the overview.`);
      const preview = page.getByRole("region", { name: "Preview" });
      await expect(preview.getByText(lead)).toBeVisible();
      await expect(preview.getByText("A second paragraph for the overview.")).toBeVisible();

      // A draft leaves the page as it was.
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(statusMessage(page)).toContainText("Draft saved");
      await expect(page.getByRole("textbox", { name: "Overview" })).toHaveValue(new RegExp(`^${lead.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
      let article = await visit(page, path);
      await expect(article.getByText(lead)).toHaveCount(0);
      await expect(article.getByText(original)).toBeVisible();

      await page.goto(`/admin/products/${id}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(statusMessage(page)).toContainText("Published.");
      article = await visit(page, path);
      await expect(article.getByText(lead)).toBeVisible();
      await expect(article.getByText(original)).toHaveCount(0);

      await page.goto(`/admin/products/${id}`);
      const history = page.getByRole("list").filter({ has: page.getByText(/^Version \d+$/) });
      const restore = history.getByRole("button", { name: /^Restore (version \d+|the catalogue's default copy)$/ }).first();
      await restore.click();
      await expect(statusMessage(page)).toContainText(/Restored version \d+|default copy again/);
      article = await visit(page, path);
      await expect(article.getByText(original)).toBeVisible();
      await expect(article.getByText(lead)).toHaveCount(0);
    });
  });
}
