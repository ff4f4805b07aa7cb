import { readFileSync } from "node:fs";
import { type Page, expect, test } from "./support/appTest";
import { statusMessage, unique, signInAt } from "./support/staff";

/**
 * Each product's pictures and words, managed by staff (decision record 0040), at a phone's and a
 * laptop's width: /admin/products lists the catalogue's state (the seed's screenshot already
 * replaces Fed Funds' drawing); a screenshot uploaded to the library and added to a product's
 * draft shows in the preview, not on the page, until Publish, and one removed in the draft stays
 * on the page until then; a product's overview is edited with the live preview, published, seen
 * on the page, and the earlier version restored.
 */
const WIDTHS = [
  {
    name: "phone",
    width: 390,
    height: 844,
    copyProduct: { id: "accounts-payable", path: "/accounting/accounts-payable" },
    shotProduct: { id: "item-collections", name: "Item Collections", path: "/bank_operations/item-collections" },
  },
  {
    name: "laptop",
    width: 1366,
    height: 900,
    copyProduct: { id: "fed-funds", path: "/bank_operations/fed-funds" },
    shotProduct: { id: "safekeeping-software", name: "Safekeeping", path: "/bank_operations/safekeeping-software" },
  },
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
      await signInAt(page, "/admin/products");
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

    test("an admin adds a screenshot to a product's draft, sees it in the preview, publishes it, then removes it in the draft and publishes again", async ({
      page,
    }) => {
      const { id, name, path } = size.shotProduct;
      await signInAt(page, `/admin/products/${id}`);
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
      const filename = `${unique(`${id}-screen`)}.png`;
      await page.getByLabel("Files", { exact: true }).setInputFiles({ name: filename, mimeType: "image/png", buffer: png });
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      await expect(page.getByText(`Uploaded ${filename}.`)).toBeVisible();

      const alt = `${name} settlement queue ${unique("alt")}`;
      const image = page.locator("#screenshot-upload option", { hasText: filename });
      await page.getByLabel("Image from the uploads library").selectOption((await image.getAttribute("value"))!);
      // The text alternative is required: without it nothing is added.
      await page.getByRole("button", { name: "Add screenshot" }).click();
      await expect(page.locator("#screenshot-alt")).toBeFocused();
      await page.locator("#screenshot-alt").fill(alt);
      const caption = `Settlement, by counterparty (${size.width} px run)`;
      await page.locator("#screenshot-caption").fill(caption);
      await page.getByRole("button", { name: "Add screenshot" }).click();
      await expect(statusMessage(page)).toContainText(`Added ${filename} (640 × 360) to the draft of ${name}: the page shows it when you publish.`);
      // The staff see it is the draft's only, and the preview of the draft shows it as the main picture.
      const item = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: alt }) });
      await expect(item.getByText("New in the draft: the page shows it when you publish")).toBeVisible();
      await expect(page.getByText("The draft's screenshots differ from the page's (1 added).")).toBeVisible();
      const preview = page.getByRole("region", { name: "Preview" });
      await expect(preview.getByRole("img", { name: alt })).toBeVisible();
      await expect(preview.getByText(caption)).toBeVisible();
      await page.screenshot({ path: `/tmp/products-admin-draft-${size.width}.png`, fullPage: true });

      // The page (and its link preview) stays as published: the drawing.
      let article = await visit(page, path);
      await expect(article.getByRole("img", { name: alt })).toHaveCount(0);
      await expect(article.getByText("(illustration)")).toBeVisible();
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/og/products/${id}\\.png$`));

      await page.goto(`/admin/products/${id}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(statusMessage(page)).toContainText(`Published. ${name}'s page shows the draft's screenshots (1 added) now.`);
      await expect(page.getByText("New in the draft")).toHaveCount(0);

      article = await visit(page, path);
      const hero = article.locator(".product-header img");
      await expect(hero).toHaveAttribute("alt", alt);
      await expect(hero).toHaveAttribute("width", "640");
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(article.getByText(caption)).toBeVisible();
      // A PNG is the link preview itself (decision record 0048).
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/uploads\/[0-9a-f-]+$/);

      // Remove asks first: Cancel keeps the screenshot; OK removes it in the draft, not from the page or the library.
      await page.goto(`/admin/products/${id}`);
      const remove = page.getByRole("button", { name: `Remove ${filename}` });
      await remove.click();
      const confirm = page.getByRole("alertdialog", { name: `Remove ${filename} from ${name}?` });
      await expect(confirm).toContainText("The page shows it until you publish the product; the image stays in the uploads library.");
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await expect(item.getByText("Removed in the draft")).toHaveCount(0);
      await remove.click();
      await confirm.getByRole("button", { name: "OK" }).click();
      await expect(statusMessage(page)).toContainText(`Removed ${filename} from the draft of ${name}: the page shows it until you publish`);
      await expect(item.getByText("Removed in the draft: the page shows it until you publish")).toBeVisible();
      await expect(page.getByRole("button", { name: `Remove ${filename}` })).toHaveCount(0);
      await expect(preview.getByRole("img", { name: alt })).toHaveCount(0);
      await page.screenshot({ path: `/tmp/products-admin-removing-${size.width}.png`, fullPage: true });

      article = await visit(page, path);
      await expect(article.getByRole("img", { name: alt })).toBeVisible();

      await page.goto(`/admin/products/${id}`);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(statusMessage(page)).toContainText("(1 removed) now.");
      article = await visit(page, path);
      await expect(article.getByRole("img", { name: alt })).toHaveCount(0);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/og/products/${id}\\.png$`));
    });

    test("a product's overview is edited with a live preview, published, seen on the page, then the earlier version restored", async ({ page }) => {
      const { id, path } = size.copyProduct;
      await signInAt(page, `/admin/products/${id}`);
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
