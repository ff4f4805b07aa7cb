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
});
