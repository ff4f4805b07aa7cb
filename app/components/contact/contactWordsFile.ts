/**
 * The overlay's words in another language than English: public/i18n/<code>/contact.json, fetched
 * from the site's static files with the overlay's code (decision record 0055), so neither bundle
 * carries a translation. Kept per language for the tab's life; a failed fetch is asked again at
 * the next opening (the form shows English meanwhile).
 */
const asked = new Map<string, Promise<unknown>>();
const arrived = new Map<string, unknown>();

export function fetchContactWords(language: string): Promise<unknown> {
  let pending = asked.get(language);
  if (!pending) {
    pending = fetch(`/i18n/${language}/contact.json`)
      .then((r) => (r.ok ? r.json() : null))
      .catch(() => null)
      .then((file: unknown) => {
        arrived.set(language, file);
        if (!file) asked.delete(language);
        return file;
      });
    asked.set(language, pending);
  }
  return pending;
}

/** The file as it arrived (null: it could not be fetched; undefined: not yet). */
export const fetchedContactWords = (language: string): unknown => arrived.get(language);
