import { Link } from "@remix-run/react";
import { ArrowRightIcon } from "~/components/shell/icons";
import { ContactLink } from "~/components/shell/links";
import type { AudienceCard } from "./audiences";
import { HomeSection } from "./HomeSections";
import type { HomeStep, HomeWords } from "./homeWords";
import type { ModuleOption } from "./moduleOptions";

// The home page's sections below its first screen: their code is not in the page's first load
// (decision record 0053); the server renders them in full. Their words come with the page's data,
// in its language (decision record 0056).

export function ModuleOptionsSection({ options, words }: { options: readonly ModuleOption[]; words: HomeWords }) {
  return (
    <HomeSection anchor="module-options" alt head={{ eyebrow: words.optionsEyebrow, title: words.optionsTitle, lead: words.optionsLead }}>
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
            {o.sharedWith ? <p className="card-note">{words.describedOn.replace("{name}", o.sharedWith)}</p> : null}
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function HowWeHelpSection({ audiences, steps, words }: { audiences: readonly AudienceCard[]; steps: readonly HomeStep[]; words: HomeWords }) {
  return (
    <HomeSection anchor="how-we-help" head={{ eyebrow: words.helpEyebrow, title: words.helpTitle, lead: words.helpLead }}>
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
              {a.leadsTo === "systems" ? words.seeSystems : words.seeProducts} <ArrowRightIcon size={16} />
            </p>
          </li>
        ))}
      </ul>
      <h3 className="steps-title">{words.stepsTitle}</h3>
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

export function AboutSection({
  paragraphs,
  links,
  words,
}: {
  paragraphs: readonly string[];
  links: readonly { name: string; path: string }[];
  words: HomeWords;
}) {
  return (
    <HomeSection anchor="about" alt layout="about">
      <div>
        <p className="eyebrow">{words.aboutEyebrow}</p>
        <h2 id="about-title">{words.aboutTitle}</h2>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        {/* Where About Us leads on: the pages a buyer checks before talking to sales. */}
        <nav aria-label={words.moreAboutUs}>
          <ul className="about-links">
            {links.map((page) => (
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
        <h3 id="about-contact-title">{words.talkTitle}</h3>
        <p>{words.talkText}</p>
        <ContactLink preset={{ kind: "demo" }} className="button button--block">
          {words.requestDemo}
        </ContactLink>
        <ContactLink preset={{ kind: "info" }} className="button button--secondary button--block">
          {words.requestInfo}
        </ContactLink>
      </aside>
    </HomeSection>
  );
}
