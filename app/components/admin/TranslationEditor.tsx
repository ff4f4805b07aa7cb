import { Form, Link, useNavigation } from "@remix-run/react";
import { ScreenTitle, ActionMessages, useFlash } from "~/components/admin/AdminScreen";
import { Field, TextAreaField } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useStaffTimeZone } from "~/hooks/adminData";
import { formatStaffTime } from "~/lib/timeZones";
import type { TranslatedLanguage } from "~/lib/i18n/languages";
import { CONTENT_KINDS, type ContentKind, type TranslatedFields } from "~/lib/i18n/contentKinds";

interface TranslationScreenData {
  kind: ContentKind;
  noun: string;
  name: string;
  editHref: string;
  english: TranslatedFields;
  language: TranslatedLanguage;
  languageName: string;
  publicHref: string | null;
  /** `englishChangedAt`: when the English changed after the language's version was saved (a product's new copy), or null. */
  languages: { code: TranslatedLanguage; name: string; updatedAt: string | null; updatedBy: string | null; englishChangedAt: string | null }[];
  stored: TranslatedFields | null;
}

/** Arabic is written right to left: its fields are too, so staff see the words as visitors will. */
const DIR: Partial<Record<TranslatedLanguage, "rtl">> = { ar: "rtl" };

/**
 * A record's version in one language (decision record 0054): a picker of the site's other
 * languages (each says whether it has a version), then each field the translation holds with the
 * English beside it (above it on a narrow screen), and Save / Remove for the language picked.
 * The staff screens stay English; only the fields are written in the language.
 */
export function TranslationEditor({
  data,
  result,
}: {
  data: TranslationScreenData;
  result?: { error?: string; fieldErrors?: Record<string, string>; values?: TranslatedFields } | null;
}) {
  const zone = useStaffTimeZone();
  const { without } = CONTENT_KINDS[data.kind];
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const flash = useFlash({
    saved: () => `${data.languageName} version saved.${data.publicHref ? ` It shows on ${data.publicHref}.` : ""}`,
    removed: () => `${data.languageName} version removed: ${without ?? `the ${data.noun} shows in English there, and says so`}.`,
  });
  const values = result?.values ?? data.stored ?? {};
  const errors = result?.fieldErrors ?? {};
  const current = data.languages.find((l) => l.code === data.language);
  return (
    <section aria-labelledby="translation-title" className="translation-screen">
      <ScreenTitle id="translation-title" title={`Translations: ${data.name}`} />
      <p className="translation-back">
        <Link to={data.editHref}>← The English {data.noun}</Link>
      </p>
      <nav aria-label="Language" className="translation-languages">
        <ul>
          {data.languages.map((l) => (
            <li key={l.code}>
              <Link to={`?language=${l.code}`} aria-current={l.code === data.language ? "page" : undefined} preventScrollReset>
                <span className="translation-language-name">{l.name}</span>
                <span className="translation-language-state">
                  {l.englishChangedAt ? "English changed since" : l.updatedAt ? "Translated" : "Shows English"}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ActionMessages flash={flash} result={result} focus />
      <p className="admin-muted">
        {current?.updatedAt
          ? `${data.languageName} version saved ${formatStaffTime(current.updatedAt, zone)}${current.updatedBy ? ` by ${current.updatedBy}` : ""}.`
          : `No ${data.languageName} version yet: ${without ?? `the ${data.noun} shows in English on the ${data.languageName} site, with a note saying so`}.`}
        {data.publicHref ? (
          <>
            {" "}
            <a href={data.publicHref}>View {data.publicHref}</a>
          </>
        ) : null}
      </p>
      {current?.englishChangedAt ? (
        <p className="admin-banner admin-banner-warning" role="note">
          <strong>The English changed after this version was saved</strong> ({formatStaffTime(current.englishChangedAt, zone)}): the {data.languageName} page
          still shows this version. Compare it with the English, then save it again.
        </p>
      ) : null}
      <Form method="post" className="translation-form" key={`${data.language}-${current?.updatedAt ?? ""}`}>
        <input type="hidden" name="language" value={data.language} />
        {CONTENT_KINDS[data.kind].fields.map((f) => {
          const input = {
            label: `${f.label} in ${data.languageName}`,
            name: f.name,
            defaultValue: values[f.name] ?? "",
            error: errors[f.name],
            hint: f.hint,
            required: f.required,
            maxLength: f.max,
            lang: data.language,
            dir: DIR[data.language],
          };
          return (
            <div className="translation-row" key={f.name}>
              <div className="translation-english" lang="en">
                <p className="translation-english-label">English: {f.label}</p>
                <div className={f.type === "single" ? "translation-english-text" : "translation-english-text translation-english-long"}>
                  {data.english[f.name] || <span className="admin-muted">(empty)</span>}
                </div>
              </div>
              {f.type === "single" ? <Field {...input} /> : <TextAreaField {...input} rows={f.type === "markdown" ? 14 : f.max > 3000 ? 10 : 4} />}
            </div>
          );
        })}
        <div className="form-actions">
          <SubmitButton name="intent" value="save" busy={saving} busyLabel="Saving…">{`Save ${data.languageName} version`}</SubmitButton>
        </div>
      </Form>
      {current?.updatedAt ? (
        <Form method="post" className="translation-remove">
          <input type="hidden" name="language" value={data.language} />
          <button type="submit" name="intent" value="delete" className="button button-danger">
            Remove {data.languageName} version
          </button>
        </Form>
      ) : null}
    </section>
  );
}
