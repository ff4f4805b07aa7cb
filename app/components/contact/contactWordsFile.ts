/**
 * The overlay's words in another language than English: public/i18n/<code>/contact.json, fetched
 * from the site's static files beside the overlay's code (loadContactOverlay, decision record 0055),
 * so neither bundle carries a translation. Kept per language for the tab's life; a language met
 * later is fetched here; a failed fetch is asked again at the next opening (English meanwhile).
 * Only the overlay's chunk imports this: shared with the shell, it would be a first-load file.
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

/** What loadContactOverlay fetched with the code. */
export const keepContactWords = (language: string, file: unknown) => {
  if (file) arrived.set(language, file);
};
