import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/customers.$slug";
import { screen } from "@testing-library/react";
import { publishedStory, story } from "./support/fixtures";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
type StoryPage = { story: { headline: string; customerName: string; segmentLabel: string; products: { id: string; path: string }[]; results: unknown[] } };
const open = (slug: string, cookie?: string) =>
  load<StoryPage & { preview: boolean }>(route.loader, `http://localhost/customers/${slug}`, context, {
    params: { slug },
    headers: cookie ? { cookie } : undefined,
  });

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

  it("shows staff who edit stories an unpublished story as a preview, private and never cached; anyone else still gets 404", async () => {
    const draft = await story(env, { headline: "Reconciliation before lunch" });
    const editor = await signedInStaff(env, "editor");
    const page = await open(draft.slug, editor.cookie);
    expect(page.status).toBe(200);
    expect(page.body.preview).toBe(true);
    expect(page.body.story.headline).toBe("Reconciliation before lunch");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("ETag")).toBeNull();
    // A published story stays the public page, even for staff: no preview mark, cached as usual.
    const live = await open((await publishedStory(env)).slug, editor.cookie);
    expect(live.body.preview).toBe(false);
    expect(live.headers.get("Cache-Control")).toMatch(/^public/);
    // An admin yet to set up a second factor counts as signed out: the visitors' 404.
    const unenrolled = await signedInStaff(env, "admin", { enrolled: false });
    expect((await open(draft.slug, unenrolled.cookie)).status).toBe(404);
  });

  it("marks the preview on the page, with the way back to the editor, and keeps it out of search engines", async () => {
    const draft = await story(env, { headline: "Collateral calls in minutes" });
    const editor = await signedInStaff(env, "editor");
    renderRoute(route, { path: "/customers/:slug", url: `/customers/${draft.slug}`, context, cookie: editor.cookie });
    const note = await screen.findByRole("note");
    expect(note.textContent).toMatch(/^Preview: not published\./);
    expect(screen.getByRole("link", { name: "Back to the editor" }).getAttribute("href")).toBe(`/admin/stories/${draft.id}`);
    const meta = route.meta({
      data: { story: (await open(draft.slug, editor.cookie)).body.story, preview: true },
      matches: [{ id: "root", data: { config: { siteTitle: "Meridian", siteUrl: "http://localhost" } } }],
    } as never);
    expect(meta).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("/es/customers/:slug and /ar/customers/:slug", () => {
  it("say the page's own words in its language, name the segment and products in it and link within it", async () => {
    const row = await publishedStory(env, { headline: "Month-end in two days" });
    const spanish = renderRoute(route, { path: "/es/customers/:slug", url: `/es/customers/${row.slug}`, context });
    expect(await spanish.findByRole("heading", { level: 2, name: "El reto" })).toBeTruthy();
    expect(spanish.getByRole("heading", { level: 2, name: "Productos utilizados" })).toBeTruthy();
    expect(spanish.getByRole("heading", { level: 2, name: "Vea Caja de préstamos con sus propios casos" })).toBeTruthy();
    expect(spanish.getByRole("link", { name: "← Todos los casos de clientes" }).getAttribute("href")).toBe("/es/customers");
    expect(spanish.getByRole("link", { name: "Caja de préstamos" }).getAttribute("href")).toBe("/es/loans/loan-cashier");
    expect(spanish.container.textContent).toContain("Bancos comerciales");
    // The story has no Spanish version: its headline is English, marked so, and the page says so in Spanish.
    expect(spanish.getByRole("heading", { level: 1, name: "Month-end in two days" }).getAttribute("lang")).toBe("en");
    expect(spanish.getByText("Esta historia está en inglés.")).toBeTruthy();
    expect(spanish.container.textContent).not.toMatch(/The challenge|Products used|Customer story|All customer stories/);
    spanish.unmount();

    const arabic = renderRoute(route, { path: "/ar/customers/:slug", url: `/ar/customers/${row.slug}`, context });
    expect(await arabic.findByRole("heading", { level: 2, name: "التحدي" })).toBeTruthy();
    expect(arabic.getByRole("link", { name: "→ كل قصص العملاء" }).getAttribute("href")).toBe("/ar/customers");
    arabic.unmount();
  });
});

describe("a sample story's search description", () => {
  it("starts with the page's language's words for a sample story: English on /customers/…, Spanish on /es/, Arabic on /ar/", async () => {
    const row = await publishedStory(env);
    await env.DB.prepare("UPDATE customer_stories SET sample = 1 WHERE id = ?1").bind(row.id).run();
    const description = async (language: "en" | "es" | "ar") => {
      const prefix = language === "en" ? "" : `/${language}`;
      const page = await load<object>(route.loader, `http://localhost${prefix}/customers/${row.slug}`, context, { params: { slug: row.slug } });
      const tags = route.meta({
        data: page.body,
        matches: [{ id: "root", data: { config: { siteTitle: "Meridian", siteUrl: "http://localhost" }, language } }],
      } as never) as { name?: string; content?: string }[];
      return tags.find((t) => t.name === "description")?.content;
    };
    expect(await description("en")).toMatch(new RegExp(`^Sample story\\. ${row.customer_name}, `));
    expect(await description("es")).toMatch(new RegExp(`^Caso de ejemplo\\. ${row.customer_name}, `));
    expect(await description("ar")).toMatch(new RegExp(`^قصة نموذجية\\. ${row.customer_name}, `));
    expect(await description("es")).not.toContain("Sample story");
  });
});
