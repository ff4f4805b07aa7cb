import { Link } from "@remix-run/react";
import { formatDate } from "~/lib/blog/dates";
import { type TrustFact, type TrustSectionId, isToBeConfirmed, paragraphs } from "~/lib/trust/trustFacts";
import { InfoCard, InfoSection } from "./InfoSection";

export interface TrustCentreData {
  /** Each fact in the page's language, or in English marked `lang` and `toBeConfirmed` read from the English (decision record 0054). */
  sections: { id: TrustSectionId; title: string; facts: (TrustFact & { lang?: string; toBeConfirmed?: boolean })[] }[];
  /** Said once, in the page's language, when some facts have no version in it. */
  englishNotice?: string | null;
  accessibility: { target: string; checks: readonly string[]; limits: readonly string[] };
  securityTxt: string;
}

/**
 * /trust-centre: each section's facts as staff keep them (/admin/trust-centre),
 * each confirmed one dated by its last review; then the site's accessibility statement, which names the tests
 * that back each line. A fact still in its sample wording says so with a "To be confirmed" tag.
 */
export function TrustCentrePage({ data }: { data: TrustCentreData }) {
  return (
    <div className="container page info-page">
      <header className="page-band">
        <p className="eyebrow">Trust centre</p>
        <h1 id="trust-title">Security, privacy and compliance</h1>
        <p className="lead">
          How we protect this site and our clients&apos; data, where it runs, and how to report a problem. Each confirmed statement shows when it was last
          reviewed.
        </p>
      </header>
      <nav aria-label="Trust centre sections" className="info-toc">
        <ul>
          {data.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
          <li>
            <a href="#accessibility">Accessibility</a>
          </li>
        </ul>
      </nav>
      {data.englishNotice ? <p className="info-english-notice">{data.englishNotice}</p> : null}
      {data.sections.map((s) => (
        <InfoSection key={s.id} id={s.id} title={s.title}>
          {s.facts.length === 0 ? <p className="info-empty">Nothing is stated here yet.</p> : null}
          {s.facts.map((f) => {
            const unconfirmed = f.toBeConfirmed ?? isToBeConfirmed(f.body);
            return (
              <InfoCard
                key={f.id}
                id={`fact-${f.id}`}
                title={f.title}
                lang={f.lang}
                tag={unconfirmed ? <span className="tag tag--tbc">To be confirmed</span> : null}
              >
                {paragraphs(f.body).map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
                {/* A review date vouches for a statement: one still to be confirmed has nothing to vouch for. */}
                {unconfirmed ? null : (
                  <p className="info-reviewed">
                    Last reviewed <time dateTime={f.reviewedOn}>{formatDate(`${f.reviewedOn}T00:00:00Z`)}</time>
                  </p>
                )}
              </InfoCard>
            );
          })}
          {s.id === "disclosure" ? (
            <p>
              Our security contact, in the standard format: <a href={data.securityTxt}>/.well-known/security.txt</a>.
            </p>
          ) : null}
        </InfoSection>
      ))}
      <InfoSection id="accessibility" title="Accessibility of this site">
        <p>
          We aim for {data.accessibility.target}. Every change to this site is tested in a real browser, on a phone-sized and a desktop screen, before it is
          released, and a change that fails any of these checks is not released:
        </p>
        <ul className="info-checks">
          {data.accessibility.checks.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <h3>Known limits</h3>
        <ul>
          {data.accessibility.limits.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <p>
          If something on this site is hard to use for you, <Link to="/contact">tell us</Link> and we will help and fix it.
        </p>
      </InfoSection>
      <p className="info-more">
        Offices, leadership and how to reach sales and support: <Link to="/company">About the company</Link>.
      </p>
    </div>
  );
}
