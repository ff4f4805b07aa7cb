import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as bankOperations from "../../app/routes/[bank_operations].$";
import * as banking from "../../app/routes/banking";
import * as loans from "../../app/routes/loans.$";
import { publishedStory } from "./support/fixtures";
import { PAGE_ENGLISH } from "../../app/lib/i18n/pageWords";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";

const { env, context } = await platform();

/** The product and group pages' own words in English (lib/i18n/pageWords.ts), as a visitor would read them. */
const ENGLISH_CHROME = ["Home", "Overview", "Features", "Who it serves", "Related products", "Request a Demo", "Request Info", "See the products", "Software"];

/** The page's text and the labels read aloud, once its heading has rendered. */
async function pageText(mod: typeof bankOperations | typeof banking | typeof loans, path: string, url: string) {
  const { container } = renderRoute(mod, { path, url, context });
  await screen.findByRole("heading", { level: 1 });
  const labels = [...container.querySelectorAll("[aria-label]")].map((el) => el.getAttribute("aria-label")).join("\n");
  return { text: container.textContent ?? "", labels, container };
}

// The product and group pages' headings, buttons, breadcrumbs and closing band (app/components/catalogue), in
// the page's language from public/i18n/<code>/pages.json; the catalogue's words from its own files.
describe("the product and group pages' own words", () => {
  it("an Arabic product page: headings, buttons, breadcrumbs and the closing band in Arabic, its links' summaries too", async () => {
    const { text, labels, container } = await pageText(bankOperations, "/ar/bank_operations/*", "/ar/bank_operations/fed-funds");
    for (const english of ENGLISH_CHROME.filter((w) => w !== "Software" && w !== "See the products")) expect(text, english).not.toContain(english);
    expect(labels).not.toMatch(/Contact us about|Breadcrumb|Industries/);
    expect(text).not.toContain("on your own scenarios");
    for (const arabic of ["الرئيسية", "نظرة عامة", "الميزات", "لمن صُمّم", "منتجات ذات صلة", "اطلب عرضًا توضيحيًا", "طلب معلومات"])
      expect(text, arabic).toContain(arabic);
    expect(container.querySelector("nav.breadcrumbs")?.getAttribute("aria-label")).toBe("مسار التنقل");
    // The breadcrumb trail names the group in Arabic and stays on the Arabic pages.
    const crumbs = [...container.querySelectorAll("nav.breadcrumbs a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(crumbs).toEqual([
      ["الرئيسية", "/ar/"],
      ["الخدمات المصرفية", "/ar/banking"],
    ]);
    // A related product's line is the catalogue's Arabic summary, not the English one.
    expect(text).not.toContain("Manages repurchase and reverse repurchase agreements");
  });

  it("an Arabic product page's customer stories: the section's words in Arabic, its links on the Arabic pages", async () => {
    const customer = await publishedStory(env, { customer_name: `Bank ${crypto.randomUUID().slice(0, 8)}` });
    const { container } = await pageText(loans, "/ar/loans/*", "/ar/loans/loan-cashier");
    const section = container.querySelector(".used-by")!;
    // Other tests publish stories of this product to the same database: the heading names them all, in Arabic.
    expect(section.querySelector("h2")?.textContent).toMatch(/^تستخدمه /);
    expect(section.querySelector("h2")?.textContent).toContain(customer.customer_name);
    expect(section.textContent).toContain("كيف تستخدم المؤسسات");
    expect(section.textContent).not.toMatch(/Used by|How institutions run|All customer stories/);
    expect(section.querySelector(".used-by-more a")?.getAttribute("href")).toBe("/ar/customers?product=loan-cashier");
    const cards = [...section.querySelectorAll(".story-card a")].map((a) => a.getAttribute("href"));
    expect(cards).toContain(`/ar/customers/${customer.slug}`);
    expect(cards.every((href) => href?.startsWith("/ar/customers/"))).toBe(true);
  });

  it("a Spanish group page: its title, opening line, buttons, drawing and products' summaries in Spanish", async () => {
    const { text, labels } = await pageText(banking, "/es/banking", "/es/banking");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Software de Banca");
    expect(text).toContain("Sistemas para el trabajo diario de un banco comercial");
    expect(text).not.toContain("Systems for the daily work of a commercial bank");
    for (const spanish of ["Inicio", "Pedir una demo", "Ver los productos"]) expect(text, spanish).toContain(spanish);
    for (const english of ["Request a Demo", "See the products", "Banking Software"]) expect(text, english).not.toContain(english);
    expect(labels).toContain("Contacte con nosotros sobre el software de Banca");
    expect(text).not.toContain("Cash order software for placing, approving and tracking orders");
    // The drawing of the group's screen: its view, figures and columns, and its caption.
    expect(text).toContain("Resumen de sucursales y tesorería");
    expect(text).toContain("Software de Banca: la pantalla de resumen de sucursales y tesorería (ilustración).");
    expect(text).not.toContain("Branch and treasury overview");
  });

  it("the English product page keeps the specification's words", async () => {
    const product = await pageText(bankOperations, "/bank_operations/*", "/bank_operations/fed-funds");
    for (const english of ["Home", "Overview", "Features", "Who it serves", "Related products", "Request a Demo", "Request Info"])
      expect(product.text, english).toContain(english);
    expect(product.text).toContain(PAGE_ENGLISH["product.ctaTitle"].replace("{name}", "Fed Funds"));
    expect(product.labels).toContain("Contact us about Fed Funds");
  });

  it("the English group page too", async () => {
    const group = await pageText(banking, "/banking", "/banking");
    expect(group.container.querySelector("h1")?.textContent).toBe("Banking Software");
    expect(group.text).toContain("See the products");
  });
});
