import { useEffect, useRef, useState } from "react";
import { useLanguage } from "~/hooks/messages";
import { languageOfPath, type Language } from "~/lib/i18n/languages";
import { PRIVACY_ENGLISH, type PrivacyWords } from "~/lib/privacyPolicy";
import { withEnglish } from "~/lib/i18n/withEnglish";
import { CloseIcon } from "./icons";
import { PrivacyPolicy } from "./PrivacyPolicy";
import { useOverlay } from "./useOverlay";

/**
 * The policy in the page's language: public/i18n/<code>/privacy.json, fetched once when this
 * overlay's code arrives (the browser's idle preload, long before a click as a rule), so neither
 * the first load nor the shell carries it (decision record 0056). Until it arrives, or if it
 * cannot be read, the English policy shows, marked as English.
 */
const translated = new Map<Language, PrivacyWords>();
const pending = new Map<Language, Promise<void>>();

function readPolicy(file: unknown, language: Language): PrivacyWords | null {
  const { language: code, messages } = (file ?? {}) as { language?: unknown; messages?: unknown };
  if (code !== language || !messages || typeof messages !== "object") return null;
  return withEnglish(PRIVACY_ENGLISH, messages as Record<string, unknown>);
}

function fetchPolicy(language: Language): Promise<void> {
  let request = pending.get(language);
  if (!request) {
    request = fetch(`/i18n/${language}/privacy.json`)
      .then((r) => (r.ok ? r.json() : null))
      .then((file: unknown) => {
        const words = readPolicy(file, language);
        if (words) translated.set(language, words);
        else pending.delete(language);
      })
      .catch(() => {
        // Asked again on the next opening.
        pending.delete(language);
      });
    pending.set(language, request);
  }
  return request;
}

if (typeof window !== "undefined") {
  const language = languageOfPath(window.location.pathname);
  if (language !== "en") void fetchPolicy(language);
}

/** The privacy policy over the page (R-PRIVACY): opened from the footer; its close action closes it. */
export function PrivacyOverlay({ onClose }: { onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const backdrop = useOverlay(dialog, onClose, close);
  const language = useLanguage();
  const [words, setWords] = useState<PrivacyWords | undefined>(() => (language === "en" ? PRIVACY_ENGLISH : translated.get(language)));
  useEffect(() => {
    if (language === "en") {
      setWords(PRIVACY_ENGLISH);
      return;
    }
    let current = true;
    setWords(translated.get(language));
    void fetchPolicy(language).then(() => {
      if (current) setWords(translated.get(language) ?? PRIVACY_ENGLISH);
    });
    return () => {
      current = false;
    };
  }, [language]);
  const shown = words ?? PRIVACY_ENGLISH;
  return (
    <dialog ref={dialog} open aria-modal="true" aria-labelledby="privacy-title" className="overlay overlay--centered" {...backdrop}>
      <div className="overlay-panel privacy-panel">
        <button
          ref={close}
          type="button"
          className="icon-button overlay-close overlay-close--corner"
          onClick={onClose}
          aria-label={shown["privacy.closeLabel"]}
        >
          <CloseIcon />
        </button>
        <div className="privacy-scroll" lang={language !== "en" && shown === PRIVACY_ENGLISH ? "en" : undefined}>
          <PrivacyPolicy level={2} titleId="privacy-title" words={shown} />
        </div>
        <div className="overlay-actions">
          <button type="button" className="button" onClick={onClose}>
            {shown["privacy.close"]}
          </button>
        </div>
      </div>
    </dialog>
  );
}
