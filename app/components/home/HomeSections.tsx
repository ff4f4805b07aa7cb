import { Link } from "@remix-run/react";
import { BRAND } from "~/config/brand";
import { ArrowRightIcon } from "~/components/shell/icons";
import { ContactLink, SectionLink } from "~/components/shell/links";
import type { GroupPagePath } from "~/catalogue/groups";
import type { Illustration as IllustrationArt } from "~/catalogue/illustrations";
import { Illustration } from "~/components/catalogue/Illustration";
import type { AudienceCard, STEPS } from "./audiences";
import type { ModuleOption } from "./moduleOptions";
import { SITE_PAGES, type SectionAnchor } from "~/components/shell/navItems";
import type { ReactNode } from "react";

/** A family's link in the hero's card: a group page of app/catalogue/groups.ts. */
export interface FamilyLink {
  name: string;
  path: GroupPagePath;
}

/**
 * `art`, `lead` and `families` come from the loader: words that never change stay out of the
 * page's script, and the six families are the catalogue's own group pages, named once.
 */
export function Hero({ art, lead, families }: { art: IllustrationArt; lead: string; families: readonly FamilyLink[] }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          <p className="eyebrow">Software for financial institutions</p>
          <h1 id="hero-title">Systems for the work behind every account, trade and ledger</h1>
          <p className="lead">{lead}</p>
          <div className="hero-actions">
            <SectionLink anchor="find-your-software" className="button">
              Find your software
            </SectionLink>
            <ContactLink preset={{ kind: "demo" }} className="button button--secondary">
              Request a Demo
            </ContactLink>
          </div>
          <nav className="hero-card" aria-labelledby="families-title">
            <h2 id="families-title" className="hero-card-title">
              One catalogue, six families
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
            <Link to="/sitemap" className="hero-card-link" prefetch="intent">
              Every product on the sitemap <ArrowRightIcon size={16} />
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

export function ModuleOptionsSection({ options }: { options: readonly ModuleOption[] }) {
  return (
    <HomeSection
      anchor="module-options"
      alt
      head={{
        eyebrow: "Module options",
        title: "Add what your institution needs",
        lead: "Options that work across every system: connect, automate, secure and extend what you run.",
      }}
    >
      <ul className="card-grid">
        {options.map((o) => (
          <li key={o.name} className={o.path ? "card card--link" : "card"}>
            <h3 className="card-title">
              {o.path ? (
                // Its ::after covers the card: the whole card is the target, the name its label.
                <Link to={o.path} prefetch="intent">
                  {o.name}
                </Link>
              ) : (
                o.name
              )}
            </h3>
            <p>{o.text}</p>
            {o.sharedWith ? <p className="card-note">Described on the {o.sharedWith} page</p> : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function HowWeHelpSection({ audiences, steps }: { audiences: readonly AudienceCard[]; steps: typeof STEPS }) {
  return (
    <HomeSection
      anchor="how-we-help"
      head={{
        eyebrow: "How we help",
        title: "Built for the institutions we serve",
        lead: "Each of our systems starts from the daily work of a particular kind of institution.",
      }}
    >
      <ul className="audience-grid">
        {audiences.map((a) => (
          <li key={a.title} className="audience card--link">
            <h3>
              <Link to={a.href} prefetch="intent">
                {a.title}
              </Link>
            </h3>
            <p className="audience-who">{a.who}</p>
            <p>{a.text}</p>
            <p className="card-more" aria-hidden="true">
              {a.leadsTo === "systems" ? "See the systems" : "See the products"} <ArrowRightIcon size={16} />
            </p>
          </li>
        ))}
      </ul>
      <h3 className="steps-title">How we work with you</h3>
      <ol className="steps">
        {steps.map((s) => (
          <li key={s.title} className="step">
            <h4>{s.title}</h4>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export function AboutSection({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <HomeSection anchor="about" alt layout="about">
      <div>
        <p className="eyebrow">About us</p>
        <h2 id="about-title">About {BRAND.name}</h2>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {/* Where About Us leads on: the pages a buyer checks before talking to sales. */}
        <nav aria-label="More about us">
          <ul className="about-links">
            {[SITE_PAGES.customers, SITE_PAGES.trustCentre, SITE_PAGES.company, SITE_PAGES.news].map((page) => (
              <li key={page.path}>
                <Link to={page.path} prefetch="intent">
                  {page.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <aside className="about-card" aria-labelledby="about-contact-title">
        <h3 id="about-contact-title">Talk to us</h3>
        <p>See a system working on your own scenarios, or ask us anything about the catalogue.</p>
        <ContactLink preset={{ kind: "demo" }} className="button button--block">
          Request a Demo
        </ContactLink>
        <ContactLink preset={{ kind: "info" }} className="button button--secondary button--block">
          Request Info
        </ContactLink>
      </aside>
    </HomeSection>
  );
}
