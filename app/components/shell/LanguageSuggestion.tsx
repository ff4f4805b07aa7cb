import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LOCALIZED_ROUTE_IDS } from "~/config/languages.mjs";
import { languageOfPath, localizedPath, type LanguageInfo } from "~/lib/i18n/languages";
import { SUGGESTION_TEXT, suggestedLanguage } from "~/lib/i18n/suggestion";

/** Where a dismissal is kept for the tab's visit: sessionStorage, never a cookie (decision record 0049). */
const DISMISSED = "language-suggestion-dismissed";

/**
 * "Esta página está disponible en español": offered when the browser prefers a language this page
 * has. Rendered in the browser after the page has loaded (the server's page is the same for
 * everyone, and kept at the edge), beside the page, not in the notification area. A link and a
 * close button; never an automatic redirect, never a cookie.
 */
export function LanguageSuggestion() {
  const { pathname, search } = useLocation();
  const leaf = useMatches().at(-1)?.id ?? "";
  const translatable = (LOCALIZED_ROUTE_IDS as readonly string[]).includes(leaf.replace(/^[a-z]{2}\//, ""));
  const current = languageOfPath(pathname);
  const [offer, setOffer] = useState<LanguageInfo | null>(null);

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = sessionStorage.getItem(DISMISSED) === "1";
    } catch {
      // Storage refused (a private mode): the suggestion shows, and a dismissal lasts the page.
    }
    setOffer(translatable && !dismissed ? suggestedLanguage(navigator.languages ?? [navigator.language], current) : null);
  }, [translatable, current]);

  if (!offer) return null;
  const words = SUGGESTION_TEXT[offer.code];
  const dismiss = () => {
    setOffer(null);
    try {
      sessionStorage.setItem(DISMISSED, "1");
    } catch {
      // As above: the page forgets it on the next load.
    }
  };
  return (
    <aside className="language-suggestion" lang={offer.locale} dir={offer.dir} aria-label={offer.name}>
      <div className="container language-suggestion-inner">
        <a href={`${localizedPath(pathname, offer.code)}${search}`} hrefLang={offer.locale}>
          {words.text}
        </a>
        <button type="button" className="language-suggestion-close" onClick={dismiss} aria-label={words.close}>
          ×
        </button>
      </div>
    </aside>
  );
}
