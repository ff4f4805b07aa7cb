import { useLocation } from "@remix-run/react";
import { useMessages } from "~/hooks/messages";
import { LANGUAGES, languageOfPath, localizedPath } from "~/lib/i18n/languages";
import { PRIVATE_AREAS } from "~/lib/privateAreas";

/**
 * The languages the site has, each a link to this page in it (the footer's), or to its home (on
 * the 404, and on the English-only demo and sign-in pages, whose paths no other language has). A plain link, not an automatic redirect: the URL carries
 * the choice, no cookie keeps it (decision record 0049). Each name is in its own language.
 */
export function LanguageSwitcher({ toHome = false }: { toHome?: boolean }) {
  const { pathname, search } = useLocation();
  const current = languageOfPath(pathname);
  const toLanguageHome = toHome || PRIVATE_AREAS.test(pathname);
  const t = useMessages();
  return (
    <nav className="language-switcher" aria-label={t("language.label")}>
      <ul>
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <a
              href={toLanguageHome ? localizedPath("/", l.code) : `${localizedPath(pathname, l.code)}${search}`}
              hrefLang={l.locale}
              lang={l.locale}
              dir={l.dir}
              aria-current={l.code === current ? "true" : undefined}
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
