import { Link } from "@remix-run/react";
import { ArrowRightIcon } from "~/components/shell/icons";
import { ContactLink, SectionLink } from "~/components/shell/links";
import type { Illustration as IllustrationArt } from "~/catalogue/illustrations";
import { Illustration } from "~/components/catalogue/Illustration";
import type { SectionAnchor } from "~/components/shell/navItems";
import type { ReactNode } from "react";
import { useLocalizedPath } from "~/hooks/messages";
import type { HomeWords } from "./homeWords";

/** A family's link in the hero's card: a group page of app/catalogue/groups.ts, in the page's language. */
interface FamilyLink {
  name: string;
  path: string;
}

/**
 * `art`, `words` and `families` come from the loader: words stay out of the page's script, in the
 * page's language (decision record 0056), and the six families are the catalogue's own group pages.
 */
export function Hero({ art, words, families }: { art: IllustrationArt; words: HomeWords; families: readonly FamilyLink[] }) {
  const localized = useLocalizedPath();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">{words.heroEyebrow}</p>
          <h1 id="hero-title">{words.heroTitle}</h1>
          <p className="lead">{words.heroLead}</p>
          <div className="hero-actions">
            <SectionLink anchor="find-your-software" className="button">
              {words.heroFind}
            </SectionLink>
            <ContactLink preset={{ kind: "demo" }} className="button button--secondary">
              {words.requestDemo}
            </ContactLink>
          </div>
          <nav className="hero-card" aria-labelledby="families-title">
            <h2 id="families-title" className="hero-card-title">
              {words.familiesTitle}
            </h2>
            <ul className="families">
              {families.map((f) => (
                <li key={f.path}>
                  <Link to={f.path} prefetch="intent">
                    {f.name}
                    <ArrowRightIcon size={16} />
                  </Link>
                </li>
              ))}
            </ul>
            <Link to={localized("/sitemap")} className="hero-card-link" prefetch="intent">
              {words.sitemapLink} <ArrowRightIcon size={16} />
            </Link>
          </nav>
        </div>
        <Illustration art={art} className="hero-visual" />
      </div>
    </section>
  );
}

interface SectionProps {
  anchor: SectionAnchor;
  /** The shaded band (every other section). */
  alt?: boolean;
  /** The eyebrow, title and lead of the section's header; a section without one titles itself. */
  head?: { eyebrow: string; title: string; lead: string };
  /** A class for the container beside `container` (its own layout). */
  layout?: string;
  children: ReactNode;
}

/**
 * One of the home page's anchored sections (R-HOME-SECTIONS): named by its title (`<anchor>-title`)
 * and focusable, so a section link can move focus to it.
 */
export function HomeSection({ anchor, alt, head, layout, children }: SectionProps) {
  return (
    <section id={anchor} className={alt ? "home-section home-section--alt" : "home-section"} aria-labelledby={`${anchor}-title`} tabIndex={-1}>
      <div className={layout ? `container ${layout}` : "container"}>
        {head ? (
          <header className="section-head">
            <p className="eyebrow">{head.eyebrow}</p>
            <h2 id={`${anchor}-title`}>{head.title}</h2>
            <p>{head.lead}</p>
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
