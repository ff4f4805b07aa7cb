import { Link } from "@remix-run/react";
import { BRAND } from "~/config/brand";
import { ArrowRightIcon } from "~/components/shell/icons";
import { ContactLink } from "~/components/shell/links";
import { SITE_PAGES } from "~/components/shell/navItems";
import type { AudienceCard, STEPS } from "./audiences";
import { HomeSection } from "./HomeSections";
import type { ModuleOption } from "./moduleOptions";

// The home page's sections below its first screen: their code is not in the page's first load
// (decision record 0053); the server renders them in full.

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
