import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { languageOfPath, type LanguageInfo } from "~/lib/i18n/languages";
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
  const { pathname } = useLocation();
  const current = languageOfPath(pathname);
  const [offer, setOffer] = useState<{ language: LanguageInfo; href: string } | null>(null);

  useEffect(() => {
    let dismissed = false;
    try {
      dismissed = sessionStorage.getItem(DISMISSED) === "1";
    } catch {
      // Storage refused (a private mode): the suggestion shows, and a dismissal lasts the page.
    }
    const language = dismissed ? null : suggestedLanguage(navigator.languages ?? [navigator.language], current);
    // The page's own hreflang links say which copies exist (a 404 or a staff page has none).
    const href = language && document.head.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${language.locale}"]`)?.href;
    setOffer(language && href ? { language, href: `${new URL(href).pathname}${window.location.search}` } : null);
  }, [pathname, current]);

  if (!offer) return null;
  const { language } = offer;
  const words = SUGGESTION_TEXT[language.code];
  const dismiss = () => {
    setOffer(null);
    try {
      sessionStorage.setItem(DISMISSED, "1");
    } catch {
      // As above: the page forgets it on the next load.
    }
  };
  return (
    <aside className="language-suggestion" lang={language.locale} dir={language.dir} aria-label={language.name}>
      <div className="container language-suggestion-inner">
        <a href={offer.href} hrefLang={language.locale}>
          {words.text}
        </a>
        <button type="button" className="language-suggestion-close" onClick={dismiss} aria-label={words.close}>
          ×
        </button>
      </div>
    </aside>
  );
}
