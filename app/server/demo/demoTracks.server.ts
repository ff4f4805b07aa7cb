import * as z from "zod";
import { LANG_PATTERN, MAX_CAPTIONS_BYTES } from "../../lib/demo/captions";
import { MAX_CHAPTERS_BYTES, parseChapters } from "../../lib/demo/chapters";
import { NOT_FOUND_MESSAGE } from "../../lib/messages";
import { type StaffCall, admit, auditRow, firstIssueMessage } from "../operations/staffOperation.server";
import { type Failure, type Result, fail } from "../platform/result.server";
import { type DemoItemRecord, getDemoItem, mediaLocation } from "./demoItems.server";

/**
 * A demo video's text tracks, as staff operations (decision records 0020 and
 * 0025): WebVTT captions (bytes in R2, the row points at them) and WebVTT chapters (text
 * in the row). Each operation checks the input and the permission, then writes the change and its
 * audit row in one batch (both land or neither), and answers a Result. An R2 object is written
 * before the batch and removed if the batch fails; the one it replaces is deleted after it.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

const fileIssue = (path: string, message: string) => fail(400, message, { issues: [{ path, message }] });

/** Why a file is not usable WebVTT, or null when it is (UTF-8, starts with the WEBVTT signature, has cues). */
function vttProblem(bytes: Uint8Array, what: "captions" | "chapters", maxBytes: number): { problem: string } | { text: string } {
  if (bytes.byteLength === 0) return { problem: `The ${what} file is empty` };
  if (bytes.byteLength > maxBytes) return { problem: `A ${what} file may be at most ${maxBytes / 1024} KB` };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { problem: `The ${what} file must be UTF-8 text` };
  }
  // The WebVTT file signature: an optional BOM, "WEBVTT", then a space, a tab, a line end or nothing.
  if (!/^\uFEFF?WEBVTT(?:[ \t\r\n]|$)/.test(text)) return { problem: "Choose a WebVTT file (.vtt): it starts with the line WEBVTT" };
  if (!text.includes("-->")) return { problem: `The ${what} file has no cues (lines such as 00:00:01.000 --> 00:00:04.000)` };
  return { text };
}

/** Why a captions file is not usable, or null. */
export function webVttProblem(bytes: Uint8Array): string | null {
  const checked = vttProblem(bytes, "captions", MAX_CAPTIONS_BYTES);
  return "problem" in checked ? checked.problem : null;
}

/** A chapters file's text, or why it is not usable: WebVTT whose cues parse as chapters (lib/demo/chapters.ts). */
function chaptersProblem(bytes: Uint8Array): { problem: string } | { text: string; count: number } {
  const checked = vttProblem(bytes, "chapters", MAX_CHAPTERS_BYTES);
  if ("problem" in checked) return checked;
  const count = parseChapters(checked.text).length;
  if (count === 0) {
    return { problem: "No chapter could be read: each needs a time line such as 00:00:00.000 --> 00:01:30.000 and its title on the next line" };
  }
  return { text: checked.text.replace(/^\uFEFF/, ""), count };
}

const fileSchema = z.instanceof(Uint8Array, { message: "Choose a WebVTT file (.vtt)" });
const itemIdSchema = z.object({ id: z.string().min(1).max(100) });
const captionsSchema = itemIdSchema.extend({
  file: fileSchema,
  lang: z.string().trim().max(35, "Enter a language tag such as en or pt-BR").regex(LANG_PATTERN, "Enter a language tag such as en or pt-BR"),
});
const chaptersSchema = itemIdSchema.extend({ file: fileSchema });

/** The item, if it is a video; otherwise the Failure to answer. */
async function videoOf(call: StaffCall, id: string, path: string): Promise<Result<{ item: DemoItemRecord }>> {
  const item = await getDemoItem(call.db, id);
  if (!item) return fail(404, NOT_FOUND_MESSAGE);
  if (item.kind !== "video") return fileIssue(path, `Only videos have ${path}`);
  return { ok: true, item };
}

const fieldFirst = (issues: { path: string; message: string }[]) => firstIssueMessage(issues);

/** A refusal whose issues name the screen's fields (the file field is "captions" or "chapters" there, not "file"). */
const namedAsForm = (failure: Failure, fields: Record<string, string>): Failure => ({
  ...failure,
  issues: failure.issues?.map((i) => ({ ...i, path: Object.hasOwn(fields, i.path) ? fields[i.path]! : i.path })),
});

/** Stores a video's captions: bytes to R2 under a new key, then the row and its audit row in one batch, then the old object goes. */
export async function saveCaptions(call: StaffCall, bucket: R2Bucket, raw: unknown): Promise<Result<{ item: DemoItemRecord }>> {
  const parsed = admit(call, "demo:manage", captionsSchema, raw, fieldFirst);
  if (!parsed.ok) return namedAsForm(parsed, { file: "captions", lang: "captionsLang" });
  const { id, file, lang } = parsed.data;
  const video = await videoOf(call, id, "captions");
  if (!video.ok) return video;
  const problem = webVttProblem(file);
  if (problem) return fileIssue("captions", problem);
  const before = await mediaLocation(call.db, id);
  const key = `demo/captions/${id}-${crypto.randomUUID()}.vtt`;
  await bucket.put(key, file, { httpMetadata: { contentType: "text/vtt; charset=utf-8" } });
  try {
    const [changed] = await call.db.batch([
      call.db.prepare(`UPDATE demo_items SET captions_key = ?2, captions_lang = ?3, updated_at = ${NOW} WHERE id = ?1`).bind(id, key, lang),
      auditRow(call, { action: "demo.captions.save", target: video.item.title, detail: `${lang}, ${file.byteLength} bytes` }, { ifChanged: true }),
    ]);
    if (changed?.meta.changes === 0) {
      await bucket.delete(key);
      return fail(404, NOT_FOUND_MESSAGE);
    }
  } catch (error) {
    await bucket.delete(key);
    throw error;
  }
  if (before?.captionsKey) await bucket.delete(before.captionsKey);
  return { ok: true, item: (await getDemoItem(call.db, id))! };
}

export async function removeCaptions(call: StaffCall, bucket: R2Bucket, raw: unknown): Promise<Result<{ item: DemoItemRecord }>> {
  const parsed = admit(call, "demo:manage", itemIdSchema, raw);
  if (!parsed.ok) return parsed;
  const { id } = parsed.data;
  const where = await mediaLocation(call.db, id);
  const item = await getDemoItem(call.db, id);
  if (!where || !item) return fail(404, NOT_FOUND_MESSAGE);
  if (!where.captionsKey) return fail(400, "This video has no captions");
  // Only the captions this screen showed: a replacement uploaded in between stays (and is not logged as removed).
  const [changed] = await call.db.batch([
    call.db.prepare(`UPDATE demo_items SET captions_key = NULL, updated_at = ${NOW} WHERE id = ?1 AND captions_key = ?2`).bind(id, where.captionsKey),
    auditRow(call, { action: "demo.captions.remove", target: item.title, detail: item.captionsLang }, { ifChanged: true }),
  ]);
  if (changed?.meta.changes === 0) return fail(409, "The captions changed meanwhile: reload the page");
  await bucket.delete(where.captionsKey);
  return { ok: true, item: (await getDemoItem(call.db, id))! };
}

/** Stores a video's chapters (WebVTT text in its row) with its audit row, in one batch. */
export async function saveChapters(call: StaffCall, raw: unknown): Promise<Result<{ item: DemoItemRecord; count: number }>> {
  const parsed = admit(call, "demo:manage", chaptersSchema, raw, fieldFirst);
  if (!parsed.ok) return namedAsForm(parsed, { file: "chapters" });
  const { id, file } = parsed.data;
  const video = await videoOf(call, id, "chapters");
  if (!video.ok) return video;
  const checked = chaptersProblem(file);
  if ("problem" in checked) return fileIssue("chapters", checked.problem);
  const [changed] = await call.db.batch([
    call.db.prepare(`UPDATE demo_items SET chapters_vtt = ?2, updated_at = ${NOW} WHERE id = ?1`).bind(id, checked.text),
    auditRow(
      call,
      { action: "demo.chapters.save", target: video.item.title, detail: `${checked.count} chapter${checked.count === 1 ? "" : "s"}` },
      { ifChanged: true },
    ),
  ]);
  if (changed?.meta.changes === 0) return fail(404, NOT_FOUND_MESSAGE);
  return { ok: true, item: (await getDemoItem(call.db, id))!, count: checked.count };
}

export async function removeChapters(call: StaffCall, raw: unknown): Promise<Result<{ item: DemoItemRecord }>> {
  const parsed = admit(call, "demo:manage", itemIdSchema, raw);
  if (!parsed.ok) return parsed;
  const { id } = parsed.data;
  const item = await getDemoItem(call.db, id);
  if (!item) return fail(404, NOT_FOUND_MESSAGE);
  if (!item.chaptersUrl) return fail(400, "This video has no chapters");
  const [changed] = await call.db.batch([
    call.db.prepare(`UPDATE demo_items SET chapters_vtt = NULL, updated_at = ${NOW} WHERE id = ?1 AND chapters_vtt IS NOT NULL`).bind(id),
    auditRow(call, { action: "demo.chapters.remove", target: item.title }, { ifChanged: true }),
  ]);
  if (changed?.meta.changes === 0) return fail(409, "The chapters were removed meanwhile: reload the page");
  return { ok: true, item: (await getDemoItem(call.db, id))! };
}
