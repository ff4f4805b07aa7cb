import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/search";
import { unique, publishedPost, publishedStory, story } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
type Results = {
  q: string;
  products: { id: string; name: string; path: string; module: string; desc: string; related: { name: string; path: string }[] }[];
  words: Record<string, string> | null;
  links: { software: string; contact: string };
  suggestions: { term: string }[];
  others: { kind: string; title: string; path: string }[];
};
const search = (q: string, prefix = "") => load<Results>(route.loader, `http://localhost${prefix}/search?q=${encodeURIComponent(q)}`, context);

// app/routes/search.tsx: the whole site's search as a page (catalogue, customer stories, news posts).
describe("/search", () => {
  it("finds a published customer story and a news post by their words, each saying what it is; never an unpublished story", async () => {
    const word = `zephyr${unique()}`;
    const shown = await publishedStory(env, { headline: `A ${word} reserve position` });
    const hidden = await story(env, { headline: `A ${word} draft` });
    const post = await publishedPost(env, { title: `Welcome ${word}` });
    const { status, body, headers } = await search(word);
    expect(status).toBe(200);
    expect(body.others).toEqual(
      expect.arrayContaining([
        { kind: "kindStory", title: `A ${word} reserve position`, summary: expect.any(String), path: `/customers/${shown.slug}` },
        { kind: "kindNews", title: post.title, summary: expect.any(String), path: `/news/${post.slug}` },
      ]),
    );
    expect(body.others.map((o) => o.path)).not.toContain(`/customers/${hidden.slug}`);
    // A new post or story shows within the browsers' five minutes.
    expect(headers.get("Cache-Control")).toMatch(/^public, max-age=300\b/);
  });

  it("puts the product meant first for a plural and for a misspelling, and offers what a misspelling meant", async () => {
    expect((await search("repos")).body.products[0]?.name).toBe("Repo");
    const misspelt = await search("ledgr");
    expect(misspelt.body.products[0]?.name).toBe("General Ledger");
    expect(misspelt.body.suggestions.length).toBeGreaterThan(0);
  });

  // This was a browser case at two widths (tests/e2e/sales-paths.spec.ts); the order is the server's.
  it("searching 'repo' puts Repo first, before the products that only mention reports", async () => {
    const { products } = (await search("repo")).body;
    expect(products[0]?.name).toBe("Repo");
    // What the rule matches on: name, module and description (not the related products).
    const onlyInsideAWord = products.map((p) => !/(^|[^\p{L}\p{N}])repo($|[^\p{L}\p{N}])/iu.test([p.name, p.module, p.desc].join("\n")));
    expect(onlyInsideAWord).toContain(true);
    // Every result naming "repo" as a word comes before the first that only has it inside a word.
    expect(onlyInsideAWord.slice(onlyInsideAWord.indexOf(true)).every(Boolean)).toBe(true);
  });

  it("answers an empty query with no results and cuts a long one to 100 characters", async () => {
    expect((await search("  ")).body).toMatchObject({ q: "  ", products: [], suggestions: [], others: [], words: null });
    expect((await search("x".repeat(300))).body.q).toHaveLength(100);
  });

  it("in Spanish, matches the translated names and summaries as well as the English ones, and shows and links the Spanish", async () => {
    // "Cobranza de deudas" is Debt Collections' Spanish name; "morosas" is only in its Spanish summary.
    for (const term of ["cobranza de deudas", "Debt Collections", "morosas"]) {
      const { status, body } = await search(term, "/es");
      expect(status, term).toBe(200);
      expect(
        body.products.map((p) => p.name),
        term,
      ).toContain("Cobranza de deudas");
      const found = body.products.find((p) => p.name === "Cobranza de deudas")!;
      expect(found.path).toBe("/es/loans/debt-collections");
      expect(found.module).toBe("Banca");
      expect(found.related.every((r) => r.path.startsWith("/es/"))).toBe(true);
    }
    const { body } = await search("cobranza de deudas", "/es");
    expect(body.words).toMatchObject({ pageTitle: "Búsqueda", button: "Buscar", kindProduct: "Producto" });
    // English keeps its page as it was: no Spanish match, English words.
    expect((await search("cobranza de deudas")).body.products).toEqual([]);
  });

  it("in Arabic, finds a product by its Arabic name, with the search's Arabic words and links in Arabic", async () => {
    const { body } = await search("الحسابات الدائنة", "/ar");
    expect(body.products[0]).toMatchObject({ name: "الحسابات الدائنة", path: "/ar/accounting/accounts-payable" });
    expect(body.words?.button).toBe("بحث");
    const none = await search("zzqx", "/ar");
    expect(none.body.products).toEqual([]);
    expect(none.body.links).toEqual({ software: "/ar/#find-your-software", contact: "/ar/contact" });
  });
});
