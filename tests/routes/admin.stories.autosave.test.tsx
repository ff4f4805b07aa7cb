import { Request as NodeRequest } from "undici";
import { describe, expect, it } from "vitest";
import * as autosave from "../../app/routes/admin.stories.autosave";
import { publishedStory, story } from "./support/fixtures";
import { platform } from "./support/platform";
import { signedInStaff } from "./support/staff";

/**
 * The story editor's autosave (app/routes/admin.stories.autosave.tsx; decision records 0025 and
 * 0052): an unpublished story's words kept on the server at the version the editor holds, never a
 * published one, never over a newer version; every refusal is the JSON error shape.
 */
const { env, context } = await platform();
const ORIGIN = "http://127.0.0.1";

function post(cookie: string | null, fields: URLSearchParams) {
  const request = new NodeRequest(`${ORIGIN}/admin/stories/autosave`, {
    method: "POST",
    body: String(fields),
    headers: { ...(cookie ? { cookie } : {}), origin: ORIGIN, "cf-connecting-ip": "203.0.113.52", "Content-Type": "application/x-www-form-urlencoded" },
  }) as unknown as Request;
  return autosave.action({ request, context, params: {} }) as Promise<Response>;
}

/** The editor's fields as the form sends them (results and products repeated). */
function words(id: string, baseUpdatedAt: string, change: Record<string, string> = {}) {
  const f = new URLSearchParams({
    id,
    baseUpdatedAt,
    headline: "Month-end in a day",
    customerName: "Harbour Bank",
    segment: "CommercialBanks",
    region: "Western Europe",
    logoUploadId: "",
    logoAlt: "",
    challenge: "Month-end took a week.",
    solution: "The General Ledger, with daily reconciliation.",
    quoteText: "",
    quoteName: "",
    quoteTitle: "",
    ...change,
  });
  f.append("resultValue", "80 %");
  f.append("resultLabel", "less time at month-end");
  f.append("resultValue", "");
  f.append("resultLabel", "");
  f.append("productIds", "general-ledger");
  f.append("productIds", "loan-cashier");
  return f;
}

const stored = (id: string) =>
  env.DB.prepare("SELECT headline, solution, results_json, published, slug, updated_at FROM customer_stories WHERE id = ?1")
    .bind(id)
    .first<{ headline: string; solution: string; results_json: string; published: number; slug: string; updated_at: string }>();
const productsOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT product_id FROM customer_story_products WHERE story_id = ?1 ORDER BY position").bind(id).all<{ product_id: string }>()
  ).results.map((r) => r.product_id);

describe("POST /admin/stories/autosave", () => {
  it("keeps an unpublished story's words, results and products at the editor's version, and answers the new version", async () => {
    const editor = await signedInStaff(env, "editor");
    const draft = await story(env);
    const before = (await stored(draft.id))!;
    const answer = await post(editor.cookie, words(draft.id, before.updated_at));
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { id: string; updatedAt: string };
    const after = (await stored(draft.id))!;
    expect(body).toMatchObject({ id: draft.id, updatedAt: after.updated_at });
    expect(after).toMatchObject({ headline: "Month-end in a day", solution: "The General Ledger, with daily reconciliation.", published: 0, slug: draft.slug });
    expect(JSON.parse(after.results_json)).toEqual([{ value: "80 %", label: "less time at month-end" }]);
    expect(await productsOf(draft.id)).toEqual(["general-ledger", "loan-cashier"]);
    await expect(env.DB).toHaveAuditRow({ action: "story.autosave", actorId: editor.user.id, target: "Harbour Bank" });

    // The next autosave goes from the new version; the old one is stale now (another tab, or Save): 409 with the newer time, nothing written.
    expect((await post(editor.cookie, words(draft.id, after.updated_at, { headline: "Month-end before lunch" }))).status).toBe(200);
    const stale = await post(editor.cookie, words(draft.id, after.updated_at, { headline: "Stale words" }));
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { newerAt: string }).newerAt).toBe((await stored(draft.id))!.updated_at);
    expect((await stored(draft.id))!.headline).toBe("Month-end before lunch");
  });

  it("never writes a published story, waits on a missing required field, and refuses the signed-out", async () => {
    const editor = await signedInStaff(env, "editor");
    const live = await publishedStory(env);
    const liveBefore = (await stored(live.id))!;
    expect((await post(editor.cookie, words(live.id, liveBefore.updated_at))).status).toBe(409);
    expect((await stored(live.id))!.headline).toBe(liveBefore.headline);

    const draft = await story(env);
    const at = (await stored(draft.id))!.updated_at;
    const waiting = await post(editor.cookie, words(draft.id, at, { headline: "" }));
    expect(waiting.status).toBe(400);
    expect(((await waiting.json()) as { error: string }).error).toMatch(/Headline/);
    expect((await stored(draft.id))!.updated_at).toBe(at);

    const anonymous = await post(null, words(draft.id, at));
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("Content-Type")).toMatch(/^application\/json/);
  });
});
