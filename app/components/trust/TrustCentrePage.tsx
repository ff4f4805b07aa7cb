import { Link } from "@remix-run/react";
import { FilledWords } from "~/components/FilledWords";
import type { PageKey, PageWords } from "~/lib/i18n/pageWords";
import { type TrustFact, type TrustSectionId, isToBeConfirmed, paragraphs } from "~/lib/trust/trustFacts";
import { InfoCard, InfoSection } from "./InfoSection";

interface TrustCentreData {
  /** Each fact in the page's language, or in English marked `lang` and `toBeConfirmed` read from the English (decision record 0054). */
  sections: { id: TrustSectionId; title: string; facts: (TrustFact & { lang?: string; toBeConfirmed?: boolean; reviewedText?: string })[] }[];
  /** Said once, in the page's language, when some facts have no version in it. */
  englishNotice?: string | null;
  accessibility: { target: string; checks: readonly string[]; limits: readonly string[] };
  securityTxt: string;
  /** The contact form and the company page in the page's language. */
  links: { contact: string; company: string };
  /** The page's own words in its language, resolved on the server (decision record 0056). */
  words: PageWords<Extract<PageKey, `trust.${string}`>>;
}

/**
 * /trust-centre: each section's facts as staff keep them (/admin/trust-centre),
 * each confirmed one dated by its last review; then the site's accessibility statement, which names the tests
 * that back each line. A fact still in its sample wording says so with a "To be confirmed" tag.
 */
export function TrustCentrePage({ data }: { data: TrustCentreData }) {
  // Dates written and links made by the loader, in the page's language: the page's script needs neither Intl's formats nor the paths' rules.
  const { words, links } = data;
  return (
    <div className="container page info-page">
      <header className="page-band">
        <p className="eyebrow">{words["trust.eyebrow"]}</p>
        <h1 id="trust-title">{words["trust.heading"]}</h1>
        <p className="lead">{words["trust.lead"]}</p>
      </header>
      <nav aria-label={words["trust.sections"]} className="info-toc">
        <ul>
          {data.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#accessibility">{words["trust.accessibility"]}</a>
          </li>
        </ul>
      </nav>
      {data.englishNotice ? <p className="info-english-notice">{data.englishNotice}</p> : null}
      {data.sections.map((s) => (
        <InfoSection key={s.id} id={s.id} title={s.title}>
          {s.facts.length === 0 ? <p className="info-empty">{words["trust.empty"]}</p> : null}
          {s.facts.map((f) => {
            const unconfirmed = f.toBeConfirmed ?? isToBeConfirmed(f.body);
            return (
              <InfoCard
                key={f.id}
                id={`fact-${f.id}`}
                // Staff's words marked English where they have no version in the page's language; the tag and the date are the page's.
                title={<bdi lang={f.lang}>{f.title}</bdi>}
                tag={unconfirmed ? <span className="tag tag--tbc">{words["trust.toBeConfirmed"]}</span> : null}
              >
                {paragraphs(f.body).map((p, i) => (
                  <p key={i} lang={f.lang} dir="auto">
                    {p}
                  </p>
                ))}
                {/* A review date vouches for a statement: one still to be confirmed has nothing to vouch for. */}
                {unconfirmed ? null : (
                  <p className="info-reviewed">
                    <FilledWords words={words["trust.reviewed"]} values={{ date: <time dateTime={f.reviewedOn}>{f.reviewedText ?? f.reviewedOn}</time> }} />
                  </p>
                )}
              </InfoCard>
            );
          })}
          {s.id === "disclosure" ? (
            <p>
              <FilledWords
                words={words["trust.securityTxt"]}
                values={{
                  link: (
                    <a href={data.securityTxt} dir="ltr">
                      /.well-known/security.txt
                    </a>
                  ),
                }}
              />
            </p>
          ) : null}
        </InfoSection>
      ))}
      <InfoSection id="accessibility" title={words["trust.a11yTitle"]}>
        <p>
          <FilledWords words={words["trust.a11yIntro"]} values={{ target: data.accessibility.target }} />
        </p>
        <ul className="info-checks">
          {data.accessibility.checks.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <h3>{words["trust.a11yLimits"]}</h3>
        <ul>
          {data.accessibility.limits.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <p>
          <FilledWords words={words["trust.a11yHelp"]} values={{ link: <Link to={links.contact}>{words["trust.a11yHelpLink"]}</Link> }} />
        </p>
      </InfoSection>
      <p className="info-more">
        <FilledWords words={words["trust.more"]} values={{ link: <Link to={links.company}>{words["trust.moreLink"]}</Link> }} />
      </p>
    </div>
  );
}
