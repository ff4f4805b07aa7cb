import type { MetaDescriptor } from "@remix-run/cloudflare";
import { alternates } from "./alternates";
import { LANGUAGES, localizedPath, splitLanguage, type Language } from "./languages";

type Tag = MetaDescriptor & { rel?: string; href?: string; property?: string };

/**
 * A page's tags in `language` (decision record 0049): its canonical link and og:url on its own
 * language's copy, og:locale and the other languages as og:locale:alternate, and an hreflang link
 * to every copy (itself included; x-default English). Tags without a canonical URL (a 404, a staff
 * page) are left as they are. Running it again replaces what it added.
 */
export function localizeMeta(tags: MetaDescriptor[], language: Language): MetaDescriptor[] {
  const canonical = (tags as Tag[]).find((t) => t.rel === "canonical");
  if (!canonical?.href) return tags;
  const { origin, pathname } = new URL(canonical.href);
  const path = splitLanguage(pathname).path;
  const own = origin + localizedPath(path, language);
  return [
    ...(tags as Tag[])
      .filter((t) => !("hrefLang" in t) && !t.property?.startsWith("og:locale"))
      .map((t) => (t === canonical ? { ...t, href: own } : t.property === "og:url" ? { ...t, content: own } : t)),
    ...LANGUAGES.map((l) => ({ property: l.code === language ? "og:locale" : "og:locale:alternate", content: l.ogLocale })),
    ...alternates(path).map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hreflang, href: origin + a.path })),
  ];
}
