import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/search";
import { unique, publishedPost, publishedStory, story } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
type Results = {
  q: string;
  products: { id: string; name: string }[];
  suggestions: { term: string }[];
  others: { kind: string; title: string; path: string }[];
};
const search = (q: string) => load<Results>(route.loader, `http://localhost/search?q=${encodeURIComponent(q)}`, context);

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
        { kind: "Customer story", title: `A ${word} reserve position`, summary: expect.any(String), path: `/customers/${shown.slug}` },
        { kind: "News", title: post.title, summary: expect.any(String), path: `/news/${post.slug}` },
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

  it("answers an empty query with no results and cuts a long one to 100 characters", async () => {
    expect((await search("  ")).body).toEqual({ q: "  ", products: [], suggestions: [], others: [] });
    expect((await search("x".repeat(300))).body.q).toHaveLength(100);
  });
});
