import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/customers.$slug";
import { publishedStory, story } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
type StoryPage = { story: { headline: string; customerName: string; segmentLabel: string; products: { id: string; path: string }[]; results: unknown[] } };
const open = (slug: string) => load<StoryPage>(route.loader, `http://localhost/customers/${slug}`, context, { params: { slug } });

// app/routes/customers.$slug.tsx: one story that may be published, its products resolved to their pages.
describe("/customers/:slug", () => {
  it("shows a published story with its figures and its products' pages", async () => {
    const row = await publishedStory(env, { headline: "Month-end in two days" });
    const page = await open(row.slug);
    expect(page.status).toBe(200);
    expect(page.body.story).toMatchObject({
      headline: "Month-end in two days",
      customerName: row.customer_name,
      results: [{ value: "40 %", label: "less time" }],
    });
    expect(page.body.story.products).toEqual([expect.objectContaining({ id: "loan-cashier", path: "/loans/loan-cashier" })]);
  });

  it("is a real 404 for a story not published and for an unknown slug", async () => {
    const draft = await story(env);
    for (const slug of [draft.slug, "no-such-story"]) expect((await open(slug)).status, slug).toBe(404);
  });
});
