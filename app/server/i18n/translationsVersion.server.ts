import type { ContentKind } from "../../lib/i18n/contentKinds";
import type { Language } from "../../lib/i18n/languages";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * What changes when staff save or remove any `kind` record's version in `language` (table
 * content_translations, decision record 0054): part of a translated list page's ETag, so its
 * page in another language changes with staff's versions too. English has none.
 */
export async function translationsVersion(db: D1, kind: ContentKind, language: Language): Promise<string> {
  if (language === "en") return "";
  const r = await db
    .prepare("SELECT COALESCE(MAX(updated_at), '') AS newest, COUNT(*) AS n FROM content_translations WHERE kind = ?1 AND language = ?2")
    .bind(kind, language)
    .first<{ newest: string; n: number }>();
  return `${language}:${r?.newest ?? ""}:${r?.n ?? 0}`;
}
