import * as z from "zod";
import {
  CONTENT_KINDS,
  CONTENT_KIND_KEYS,
  type ContentKind,
  type ContentTranslation,
  type TranslatedField,
  type TranslatedFields,
} from "../../lib/i18n/contentKinds";
import { TRANSLATED, type Language, type TranslatedLanguage } from "../../lib/i18n/languages";
import { multiLine, singleLine } from "../../lib/plainText";
import { MISSING_ALT_MESSAGE } from "../blog/postOperations.server";
import { picturesWithoutAlt } from "../blog/markdown.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * Versions per language of what staff write (table `content_translations`, decision record 0054):
 * the schema each kind's fields pass, and the reads the public pages and staff screens make. A
 * stored version that no longer passes its schema is treated as none (the page shows English).
 */
const fieldSchema = (f: TranslatedField) => {
  const base = z
    .string()
    .optional()
    .transform((v) => v ?? "");
  const cleaned = base.transform((v) => (f.type === "single" ? singleLine(v) : f.type === "text" ? multiLine(v).trim() : multiLine(v)));
  return cleaned.superRefine((v, ctx) => {
    if (f.required && v.trim() === "") ctx.addIssue({ code: "custom", message: `${f.label} is Required` });
    if (v.length > f.max) ctx.addIssue({ code: "custom", message: `${f.label} must be at most ${f.max.toLocaleString("en-US")} characters` });
    // A picture needs its text alternative in every language, as in the English body.
    if (f.type === "markdown" && picturesWithoutAlt(v) > 0) ctx.addIssue({ code: "custom", message: MISSING_ALT_MESSAGE });
  });
};

/** The fields of one kind's translation. */
export const fieldsSchemaOf = (kind: ContentKind) =>
  z.object(Object.fromEntries(CONTENT_KINDS[kind].fields.map((f) => [f.name, fieldSchema(f)]))) as z.ZodType<TranslatedFields>;

const languageField = z.enum(TRANSLATED as [TranslatedLanguage, ...TranslatedLanguage[]], { message: "Choose a language" });
const recordIdField = z.string().trim().min(1, "Record is Required").max(100);

export const translationRefSchema = z.object({ kind: z.enum(CONTENT_KIND_KEYS), recordId: recordIdField, language: languageField });

/** A save: which record, which language, and its words, checked by the kind's fields (issues at `fields.<name>`). */
export const saveTranslationSchema = translationRefSchema.extend({ fields: z.record(z.string(), z.unknown()).optional() }).transform((v, ctx) => {
  const parsed = fieldsSchemaOf(v.kind).safeParse(v.fields ?? {});
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: ["fields", ...issue.path] });
    return z.NEVER;
  }
  return { kind: v.kind, recordId: v.recordId, language: v.language, fields: parsed.data };
});

type Row = { language: string; fields_json: string; updated_at: string; updated_by_name: string | null; record_id: string };

function toTranslation(kind: ContentKind, row: Row): ContentTranslation | null {
  let raw: unknown;
  try {
    raw = JSON.parse(row.fields_json);
  } catch {
    return null;
  }
  const parsed = fieldsSchemaOf(kind).safeParse(raw);
  if (!parsed.success || !TRANSLATED.includes(row.language as TranslatedLanguage)) return null;
  return { language: row.language as TranslatedLanguage, fields: parsed.data, updatedAt: row.updated_at, updatedBy: row.updated_by_name };
}

const SELECT = `SELECT t.record_id, t.language, t.fields_json, t.updated_at, s.name AS updated_by_name
  FROM content_translations t LEFT JOIN staff_users s ON s.id = t.updated_by`;

/** Every language's version of one record (the staff screen). */
export async function translationsOfRecord(db: D1, kind: ContentKind, recordId: string): Promise<ContentTranslation[]> {
  const { results } = await db.prepare(`${SELECT} WHERE t.kind = ?1 AND t.record_id = ?2 ORDER BY t.language`).bind(kind, recordId).all<Row>();
  return results.flatMap((r) => toTranslation(kind, r) ?? []);
}

/** One record's words in `language`, or null (English, or none stored). */
export async function translationOf(db: D1, kind: ContentKind, recordId: string, language: Language): Promise<TranslatedFields | null> {
  if (language === "en") return null;
  const row = await db.prepare(`${SELECT} WHERE t.kind = ?1 AND t.record_id = ?2 AND t.language = ?3`).bind(kind, recordId, language).first<Row>();
  return row ? (toTranslation(kind, row)?.fields ?? null) : null;
}

/** Several records' words in `language` (a list page), by record id: one query, the ids bound as one JSON parameter. */
export async function translationsOf(db: D1, kind: ContentKind, recordIds: readonly string[], language: Language): Promise<Map<string, TranslatedFields>> {
  const out = new Map<string, TranslatedFields>();
  if (language === "en" || recordIds.length === 0) return out;
  const { results } = await db
    .prepare(`${SELECT} WHERE t.kind = ?1 AND t.language = ?2 AND t.record_id IN (SELECT value FROM json_each(?3))`)
    .bind(kind, language, JSON.stringify(recordIds))
    .all<Row>();
  for (const row of results) {
    const t = toTranslation(kind, row);
    if (t) out.set(row.record_id, t.fields);
  }
  return out;
}
