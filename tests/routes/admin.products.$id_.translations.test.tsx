import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.products.$id_.translations";
import * as productScreen from "../../app/routes/admin.products.$id";
import { forgetCatalogueFiles } from "../../app/server/i18n/catalogueTranslations.server";
import { itAnswersNotFound, itGuards } from "./support/access";
import { openCatalogue } from "./support/catalogueRoutes";
import { openAs } from "./support/fixtures";
import { fill, press } from "./support/form";
import { platform } from "./support/platform";

const { env, context } = await platform();
const at = (id: string, language = "es") => ({
  path: "/admin/products/:id/translations",
  url: `/admin/products/${id}/translations?language=${language}`,
  inAdmin: true,
});
type Page = { product: { name: string; description: string[]; features: string[]; serves: string }; englishNotice: string | null };

afterEach(() => forgetCatalogueFiles());

// A product page's copy per language (decision record 0054), kept by whoever keeps the copy (products:manage).
describe("/admin/products/:id/translations (app/routes/admin.products.$id_.translations.tsx)", () => {
  itGuards(route, at("cd-issuance"));
  itAnswersNotFound(route, at("no-such-product"), "editor");

  it("is linked from the product's own screen, under its page copy", async () => {
    await openAs("editor", productScreen, { path: "/admin/products/:id", url: "/admin/products/cd-custody", inAdmin: true }, "CD Custody");
    expect(screen.getByRole("link", { name: "Translations of the page copy" }).getAttribute("href")).toBe("/admin/products/cd-custody/translations");
  });

  it("an editor saves the Spanish copy beside the English: /es/ shows it before the catalogue's translation, under the catalogue's Spanish name", async () => {
    const { staff } = await openAs("editor", route, at("debt-management"), "Translations: Debt Management");
    // The English beside each field is the copy the English page shows (here the catalogue's default).
    const english = await openCatalogue<Page>("/trust/debt-management", context);
    expect(screen.getByText(english.body.product.serves)).toBeTruthy();
    fill("Overview in Spanish", "Primer párrafo de la gestión de deuda.\n\nSegundo párrafo.");
    fill("Features in Spanish", "- Calendarios de amortización\n- Avisos de pago");
    fill("Who it serves in Spanish", "Emisores municipales y corporativos.");
    press("Save Spanish version");
    expect(await screen.findByText("Spanish version saved. It shows on /es/trust/debt-management.")).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "translation.save", actorId: staff.user.id, target: "Debt Management" });

    const spanish = await openCatalogue<Page>("/es/trust/debt-management", context);
    expect(spanish.body.product).toMatchObject({
      description: ["Primer párrafo de la gestión de deuda.", "Segundo párrafo."],
      features: ["Calendarios de amortización", "Avisos de pago"],
      serves: "Emisores municipales y corporativos.",
    });
    expect(spanish.body.product.name).not.toBe("Debt Management");
    expect(spanish.body.englishNotice).toBeNull();
    // French has no staff version: the catalogue's French words, as before.
    const french = await openCatalogue<Page>("/fr/trust/debt-management", context);
    expect(french.body.product.description).not.toContain("Primer párrafo de la gestión de deuda.");
    expect(french.body.product.description[0]).not.toBe(english.body.product.description[0]);
  });

  it("refuses more features than the English copy may have, storing nothing", async () => {
    await openAs("editor", route, at("ira-management", "pt"), "Translations: IRA Management");
    fill("Overview in Portuguese", "Um parágrafo.");
    fill("Features in Portuguese", Array.from({ length: 13 }, (_, i) => `Funcionalidade ${i + 1}`).join("\n"));
    fill("Who it serves in Portuguese", "Bancos.");
    press("Save Portuguese version");
    expect(await screen.findByText("At most 12 features", { selector: ".field-error" })).toBeTruthy();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM content_translations WHERE kind = 'product' AND record_id = 'ira-management'").first("n")).toBe(0);
  });

  it("says when the English copy was published after a version was saved, and not before", async () => {
    // Fixed past times, shown as written and compared with each other, never with today.
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO content_translations (kind, record_id, language, fields_json, updated_at) VALUES ('product', 'cd-issuance', 'fr', ?1, '2026-11-02T10:00:00.000Z'), ('product', 'cd-issuance', 'ar', ?1, '2026-11-25T10:00:00.000Z')",
      ).bind(JSON.stringify({ overview: "Un paragraphe.", features: "Une fonction", serves: "Les banques." })),
      env.DB.prepare("INSERT INTO product_copy_versions (product_id, body, published_at) VALUES ('cd-issuance', ?1, '2026-11-20T10:00:00.000Z')").bind(
        JSON.stringify({ description: ["New English copy."], features: ["A feature"], serves: "Banks." }),
      ),
    ]);
    try {
      await openAs("editor", route, at("cd-issuance", "fr"), "Translations: CD Issuance");
      expect(screen.getByText("The English changed after this version was saved")).toBeTruthy();
      expect(screen.getByText("New English copy.")).toBeTruthy();
      const state = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}`) }).textContent;
      expect([state("French"), state("Arabic"), state("Spanish")]).toEqual(["FrenchEnglish changed since", "ArabicTranslated", "SpanishShows English"]);
      fireEvent.click(screen.getByRole("link", { name: /^Arabic/ }));
      expect(await screen.findByText(/^Arabic version saved/)).toBeTruthy();
      expect(screen.queryByText("The English changed after this version was saved")).toBeNull();
    } finally {
      await env.DB.batch([
        env.DB.prepare("DELETE FROM content_translations WHERE kind = 'product' AND record_id = 'cd-issuance'"),
        env.DB.prepare("DELETE FROM product_copy_versions WHERE product_id = 'cd-issuance'"),
      ]);
    }
  });
});
