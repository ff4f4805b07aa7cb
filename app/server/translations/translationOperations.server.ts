import type { ContentKind, TranslatedFields } from "../../lib/i18n/contentKinds";
import type { TranslatedLanguage } from "../../lib/i18n/languages";
import { type StaffCall, auditRow, parseInput, refused } from "../operations/staffOperation.server";
import { purgeLanguageAfterChange } from "../platform/edgeCache.server";
import { type Result, fail } from "../platform/result.server";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { KIND_SOURCES } from "./contentSources.server";
import { saveTranslationSchema, translationRefSchema } from "./contentTranslations.server";

/**
 * The staff's writes to versions per language (decision record 0054), each one staff operation
 * (decision record 0020): the input through its schema, the kind's own permission (a post's
 * translation is blog:manage, a trust fact's trust:manage), then the row and its audit row in
 * one batch, written only while the English record is there. Only the language's own pages are
 * purged: the English and the other languages did not change.
 */
const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

export interface TranslationSaved {
  kind: ContentKind;
  recordId: string;
  language: TranslatedLanguage;
  fields: TranslatedFields;
}

const NOT_FOUND: Record<ContentKind, string> = {
  post: "Post not found",
  story: "Story not found",
  trust_fact: "Fact not found",
  company_leader: "Leader not found",
  company_office: "Office not found",
  company_channel: "Channel not found",
  product: "Product not found",
};
const notFound = (kind: ContentKind) => fail(404, NOT_FOUND[kind]);

/** Adds or replaces one language's version of a record. */
export async function saveTranslation(call: StaffCall, raw: unknown): Promise<Result<{ saved: TranslationSaved }>> {
  const parsed = parseInput(saveTranslationSchema, raw);
  if (!parsed.ok) return parsed;
  const input = parsed.data;
  const source = KIND_SOURCES[input.kind];
  const denied = refused(call, source.permission);
  if (denied) return denied;
  const record = await source.find(call.db, input.recordId, call.files);
  if (!record) return notFound(input.kind);
  const issues = source.check?.(input.fields, record.english) ?? [];
  if (issues.length) return fail(400, REQUIRED_VALUES_MESSAGE, { issues });
  const { db } = call;
  // A product is the catalogue's code, always there; a record in a table may go between the read and the write.
  const whileThere = source.table ? `EXISTS (SELECT 1 FROM ${source.table} WHERE id = ?2)` : "true";
  const [written] = await db.batch([
    db
      .prepare(
        `INSERT INTO content_translations (kind, record_id, language, fields_json, updated_by, updated_at)
         SELECT ?1, ?2, ?3, ?4, ?5, ${NOW} WHERE ${whileThere}
         ON CONFLICT (kind, record_id, language) DO UPDATE SET fields_json = excluded.fields_json, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      )
      .bind(input.kind, input.recordId, input.language, JSON.stringify(input.fields), call.actor.id),
    auditRow(call, { action: "translation.save", target: record.name, detail: `${input.language}: ${input.kind} ${input.recordId}` }, { ifChanged: true }),
  ]);
  // The record went between the read and the write (another tab deleted it): nothing was stored.
  if ((written?.meta.changes ?? 0) === 0) return notFound(input.kind);
  await purgeLanguageAfterChange(call, input.language, record.paths);
  return { ok: true, saved: input };
}

/** Removes one language's version: the record's pages in that language show the English again, and say so. */
export async function deleteTranslation(call: StaffCall, raw: unknown): Promise<Result<{ removed: { kind: ContentKind; language: TranslatedLanguage } }>> {
  const parsed = parseInput(translationRefSchema, raw);
  if (!parsed.ok) return parsed;
  const { kind, recordId, language } = parsed.data;
  const source = KIND_SOURCES[kind];
  const denied = refused(call, source.permission);
  if (denied) return denied;
  const record = await source.find(call.db, recordId, call.files);
  if (!record) return notFound(kind);
  const { db } = call;
  const [deleted] = await db.batch([
    db.prepare("DELETE FROM content_translations WHERE kind = ?1 AND record_id = ?2 AND language = ?3").bind(kind, recordId, language),
    auditRow(call, { action: "translation.delete", target: record.name, detail: `${language}: ${kind} ${recordId}` }, { ifChanged: true }),
  ]);
  if ((deleted?.meta.changes ?? 0) === 0) return fail(404, "There is no version in this language");
  await purgeLanguageAfterChange(call, language, record.paths);
  return { ok: true, removed: { kind, language } };
}
