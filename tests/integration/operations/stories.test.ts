import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PERMISSIONS, ROLES, can } from "../../../app/lib/auth/permissions";
import { getStoryById, listStories } from "../../../app/server/stories/stories.server";
import { createStory, deleteStory, editStory, setStoryPublished } from "../../../app/server/stories/storyOperations.server";
import { createStaff, type TestStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";
import { story } from "./storyInput";

/**
 * Customer stories' staff operations (decision records 0020 and 0022): each
 * validates, checks stories:manage, and writes the story, its products and its audit row in one
 * batch, so either the whole change and its row land or nothing does.
 */
/** A story `staff` created (the operation must succeed). */
async function storedStory(staff: TestStaff, input: ReturnType<typeof story>) {
  const created = await createStory(callAs(staff), input);
  if (!created.ok) throw new Error(created.error);
  return created.story;
}
const storyCount = (name: string) => count("SELECT count(*) AS n FROM customer_stories WHERE customer_name = ?1", name);
const productRows = (id: string) => count("SELECT count(*) AS n FROM customer_story_products WHERE story_id = ?1", id);

async function upload(kind: "image" | "pdf") {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO uploads (id, r2_key, filename, content_type, kind, size_bytes) VALUES (?1, ?2, ?3, ?4, ?5, 10)")
    .bind(id, `uploads/${id}`, `logo.${kind === "image" ? "png" : "pdf"}`, kind === "image" ? "image/png" : "application/pdf", kind)
    .run();
  return id;
}

describe("who may manage stories", () => {
  it("is exactly who may manage posts", () => {
    expect(PERMISSIONS).toContain("stories:manage");
    for (const role of ROLES) expect(can(role, "stories:manage"), role).toBe(can(role, "blog:manage"));
  });
});

describe("validation", () => {
  it("refuses a story without its required parts, naming each field", async () => {
    const editor = await createStaff("editor");
    const result = await createStory(callAs(editor), { headline: "", results: [], productIds: [] });
    expect(result).toMatchObject({ ok: false, status: 400 });
    const paths = !result.ok ? (result.issues ?? []).map((i) => i.path) : [];
    for (const field of ["headline", "customerName", "segment", "region", "challenge", "solution", "results", "productIds"]) expect(paths).toContain(field);
  });

  it("refuses products outside the catalogue, a logo that is not an image or has no text alternative, and a quote without its speaker", async () => {
    const editor = await createStaff("editor");
    const pdf = await upload("pdf");
    const image = await upload("image");
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ productIds: ["no-such-product"] }, "productIds", /not a product of the catalogue/],
      [{ productIds: ["fed-funds", "fed-funds"] }, "productIds", /twice/],
      [{ logoUploadId: pdf, logoAlt: "Logo" }, "logoUploadId", /must be an image/],
      [{ logoUploadId: image, logoAlt: "" }, "logoAlt", /Describe the logo/],
      [{ quoteText: "We see it all.", quoteName: "", quoteTitle: "CFO" }, "quoteName", /Say who said it/],
      [{ results: [{ value: "40 %", label: "" }] }, "results.0.label", /Required/],
      [{ segment: "Banks" }, "segment", /segment/],
    ];
    for (const [overrides, path, message] of cases) {
      const input = story(overrides);
      const result = await createStory(callAs(editor), input);
      expect(result, path).toMatchObject({ ok: false, status: 400 });
      const issue = !result.ok ? result.issues?.find((i) => i.path === path) : undefined;
      expect(issue?.message, path).toMatch(message);
      expect(await storyCount(input.customerName as string)).toBe(0);
    }
  });

  it("keeps slugs unique", async () => {
    const editor = await createStaff("editor");
    const first = await createStory(callAs(editor), story({ slug: `taken-${Date.now().toString(36)}` }));
    if (!first.ok) throw new Error(first.error);
    expect(await createStory(callAs(editor), story({ slug: first.story.slug }))).toMatchObject({ ok: false, status: 409 });
  });
});

describe("stories: the story, its products and its audit row land together or not at all", () => {
  it("creates, edits, publishes, unpublishes and deletes, each with its audit row", async () => {
    const editor = await createStaff("editor");
    const input = story();
    const created = await storedStory(editor, input);
    const { id } = created;
    expect(created).toMatchObject({ customerName: input.customerName, productIds: ["fed-funds", "general-ledger"], published: false });
    expect(await editStory(callAs(editor), id, { ...input, productIds: ["general-ledger"], headline: "Changed" })).toMatchObject({
      ok: true,
      story: { headline: "Changed", productIds: ["general-ledger"] },
    });
    expect(await setStoryPublished(callAs(editor), { id, published: true })).toMatchObject({ ok: true, story: { published: true } });
    expect((await listStories(env.DB, { publishedOnly: true, productIds: ["general-ledger"] })).map((s) => s.id)).toContain(id);
    expect(await editStory(callAs(editor), id, { ...input, productIds: ["general-ledger"], published: false })).toMatchObject({ ok: true });
    expect((await listStories(env.DB, { publishedOnly: true })).map((s) => s.id)).not.toContain(id);
    expect(await deleteStory(callAs(editor), { id })).toMatchObject({ ok: true });
    expect(await productRows(id)).toBe(0);
    await expect(input.customerName).toHaveAuditTrail(["story.create", "story.delete", "story.edit", "story.publish", "story.unpublish"]);
    const [row] = (await auditRows("story.create")).filter((r) => r.target === input.customerName);
    expect(row).toMatchObject({ actor_id: editor.id, actor_email: editor.email, ip: "198.18.90.1" });
  });

  it("creates no story and no products when the audit row (the batch's second statement) cannot be written", async () => {
    const admin = await createStaff("admin");
    const input = story({ published: true });
    const error = await whileAuditRefused(() => createStory(callAs(admin), input));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await storyCount(input.customerName)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM customer_story_products p LEFT JOIN customer_stories s ON s.id = p.story_id WHERE s.id IS NULL")).toBe(0);
    await expect(input.customerName).toHaveAuditTrail([]);
  });

  it("changes, publishes and deletes nothing when the audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const input = story();
    const { id } = await storedStory(editor, input);
    const before = await getStoryById(env.DB, id);
    for (const run of [
      () => editStory(callAs(editor), id, { ...input, headline: "Never", productIds: ["loan-origination"] }),
      () => setStoryPublished(callAs(editor), { id, published: true }),
      () => deleteStory(callAs(editor), { id }),
    ]) {
      expect(String(await whileAuditRefused(run))).toMatch(/refused by the test/);
      expect(await getStoryById(env.DB, id)).toEqual(before);
    }
    await expect(input.customerName).toHaveAuditTrail(["story.create"]);
  });

  it("writes no audit row when the story itself cannot be written", async () => {
    const editor = await createStaff("editor");
    const input = story();
    const { id } = await storedStory(editor, input);
    for (const run of [
      () => setStoryPublished(callAs(editor), { id, published: true }),
      () => editStory(callAs(editor), id, { ...input, headline: "Never" }),
    ]) {
      expect(String(await whileRefused("customer_stories", "UPDATE", run))).toMatch(/refused by the test/);
    }
    const refusedInsert = story();
    expect(String(await whileRefused("customer_stories", "INSERT", () => createStory(callAs(editor), refusedInsert)))).toMatch(/refused by the test/);
    await expect(input.customerName).toHaveAuditTrail(["story.create"]);
    await expect(refusedInsert.customerName).toHaveAuditTrail([]);
    expect((await getStoryById(env.DB, id))?.headline).toBe(input.headline);
  });

  it("leaves no audit row for an unpublish that changed nothing", async () => {
    const editor = await createStaff("editor");
    const input = story();
    const { id } = await storedStory(editor, input);
    expect(await setStoryPublished(callAs(editor), { id, published: false })).toMatchObject({ ok: true });
    await expect(input.customerName).toHaveAuditTrail(["story.create"]);
  });
});
