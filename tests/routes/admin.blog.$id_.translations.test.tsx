import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.blog.$id_.translations";
import * as newsPost from "../../app/routes/news.$slug";
import * as newsList from "../../app/routes/news._index";
import { saveTranslation } from "../../app/server/translations/translationOperations.server";
import { itAnswersNotFound, itGuards } from "./support/access";
import { openAs, publishedPost, unique } from "./support/fixtures";
import { field, fill, press } from "./support/form";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const at = (id: string, language = "es") => ({
  path: "/admin/blog/:id/translations",
  url: `/admin/blog/${id}/translations?language=${language}`,
  inAdmin: true,
});
const stored = (id: string) =>
  env.DB.prepare("SELECT language, fields_json FROM content_translations WHERE kind = 'post' AND record_id = ?1 ORDER BY language").bind(id).all();

type Page = { post: { title: string; summary: string; html: string; contentLanguage: string; englishNotice: string | null } };
const open = (prefix: string, slug: string) => load<Page>(newsPost.loader, `http://localhost${prefix}/news/${slug}`, context, { params: { slug } });
type List = { posts: { slug: string; title: string; contentLanguage: string }[] };
const list = (prefix: string) => load<List>(newsList.loader, `http://localhost${prefix}/news`, context);

// A post's versions per language (decision record 0054): the staff screen, the operation, and /es/news.
describe("/admin/blog/:id/translations (app/routes/admin.blog.$id_.translations.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()));
  itAnswersNotFound(route, at(crypto.randomUUID()), "editor");

  it("an editor saves the Spanish version beside the English: /es/news shows it, /fr/ shows the English saying so in French, the audit row is written", async () => {
    const post = await publishedPost(env, { title: `Rates rise ${unique()}`, body_md: "Rates **rose** today." });
    const etagBefore = (await open("/es", post.slug)).headers.get("ETag");
    const { staff } = await openAs("editor", route, at(post.id), `Translations: ${post.title}`);
    // The picker names every language, Spanish picked; the English is on the screen beside its field.
    const picker = screen.getByRole("navigation", { name: "Language" });
    expect(
      within(picker)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["SpanishShows English", "FrenchShows English", "PortugueseShows English", "ArabicShows English"]);
    expect(within(picker).getByRole("link", { current: "page" }).textContent).toContain("Spanish");
    expect(screen.getByText("Rates **rose** today.")).toBeTruthy();
    fill("Title in Spanish", "Suben los tipos");
    fill("Summary in Spanish", "Lo que significa.");
    fill("Body in Spanish", "Los tipos **subieron** hoy. <script>alert(1)</script>");
    press("Save Spanish version");
    expect(await screen.findByText(`Spanish version saved. It shows on /es/news/${post.slug}.`)).toBeTruthy();
    expect(within(screen.getByRole("navigation", { name: "Language" })).getAllByRole("link")[0]!.textContent).toBe("SpanishTranslated");
    await expect(env.DB).toHaveAuditRow({ action: "translation.save", actorId: staff.user.id, target: post.title });

    const spanish = await open("/es", post.slug);
    expect(spanish.status).toBe(200);
    // A revalidation gets the new page, not a 304 for the English one.
    expect(spanish.headers.get("ETag")).not.toBe(etagBefore);
    expect(spanish.body.post).toMatchObject({ title: "Suben los tipos", summary: "Lo que significa.", contentLanguage: "es", englishNotice: null });
    // Sanitized as the English body is: Markdown rendered, raw HTML shown as text.
    expect(spanish.body.post.html).toContain("<strong>subieron</strong>");
    expect(spanish.body.post.html).not.toContain("<script");
    const french = await open("/fr", post.slug);
    expect(french.body.post).toMatchObject({ title: post.title, contentLanguage: "en", englishNotice: "Cet article est en anglais." });
    expect((await open("/ar", post.slug)).body.post.englishNotice).toBe("هذا المقال باللغة الإنجليزية.");
    // English stays as it was, with no notice.
    expect((await open("", post.slug)).body.post).toMatchObject({ title: post.title, contentLanguage: "en", englishNotice: null });
    // The lists: the Spanish card in Spanish, the French one English and marked so.
    expect((await list("/es")).body.posts.find((p) => p.slug === post.slug)).toMatchObject({ title: "Suben los tipos", contentLanguage: "es" });
    expect((await list("/fr")).body.posts.find((p) => p.slug === post.slug)).toMatchObject({ title: post.title, contentLanguage: "en" });
  });

  it("refuses a version without a title, or with a picture that has no text alternative: the field says why, nothing is stored", async () => {
    const post = await publishedPost(env);
    await openAs("admin", route, at(post.id, "pt"), `Translations: ${post.title}`);
    // Spaces pass the browser's required check; the server trims them.
    fill("Title in Portuguese", "   ");
    fill("Body in Portuguese", "Texto.");
    press("Save Portuguese version");
    expect(await screen.findByText("Title is Required", { selector: ".field-error" })).toBeTruthy();
    expect(field("Title in Portuguese").getAttribute("aria-invalid")).toBe("true");
    // The words typed are kept.
    expect(field("Body in Portuguese").value).toBe("Texto.");
    fill("Title in Portuguese", "Título");
    fill("Body in Portuguese", "![](/media/uploads/x.png)");
    press("Save Portuguese version");
    expect(await screen.findByText(/Every picture needs a text alternative/, { selector: ".field-error" })).toBeTruthy();
    expect((await stored(post.id)).results).toEqual([]);
    expect((await open("/pt", post.slug)).body.post.englishNotice).toBe("Este artigo está em inglês.");
  });

  it("removes a language's version: the page shows English again and says so", async () => {
    const post = await publishedPost(env);
    const { staff } = await openAs("editor", route, at(post.id, "fr"), `Translations: ${post.title}`);
    fill("Title in French", "Les taux montent");
    fill("Body in French", "Texte.");
    press("Save French version");
    await screen.findByText(/French version saved/, { selector: ".form-success" });
    expect((await open("/fr", post.slug)).body.post.title).toBe("Les taux montent");
    press("Remove French version");
    expect(await screen.findByText("French version removed: the post shows in English there, and says so.")).toBeTruthy();
    expect((await stored(post.id)).results).toEqual([]);
    expect((await open("/fr", post.slug)).body.post.englishNotice).toBe("Cet article est en anglais.");
    await expect(env.DB).toHaveAuditRow({ action: "translation.delete", actorId: staff.user.id, target: post.title });
  });
});

describe("saveTranslation (app/server/translations/translationOperations.server.ts)", () => {
  const call = (role: "admin" | "editor") => ({
    db: env.DB,
    actor: { id: crypto.randomUUID(), email: `${role}@example.com`, role },
    ip: null,
    production: false,
  });

  it("refuses a role without the kind's permission (an editor and a trust-centre fact), storing nothing", async () => {
    const id = crypto.randomUUID();
    // Any past review day: it is shown, never compared with today, and this test only asks who may translate.
    // A fixed past review date: nothing here compares it with today.
    await env.DB.prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on) VALUES (?1, 'security', ?2, 'Encrypted at rest.', '2026-01-05')")
      .bind(id, `Encryption ${unique()}`)
      .run();
    const result = await saveTranslation(call("editor"), {
      kind: "trust_fact",
      recordId: id,
      language: "es",
      fields: { title: "Cifrado", body: "Cifrado en reposo." },
    });
    expect(result).toMatchObject({ ok: false, status: 403 });
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM content_translations WHERE record_id = ?1").bind(id).first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("refuses English, an unknown kind and a record that does not exist", async () => {
    const post = await publishedPost(env);
    const fields = { title: "T", body: "B" };
    expect(await saveTranslation(call("admin"), { kind: "post", recordId: post.id, language: "en", fields })).toMatchObject({ status: 400 });
    expect(await saveTranslation(call("admin"), { kind: "page", recordId: post.id, language: "es", fields })).toMatchObject({ status: 400 });
    expect(await saveTranslation(call("admin"), { kind: "post", recordId: crypto.randomUUID(), language: "es", fields })).toMatchObject({ status: 404 });
    expect((await stored(post.id)).results).toEqual([]);
  });

  it("goes with its post when the post is deleted", async () => {
    const post = await publishedPost(env);
    await env.DB.prepare("INSERT INTO content_translations (kind, record_id, language, fields_json) VALUES ('post', ?1, 'es', '{}')").bind(post.id).run();
    await env.DB.prepare("DELETE FROM blog_posts WHERE id = ?1").bind(post.id).run();
    expect((await stored(post.id)).results).toEqual([]);
  });
});
