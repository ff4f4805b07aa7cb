import { data, redirect } from "@remix-run/cloudflare";
import { TRANSLATED, isTranslatedLanguage, localizedPath, type TranslatedLanguage } from "../../lib/i18n/languages";
import { CONTENT_KINDS, STAFF_LANGUAGE_NAMES, type ContentKind, type TranslatedFields } from "../../lib/i18n/contentKinds";
import type { StaffCall } from "../operations/staffOperation.server";
import type { D1 } from "../platform/d1Sessions.server";
import type { StaticFiles } from "../i18n/staticFiles.server";
import { readForm } from "../platform/forms.server";
import { POST_BODY_LIMIT } from "../platform/bodyLimit.server";
import { fieldErrorsOfIssues } from "../../lib/actionData";
import { KIND_SOURCES } from "./contentSources.server";
import { translationsOfRecord } from "./contentTranslations.server";
import { deleteTranslation, saveTranslation } from "./translationOperations.server";

/**
 * What every record's "Translations" screen loads and does (decision record 0054), whatever its
 * kind: the language picked (`?language=`, Spanish first), the English beside each field, which
 * languages have a version, and the save and remove of one language's version through the staff
 * operations. The screens differ only in their kind and where they sit.
 */
/** What a staff route's guard hands on (staffRoute.server.ts), as far as these read it. */
interface ScreenArgs {
  request: Request;
  params: { id?: string };
  env: { DB: D1; ASSETS?: StaticFiles };
}

const languageOf = (request: Request): TranslatedLanguage => {
  const asked = new URL(request.url).searchParams.get("language");
  return isTranslatedLanguage(asked) ? asked : TRANSLATED[0]!;
};

export async function translationScreenData(kind: ContentKind, { request, params, env }: ScreenArgs) {
  const recordId = params.id ?? "";
  const [record, versions] = await Promise.all([KIND_SOURCES[kind].find(env.DB, recordId, env.ASSETS), translationsOfRecord(env.DB, kind, recordId)]);
  if (!record) throw new Response("Not Found", { status: 404 });
  const language = languageOf(request);
  const current = versions.find((v) => v.language === language) ?? null;
  const changedAt = record.englishChangedAt ?? null;
  // Both are D1's ISO times (strftime '%Y-%m-%dT%H:%M:%fZ'): as strings they order as times.
  const staleSince = (updatedAt: string | undefined) => (updatedAt && changedAt && updatedAt < changedAt ? changedAt : null);
  return {
    kind,
    recordId,
    noun: CONTENT_KINDS[kind].noun,
    name: record.name,
    editHref: record.editHref,
    english: record.english,
    language,
    languageName: STAFF_LANGUAGE_NAMES[language],
    publicHref: record.publicPath ? localizedPath(record.publicPath, language) : null,
    languages: TRANSLATED.map((code) => {
      const version = versions.find((v) => v.language === code);
      return {
        code,
        name: STAFF_LANGUAGE_NAMES[code],
        updatedAt: version?.updatedAt ?? null,
        updatedBy: version?.updatedBy ?? null,
        /** When the English changed after this version was saved, or null. */
        englishChangedAt: staleSince(version?.updatedAt),
      };
    }),
    stored: current?.fields ?? null,
  };
}

export interface TranslationActionData {
  error: string;
  fieldErrors?: Record<string, string>;
  values?: TranslatedFields;
}

/** Save (intent=save) or remove (intent=delete) the language's version named by the form. */
export async function translationScreenAction(kind: ContentKind, { request, params, call }: Omit<ScreenArgs, "env"> & { call: StaffCall }) {
  const form = await readForm(request, POST_BODY_LIMIT);
  const recordId = params.id ?? "";
  const language = String(form.get("language") ?? "");
  const back = (done: "saved" | "removed") => redirect(`${new URL(request.url).pathname}?${new URLSearchParams({ language, [done]: "1" })}`);
  if (form.get("intent") === "delete") {
    const result = await deleteTranslation(call, { kind, recordId, language });
    if (!result.ok) return data<TranslationActionData>({ error: result.error }, { status: result.status });
    return back("removed");
  }
  const fields = Object.fromEntries(CONTENT_KINDS[kind].fields.map((f) => [f.name, String(form.get(f.name) ?? "")]));
  const result = await saveTranslation(call, { kind, recordId, language, fields });
  if (!result.ok) {
    // The kind's fields are checked under `fields.<name>`; the form names them without the prefix.
    const issues = (result.issues ?? []).map((i) => ({ ...i, path: i.path.replace(/^fields\./, "") }));
    return data<TranslationActionData>(
      { error: result.error, fieldErrors: issues.length ? fieldErrorsOfIssues(issues) : undefined, values: fields },
      { status: result.status },
    );
  }
  return back("saved");
}
