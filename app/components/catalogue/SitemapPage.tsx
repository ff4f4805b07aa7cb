import { Link, useLocation, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { scrollToElement } from "~/browser/scrollToElement";
import { useNonce } from "~/components/nonce";
import type { SitemapData } from "~/lib/catalogue/pageData";
import { SITE_PAGES } from "~/components/shell/navItems";
import { useLocalizedPath, useMessages } from "~/hooks/messages";
import { fillWords } from "~/lib/i18n/fillWords";
import { InPlaceLink } from "./InPlaceLink";
import { LinkList } from "./LinkList";

const SITEMAP_ANCHOR = "sitemap";
const SCROLL_ON_PARSE = `(function(){var s=document.getElementById("${SITEMAP_ANCHOR}");if(s)scrollTo(0,Math.max(0,s.getBoundingClientRect().top+scrollY-35))})()`;

/**
 * R-SITEMAP: on load the page scrolls to its Sitemap anchor; a Home button; the category list
 * switches the product links shown beside it. Each category is a link to /sitemap?category=…
 * so every list is reachable without JavaScript.
 */
export function SitemapPage({ data }: { data: SitemapData }) {
  const { news, customers, contact, company, trustCentre, privacy } = SITE_PAGES;
  const { words } = data;
  const t = useMessages();
  const local = useLocalizedPath();
  // The shell's names of the site's other pages, as the footer gives them, in the page's language.
  const more = [
    { ...news, name: t("footer.news") },
    { ...customers, name: t("footer.customers") },
    { ...contact, name: t("nav.contact") },
    { ...company, name: t("footer.companyPage") },
    { ...trustCentre, name: t("footer.trustCentre") },
    { ...privacy, name: t("footer.privacy") },
  ].map((page) => ({ ...page, path: local(page.path) }));
  const location = useLocation();
  const nonce = useNonce();
  const pending = useNavigation().location;
  // Show the category being switched to at once, before the router settles on it.
  const search = pending?.pathname === location.pathname ? pending.search : location.search;
  const wanted = new URLSearchParams(search).get("category");
  const selected = data.groups.find((g) => g.slug === wanted) ?? data.groups[0]!;

  useEffect(() => {
    const anchor = document.getElementById(SITEMAP_ANCHOR);
    if (anchor) scrollToElement(anchor);
  }, []);

  return (
    <div className="sitemap-page">
      {/* The band is inside the anchored section: the scroll on load lands on it, not past it. */}
      <section id={SITEMAP_ANCHOR} className="sitemap" aria-labelledby="sitemap-title">
        <header className="page-band">
          <p className="eyebrow">{words["sitemap.eyebrow"]}</p>
          <h1 id="sitemap-title">{words["sitemap.title"]}</h1>
          <p className="lead">{words["sitemap.lead"]}</p>
        </header>
        <div className="sitemap-layout">
          <nav aria-label={words["sitemap.categories"]} className="sitemap-categories">
            <Link to={local("/")} className="button" prefetch="intent">
              {words["crumbs.home"]}
            </Link>
            <ul>
              {data.groups.map((g) => (
                <li key={g.slug}>
                  <InPlaceLink
                    to={`${local("/sitemap")}?category=${g.slug}#${SITEMAP_ANCHOR}`}
                    replace
                    aria-current={g.slug === selected.slug ? "true" : undefined}
                    aria-controls="sitemap-links"
                  >
                    {g.name}
                  </InPlaceLink>
                </li>
              ))}
            </ul>
          </nav>
          <section id="sitemap-links" className="sitemap-links" aria-labelledby="sitemap-links-title">
            <h2 id="sitemap-links-title">{selected.name}</h2>
            <p>
              <Link to={selected.path} prefetch="intent">
                {fillWords(words["sitemap.all"], { group: selected.name })}
              </Link>
            </p>
            {selected.sections.map((s) => (
              <section key={s.category} aria-labelledby={`sitemap-${s.category}`}>
                <h3 id={`sitemap-${s.category}`}>{s.name}</h3>
                <LinkList pages={s.links} after={(link) => (link.children.length > 0 ? <LinkList pages={link.children} /> : null)} />
              </section>
            ))}
          </section>
        </div>
        <nav aria-labelledby="sitemap-more-title" className="sitemap-more">
          <h2 id="sitemap-more-title">{words["sitemap.more"]}</h2>
          <LinkList pages={more} />
        </nav>
      </section>
      {/* The scroll on load, run as the page is parsed so it is in place before the first paint
          (decision record 0017: the app starts after it); the effect above does it after a
          client-side navigation, and is a no-op when this already has. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SCROLL_ON_PARSE }} />
    </div>
  );
}
