import type { MetaDescriptor } from "@remix-run/cloudflare";
import { alternates } from "./alternates";
import { LANGUAGES, languageInfo, localizedPath, splitLanguage, type Language } from "./languages";

type Tag = MetaDescriptor & Record<string, unknown>;
const isCanonical = (t: Tag) => t.tagName === "link" && t.rel === "canonical";
const isAlternate = (t: Tag) => t.tagName === "link" && t.rel === "alternate" && "hrefLang" in t;
const isLocale = (t: Tag) => t.property === "og:locale" || t.property === "og:locale:alternate";

/**
 * A page's tags in `language` (decision record 0049): its canonical link and og:url on its own
 * language's copy, og:locale and the other languages as og:locale:alternate, and an hreflang link
 * to every copy (itself included; x-default English). Tags without a canonical URL (a 404, a staff
 * page) are left as they are. Running it again replaces what it added.
 */
export function localizeMeta(tags: MetaDescriptor[], language: Language): MetaDescriptor[] {
  const canonical = (tags as Tag[]).find(isCanonical)?.href;
  if (typeof canonical !== "string") return tags;
  const url = new URL(canonical);
  const path = splitLanguage(url.pathname).path;
  const own = `${url.origin}${localizedPath(path, language)}`;
  const kept = (tags as Tag[])
    .filter((t) => !isAlternate(t) && !isLocale(t))
    .map((t) => (isCanonical(t) ? { ...t, href: own } : t.property === "og:url" ? { ...t, content: own } : t));
  return [
    ...kept,
    { property: "og:locale", content: languageInfo(language).ogLocale },
    ...LANGUAGES.filter((l) => l.code !== language).map((l) => ({ property: "og:locale:alternate", content: l.ogLocale })),
    ...alternates(path).map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: `${url.origin}${a.path}` })),
  ];
}
