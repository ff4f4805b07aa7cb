import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/customers._index";
import { publishedStory, story } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
type Index = {
  stories: { slug: string }[];
  segments: { value: string; label: string }[];
  products: { value: string; label: string }[];
  filter: { segment: string; product: string };
  filterLabel: string;
};
const open = (query = "") => load<Index>(route.loader, `http://localhost/customers${query}`, context);

// app/routes/customers._index.tsx (server/stories/publicPages.server.ts): the public stories, filtered
// by segment and product with a plain GET form.
describe("/customers", () => {
  it("lists published stories only, and offers as filters only what some public story has", async () => {
    const shown = await publishedStory(env);
    const hidden = await story(env);
    const page = await open();
    expect(page.status).toBe(200);
    expect(page.body.stories.map((s) => s.slug)).toContain(shown.slug);
    expect(page.body.stories.map((s) => s.slug)).not.toContain(hidden.slug);
    expect(page.body.segments).toContainEqual({ value: "CommercialBanks", label: expect.any(String) });
    expect(page.body.products).toContainEqual({ value: "loan-cashier", label: "Loan Cashier" });
    expect(page.body.filter).toEqual({ segment: "", product: "" });
  });

  it("filters by segment and by product, and names the filter", async () => {
    const shown = await publishedStory(env);
    const bySegment = await open("?segment=CommercialBanks");
    expect(bySegment.body.stories.map((s) => s.slug)).toContain(shown.slug);
    expect(bySegment.body.filterLabel).toBe(bySegment.body.segments.find((s) => s.value === "CommercialBanks")!.label);
    const byProduct = await open("?product=loan-cashier");
    expect(byProduct.body.stories.map((s) => s.slug)).toContain(shown.slug);
    expect(byProduct.body.filterLabel).toBe("Loan Cashier");
    const elsewhere = await open("?product=general-ledger");
    expect(elsewhere.body.stories.map((s) => s.slug)).not.toContain(shown.slug);
  });

  it("answers 404 for a segment or product it does not know, rather than guessing", async () => {
    for (const query of ["?segment=Pirates", "?product=no-such-product", "?product=NOT%20AN%20ID"]) expect((await open(query)).status, query).toBe(404);
  });

  it("says its own words in the page's language, names its filters in it, links within it, and says the stories are in English", async () => {
    const shown = await publishedStory(env);
    type Words = Index & { words: Record<string, string>; englishNotice: string | null; language: string };
    const spanish = await load<Words>(route.loader, "http://localhost/es/customers?segment=CommercialBanks&product=loan-cashier", context);
    expect(spanish.status).toBe(200);
    expect(spanish.body.words).toMatchObject({ "customers.title": "Casos de clientes", "customers.segment": "Segmento" });
    expect(spanish.body.segments).toContainEqual({ value: "CommercialBanks", label: "Bancos comerciales" });
    expect(spanish.body.filterLabel).toBe("Bancos comerciales, Caja de préstamos");
    expect(spanish.body.stories.map((s) => s.slug)).toContain(shown.slug);
    expect(spanish.body.englishNotice).toBe("Esta parte de la página está en inglés.");
    const english = await load<Words>(route.loader, "http://localhost/customers?segment=CommercialBanks", context);
    expect([english.body.words["customers.title"], english.body.englishNotice, english.body.filterLabel]).toEqual([
      "Customer stories",
      null,
      "Commercial Banks",
    ]);
  });
});
