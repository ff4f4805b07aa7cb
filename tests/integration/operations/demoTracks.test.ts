import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { removeCaptions, removeChapters, saveCaptions, saveChapters } from "../../../app/server/demo/demoTracks.server";
import { createStaff } from "../auth";
import { createDemoItem } from "../demoFixtures";
import { auditRows, callAs, whileAuditRefused, whileRefused } from "./atomicity";

/**
 * A demo video's captions and chapters are staff operations (decision records 0020 and 0025):
 * the change and its audit row land together or not at all, whichever statement fails.
 */
const bytes = (text: string) => new TextEncoder().encode(text);
const CAPTIONS = "WEBVTT\n\n00:00:00.000 --> 00:00:04.000\nHello.\n";
const CHAPTERS = "WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nThe ledger\n\n00:00:05.000 --> 00:00:12.000\nClosing the month\n";

const tracks = (id: string) =>
  env.DB.prepare("SELECT captions_key, captions_lang, chapters_vtt FROM demo_items WHERE id = ?1")
    .bind(id)
    .first<{ captions_key: string | null; captions_lang: string; chapters_vtt: string | null }>();
/** The audit rows of one action about one item (named by its title). */
async function rowsFor(action: string, itemId: string) {
  const item = await env.DB.prepare("SELECT title FROM demo_items WHERE id = ?1").bind(itemId).first<{ title: string }>();
  return (await auditRows(action)).filter((r) => r.target === item?.title);
}

describe("demo chapters: saved and removed with their audit row, or not at all", () => {
  it("validates the file: WebVTT, size, at least one chapter, a video", async () => {
    const admin = await createStaff("admin");
    const item = await createDemoItem();
    const image = await createDemoItem({ kind: "image" });
    const refused = async (file: unknown, id = item.id) => {
      const r = await saveChapters(callAs(admin), { id, file });
      if (r.ok) throw new Error("accepted");
      return r.issues?.find((i) => i.path === "chapters")?.message;
    };
    expect(await refused(undefined)).toBe("Choose a WebVTT file (.vtt)");
    expect(await refused(bytes("1\n00:00:00,000 --> 00:00:01,000\nSRT\n"))).toMatch(/starts with the line WEBVTT/);
    expect(await refused(new Uint8Array(17 * 1024).fill(0x41))).toBe("A chapters file may be at most 16 KB");
    expect(await refused(bytes("WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nBackwards\n"))).toMatch(/No chapter could be read/);
    expect(await refused(bytes(CHAPTERS), image.id)).toBe("Only videos have chapters");
    expect((await tracks(item.id))?.chapters_vtt).toBeNull();
  });

  it("stores nothing when its audit row cannot be written, and no audit row when the change fails; then both", async () => {
    const admin = await createStaff("admin");
    const item = await createDemoItem();
    expect(String(await whileAuditRefused(() => saveChapters(callAs(admin), { id: item.id, file: bytes(CHAPTERS) })))).toMatch(/refused by the test/);
    expect((await tracks(item.id))?.chapters_vtt).toBeNull();
    expect(String(await whileRefused("demo_items", "UPDATE", () => saveChapters(callAs(admin), { id: item.id, file: bytes(CHAPTERS) })))).toMatch(
      /refused by the test/,
    );
    expect(await rowsFor("demo.chapters.save", item.id)).toEqual([]);

    expect(await saveChapters(callAs(admin), { id: item.id, file: bytes(CHAPTERS) })).toMatchObject({ ok: true, count: 2 });
    expect((await tracks(item.id))?.chapters_vtt).toBe(CHAPTERS);
    expect(await rowsFor("demo.chapters.save", item.id)).toEqual([expect.objectContaining({ actor_id: admin.id, detail: "2 chapters" })]);

    expect(String(await whileAuditRefused(() => removeChapters(callAs(admin), { id: item.id })))).toMatch(/refused by the test/);
    expect((await tracks(item.id))?.chapters_vtt).toBe(CHAPTERS);
    expect(await removeChapters(callAs(admin), { id: item.id })).toMatchObject({ ok: true });
    expect((await tracks(item.id))?.chapters_vtt).toBeNull();
    expect(await rowsFor("demo.chapters.remove", item.id)).toHaveLength(1);
  });

  it("is refused to an editor", async () => {
    const editor = await createStaff("editor");
    const item = await createDemoItem();
    expect(await saveChapters(callAs(editor), { id: item.id, file: bytes(CHAPTERS) })).toMatchObject({ ok: false, status: 403 });
    expect((await tracks(item.id))?.chapters_vtt).toBeNull();
  });
});

describe("demo captions: saved and removed with their audit row, or not at all", () => {
  it("keeps the old captions (row and R2 object) when the audit row cannot be written, and leaves no new object behind", async () => {
    const admin = await createStaff("admin");
    const item = await createDemoItem();
    const first = await saveCaptions(callAs(admin), env.MEDIA, { id: item.id, file: bytes(CAPTIONS), lang: "en" });
    expect(first).toMatchObject({ ok: true });
    const kept = (await tracks(item.id))!.captions_key!;
    expect(await rowsFor("demo.captions.save", item.id)).toHaveLength(1);

    const before = (await env.MEDIA.list({ prefix: `demo/captions/${item.id}-` })).objects.map((o) => o.key);
    expect(before).toEqual([kept]);
    expect(String(await whileAuditRefused(() => saveCaptions(callAs(admin), env.MEDIA, { id: item.id, file: bytes(CAPTIONS), lang: "es" })))).toMatch(
      /refused by the test/,
    );
    expect(await tracks(item.id)).toMatchObject({ captions_key: kept, captions_lang: "en" });
    expect((await env.MEDIA.list({ prefix: `demo/captions/${item.id}-` })).objects.map((o) => o.key)).toEqual([kept]);
    expect(await rowsFor("demo.captions.save", item.id)).toHaveLength(1);

    // The change refused: no audit row either.
    expect(String(await whileRefused("demo_items", "UPDATE", () => removeCaptions(callAs(admin), env.MEDIA, { id: item.id })))).toMatch(/refused by the test/);
    expect(await rowsFor("demo.captions.remove", item.id)).toEqual([]);
    expect(await env.MEDIA.head(kept)).not.toBeNull();

    expect(await removeCaptions(callAs(admin), env.MEDIA, { id: item.id })).toMatchObject({ ok: true });
    expect((await tracks(item.id))?.captions_key).toBeNull();
    expect(await env.MEDIA.head(kept)).toBeNull();
    expect(await rowsFor("demo.captions.remove", item.id)).toEqual([expect.objectContaining({ actor_id: admin.id, detail: "en" })]);
  });

  it("refuses a file that is not WebVTT and a bad language tag, on the form's fields", async () => {
    const admin = await createStaff("admin");
    const item = await createDemoItem();
    expect(await saveCaptions(callAs(admin), env.MEDIA, { id: item.id, file: bytes("not captions"), lang: "en" })).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: "captions" }],
    });
    expect(await saveCaptions(callAs(admin), env.MEDIA, { id: item.id, file: bytes(CAPTIONS), lang: "english please" })).toMatchObject({
      ok: false,
      status: 400,
      issues: [{ path: "captionsLang", message: "Enter a language tag such as en or pt-BR" }],
    });
  });
});
