import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE } from "../../../app/lib/cache";
import { edgeLookup, edgeStore, setBuildId } from "../../../app/server/platform/edgeCache.server";
import { createStory, deleteStory, editStory, setStoryPublished } from "../../../app/server/stories/storyOperations.server";
import { createTrustFact, deleteTrustFact, editTrustFact } from "../../../app/server/trust/trustFacts.server";
import { deleteTranslation, saveTranslation } from "../../../app/server/translations/translationOperations.server";
import { createCompanyEntry } from "../../../app/server/company/companyOperations.server";
import { englishWordFiles } from "../../support/productWords";
import { createStaff } from "../auth";
import { callAs } from "./atomicity";
import { story } from "./storyInput";

/**
 * A staff change to content shown on public pages purges those pages from the location's shared
 * edge cache at once, inside the operation (decision records 0022, 0023, 0027): whichever adapter
 * calls it, the visitor's next request is rendered anew.
 */
const SITE = "https://site.example";
const page = (path: string) => new Request(`${SITE}${path}`);
const keep = (path: string) =>
  edgeStore(page(path), new Response("<p>before</p>", { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_CACHE } }), "", 60);
const kept = async (paths: string[]) => (await Promise.all(paths.map(async (p) => ((await edgeLookup(page(p), "n")) ? p : null)))).filter(Boolean);
const fromSite = <T extends object>(call: T) => ({ ...call, origin: `${SITE}/admin/somewhere` });

const STORY_PAGES = ["/", "/customers", "/bank_operations/fed-funds", "/banking", "/accounting/general-ledger", "/accounting"];

describe("content changes purge their public pages", () => {
  it("each customer-story operation purges home, /customers, the story's page and its products' and groups' pages", async () => {
    setBuildId(crypto.randomUUID());
    const editor = fromSite(callAs(await createStaff("editor")));
    const input = story();
    const storyPages = (slug: string) => [...STORY_PAGES, `/customers/${slug}`];
    const unrelated = "/trust/trust-accounting";

    for (const path of [...STORY_PAGES, unrelated]) await keep(path);
    const created = await createStory(editor, input);
    if (!created.ok) throw new Error(created.error);
    const slug = created.story.slug;
    expect(await kept(storyPages(slug))).toEqual([]);
    // A page the story is not on stays.
    expect(await kept([unrelated])).toEqual([unrelated]);

    for (const step of [
      () => setStoryPublished(editor, { id: created.story.id, published: true }),
      () => editStory(editor, created.story.id, { ...input, headline: "Changed" }),
      () => deleteStory(editor, { id: created.story.id }),
    ]) {
      for (const path of storyPages(slug)) await keep(path);
      expect((await step()).ok).toBe(true);
      expect(await kept(storyPages(slug))).toEqual([]);
    }
  });

  // The facts' review days are any past day: shown on the page, never compared with today.
  it("a trust fact's version in one language purges that language's /trust-centre only (decision record 0054)", async () => {
    setBuildId(crypto.randomUUID());
    const admin = fromSite(callAs(await createStaff("admin")));
    // A review date as staff type it: a fixed past day, shown as written whatever today is.
    const fact = { section: "security", title: `Purge fact ${crypto.randomUUID().slice(0, 8)}`, body: "A paragraph.", reviewedOn: "2026-11-20" };
    const created = await createTrustFact(admin, fact);
    if (!created.ok) throw new Error(created.error);
    const copies = ["/trust-centre", "/es/trust-centre", "/fr/trust-centre", "/ar/trust-centre"];
    for (const path of copies) await keep(path);
    const ref = { kind: "trust_fact", recordId: created.fact.id, language: "fr" };
    expect((await saveTranslation(admin, { ...ref, fields: { title: "Un fait", body: "Un paragraphe." } })).ok).toBe(true);
    expect(await kept(copies)).toEqual(["/trust-centre", "/es/trust-centre", "/ar/trust-centre"]);
    await keep("/fr/trust-centre");
    expect((await deleteTranslation(admin, ref)).ok).toBe(true);
    expect(await kept(copies)).toEqual(["/trust-centre", "/es/trust-centre", "/ar/trust-centre"]);
  });

  it("an office's or a channel's version in one language purges that language's /company only (decision record 0054)", async () => {
    setBuildId(crypto.randomUUID());
    const admin = fromSite(callAs(await createStaff("admin")));
    const office = await createCompanyEntry(admin, "office", {
      city: "Porto",
      role: "Northern Portugal",
      street: "Rua 1",
      locality: "Porto",
      country: "PT",
      countryName: "Portugal",
    });
    const channel = await createCompanyEntry(admin, "channel", { contactType: "sales", label: "Sales", email: "sales@example.com", hours: "" });
    if (!office.ok || !channel.ok) throw new Error("entries not created");
    const copies = ["/company", "/es/company", "/fr/company", "/pt/company", "/ar/company"];
    for (const [ref, fields] of [
      [{ kind: "company_office", recordId: office.entry.id, language: "pt" }, { role: "Norte de Portugal" }],
      [
        { kind: "company_channel", recordId: channel.entry.id, language: "pt" },
        { label: "Vendas", hours: "" },
      ],
    ] as const) {
      for (const path of copies) await keep(path);
      expect((await saveTranslation(admin, { ...ref, fields })).ok).toBe(true);
      expect(await kept(copies)).toEqual(["/company", "/es/company", "/fr/company", "/ar/company"]);
      await keep("/pt/company");
      expect((await deleteTranslation(admin, ref)).ok).toBe(true);
      expect(await kept(copies)).toEqual(["/company", "/es/company", "/fr/company", "/ar/company"]);
    }
  });

  it("a product's copy in one language purges that language's copy of its page only, not its group's (decision record 0054)", async () => {
    setBuildId(crypto.randomUUID());
    const editor = { ...fromSite(callAs(await createStaff("editor"))), files: englishWordFiles };
    const copies = ["/accounting/general-ledger", "/es/accounting/general-ledger", "/fr/accounting/general-ledger", "/es/accounting"];
    for (const path of copies) await keep(path);
    const ref = { kind: "product", recordId: "general-ledger", language: "es" };
    const fields = { overview: "Un párrafo.", features: "Una función", serves: "Bancos." };
    expect((await saveTranslation(editor, { ...ref, fields })).ok).toBe(true);
    expect(await kept(copies)).toEqual(["/accounting/general-ledger", "/fr/accounting/general-ledger", "/es/accounting"]);
    await keep("/es/accounting/general-ledger");
    expect((await deleteTranslation(editor, ref)).ok).toBe(true);
    expect(await kept(copies)).toEqual(["/accounting/general-ledger", "/fr/accounting/general-ledger", "/es/accounting"]);
  });

  it("each trust-centre operation purges /trust-centre", async () => {
    setBuildId(crypto.randomUUID());
    const admin = fromSite(callAs(await createStaff("admin")));
    const fact = { section: "security", title: `Purge fact ${crypto.randomUUID().slice(0, 8)}`, body: "A paragraph.", reviewedOn: "2026-11-20" };
    await keep("/trust-centre");
    const created = await createTrustFact(admin, fact);
    if (!created.ok) throw new Error(created.error);
    expect(await kept(["/trust-centre"])).toEqual([]);
    await keep("/trust-centre");
    expect((await editTrustFact(admin, { ...fact, id: created.fact.id, title: `${fact.title} (edited)` })).ok).toBe(true);
    expect(await kept(["/trust-centre"])).toEqual([]);
    await keep("/trust-centre");
    expect((await deleteTrustFact(admin, { id: created.fact.id })).ok).toBe(true);
    expect(await kept(["/trust-centre"])).toEqual([]);
  });
});
