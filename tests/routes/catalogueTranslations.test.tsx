import type { AppLoadContext } from "@remix-run/cloudflare";
import { afterEach, describe, expect, it } from "vitest";
import { forgetCatalogueFiles } from "../../app/server/i18n/catalogueTranslations.server";
import { openCatalogue } from "./support/catalogueRoutes";
import { platform } from "./support/platform";

const { env, context } = await platform();

/** The site's static files with some of a language's catalogue files replaced (null: missing). */
function withCatalogue(files: Record<string, unknown>): AppLoadContext {
  const ASSETS = {
    fetch: async (input: string) => {
      const path = new URL(input).pathname;
      if (files[path] === null) return new Response("Not found", { status: 404 });
      return path in files ? new Response(JSON.stringify(files[path])) : env.ASSETS!.fetch(input);
    },
  };
  return { ...context, env: { ...env, ASSETS } } as AppLoadContext;
}

type Page = {
  product: { name: string; summary: string; features: string[]; description: string[]; path: string };
  group: { name: string; path: string };
  categoryName: string;
  related: { name: string; path: string }[];
  crumbs: { path: string }[];
  englishNotice: string | null;
};

const NAMES = {
  products: { "loan-origination": "Originación de préstamos", "loan-processing": "Procesamiento de préstamos" },
  categories: { loans: "Préstamos" },
  groups: { Banking: "Banca" },
  industries: {},
};

afterEach(() => forgetCatalogueFiles());

// app/server/i18n/catalogueTranslations.server.ts through the product pages' loader (decision record 0049).
describe("a product page in another language", () => {
  it("shows the translated name and words, links within the language, and says which part is English", async () => {
    const ctx = withCatalogue({
      "/i18n/es/catalogue/names.json": NAMES,
      "/i18n/es/catalogue/loans.json": { "loan-origination": { summary: "Originación de préstamos de principio a fin.", description: ["Un párrafo."] } },
    });
    const page = await openCatalogue<Page>("/es/loans/loan-origination", ctx);
    expect(page.status).toBe(200);
    const { product } = page.body;
    expect([product.name, product.summary, product.description, product.path]).toEqual([
      "Originación de préstamos",
      "Originación de préstamos de principio a fin.",
      ["Un párrafo."],
      "/es/loans/loan-origination",
    ]);
    // The features have no translation yet: English, and the page says so in Spanish.
    expect(product.features[0]).toMatch(/^[A-Z][a-z]/);
    expect(page.body.englishNotice).toBe("Esta parte de la página está en inglés.");
    expect(page.body.group).toEqual({ name: "Banca", path: "/es/banking" });
    expect(page.body.categoryName).toBe("Préstamos");
    expect(page.body.related[0]).toMatchObject({ name: "Procesamiento de préstamos", path: "/es/loans/loan-processing" });
    expect(page.body.crumbs.every((c) => c.path.startsWith("/es/"))).toBe(true);
  });

  it("says nothing when every word is translated, and falls back to English field by field when a file is missing or wrong", async () => {
    const full = withCatalogue({
      "/i18n/fr/catalogue/names.json": NAMES,
      "/i18n/fr/catalogue/loans.json": { "loan-origination": { summary: "S.", description: ["D."], features: ["F."], serves: "Pour les banques.", tags: [] } },
    });
    expect((await openCatalogue<Page>("/fr/loans/loan-origination", full)).body.englishNotice).toBeNull();
    forgetCatalogueFiles();
    const broken = withCatalogue({
      "/i18n/pt/catalogue/names.json": null,
      "/i18n/pt/catalogue/loans.json": { "loan-origination": { summary: 42, features: "not a list" } },
    });
    const page = await openCatalogue<Page>("/pt/loans/loan-origination", broken);
    expect(page.status).toBe(200);
    expect(page.body.product.name).toBe("Loan Origination");
    expect(page.body.englishNotice).toBe("Esta parte da página está em inglês.");
    expect(page.body.group.path).toBe("/pt/banking");
  });

  it("reads the translations the site ships: a French product page in French, wholly translated", async () => {
    const page = await openCatalogue<Page>("/fr/loans/loan-origination", context);
    expect(page.status).toBe(200);
    expect([page.body.product.name, page.body.group]).toEqual(["Octroi de prêts", { name: "Banque", path: "/fr/banking" }]);
    expect(page.body.product.summary).not.toBe((await openCatalogue<Page>("/loans/loan-origination", context)).body.product.summary);
    expect(page.body.englishNotice).toBeNull();
  });

  it("leaves the English page as it was", async () => {
    const page = await openCatalogue<Page>("/loans/loan-origination", withCatalogue({ "/i18n/es/catalogue/names.json": NAMES }));
    expect([page.body.product.name, page.body.group, page.body.englishNotice]).toEqual(["Loan Origination", { name: "Banking", path: "/banking" }, null]);
  });

  it("names a group page's products and sections in the language, each linked within it", async () => {
    const ctx = withCatalogue({ "/i18n/es/catalogue/names.json": NAMES });
    type Group = { sections: { category: string; name: string; products: { id: string; name: string; path: string }[] }[]; crumbs: { path: string }[] };
    const page = await openCatalogue<Group>("/es/banking", ctx);
    expect(page.status).toBe(200);
    const loans = page.body.sections.find((s) => s.category === "loans")!;
    expect(loans.name).toBe("Préstamos");
    expect(loans.products.find((p) => p.id === "loan-origination")).toMatchObject({ name: "Originación de préstamos", path: "/es/loans/loan-origination" });
    // No translation of this one yet: its English name, still on the Spanish page.
    expect(loans.products.find((p) => p.id === "debt-collections")).toMatchObject({ name: "Debt Collections", path: "/es/loans/debt-collections" });
    expect(page.body.crumbs.every((c) => c.path.startsWith("/es/"))).toBe(true);
  });
});

// Staff's version of a product's copy (decision record 0054) comes before the catalogue's translation.
describe("a product page with staff's version of its copy", () => {
  it("in Arabic: staff's overview, features and audience where they wrote them; English and the notice where neither they nor the catalogue did", async () => {
    // The catalogue's Arabic has the summary only: the copy is English, and the page says so in Arabic.
    const ctx = withCatalogue({ "/i18n/ar/catalogue/trust.json": { "money-desk-software-system": { summary: "مكتب الأموال." } } });
    const before = await openCatalogue<Page>("/ar/trust/money-desk-software-system", ctx);
    const english = await openCatalogue<Page>("/trust/money-desk-software-system", context);
    expect(before.body.product.description).toEqual(english.body.product.description);
    expect(before.body.englishNotice).toBe("هذا الجزء من الصفحة باللغة الإنجليزية.");

    await env.DB.prepare("INSERT INTO content_translations (kind, record_id, language, fields_json) VALUES ('product', 'money-desk-software-system', 'ar', ?1)")
      .bind(JSON.stringify({ overview: "الفقرة الأولى.\n\nالفقرة الثانية.", features: "الميزة الأولى\nالميزة الثانية", serves: "البنوك وشركات الأمانة." }))
      .run();
    try {
      forgetCatalogueFiles();
      const after = await openCatalogue<Page>("/ar/trust/money-desk-software-system", ctx);
      expect(after.body.product).toMatchObject({
        summary: "مكتب الأموال.",
        description: ["الفقرة الأولى.", "الفقرة الثانية."],
        features: ["الميزة الأولى", "الميزة الثانية"],
      });
      expect(after.body.englishNotice).toBeNull();
      // Spanish has no staff version: the catalogue's Spanish words, as before.
      const spanish = await openCatalogue<Page>("/es/trust/money-desk-software-system", context);
      expect(spanish.body.product.description).not.toEqual(["الفقرة الأولى.", "الفقرة الثانية."]);
      expect(spanish.body.product.description).not.toEqual(english.body.product.description);
    } finally {
      await env.DB.prepare("DELETE FROM content_translations WHERE kind = 'product' AND record_id = 'money-desk-software-system'").run();
    }
  });
});
