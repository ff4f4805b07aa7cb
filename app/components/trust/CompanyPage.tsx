import { Link } from "@remix-run/react";
import { FilledWords } from "~/components/FilledWords";
import { type CompanyProfile, e164 } from "~/lib/company/profile";
import type { PageKey, PageWords } from "~/lib/i18n/pageWords";
import { InfoCard, InfoSection } from "./InfoSection";

/** The page's own words in its language, resolved on the server (decision record 0056). */
type CompanyWords = PageWords<Extract<PageKey, `company.${string}`>>;

/**
 * /company: how to reach sales and support, the offices with addresses and telephone numbers, and
 * the leadership, as staff keep them at /admin/company (decision record 0039). A section shows
 * only when it has entries (a new site has none); entries the seed invented carry a "Sample" tag.
 */
export function CompanyPage({
  profile,
  brand,
  englishNotices,
  words,
  links,
}: {
  /** An entry shown in English on a page in another language carries `lang` (decision record 0054). */
  profile: { [K in keyof CompanyProfile]: (CompanyProfile[K][number] & { lang?: string })[] };
  brand: string;
  /** Said once at the top of a section, in the page's language, when some of its entries' words are English. */
  englishNotices?: Partial<Record<keyof CompanyProfile, string | null>>;
  words: CompanyWords;
  /** The demo request and the trust centre in the page's language, made by the loader. */
  links: { demo: string; trust: string };
}) {
  const sample = <span className="tag tag--sample">{words["company.sample"]}</span>;
  const anySample = [...profile.offices, ...profile.leaders, ...profile.channels].some((x) => x.sample);
  return (
    <div className="container page info-page">
      <header className="page-band">
        <p className="eyebrow">{words["company.title"]}</p>
        <h1>
          <FilledWords words={words["company.heading"]} values={{ brand }} />
        </h1>
        <p className="lead">{words["company.lead"]}</p>
      </header>
      {anySample ? (
        <p className="info-notice" role="note">
          <FilledWords words={words["company.sampleNotice"]} values={{ sample: sample }} />
        </p>
      ) : null}

      {profile.channels.length ? (
        <InfoSection id="contact" title={words["company.channels"]}>
          {englishNotices?.channels ? <p className="info-english-notice">{englishNotices.channels}</p> : null}
          <div className="info-grid info-grid--pairs">
            {profile.channels.map((c) => (
              <InfoCard key={c.id} id={`channel-${c.id}`} title={<bdi lang={c.lang}>{c.label}</bdi>} tag={c.sample ? sample : null}>
                <dl className="info-facts">
                  {c.email ? (
                    <>
                      <dt>{words["company.email"]}</dt>
                      <dd>
                        <a href={`mailto:${c.email}`} dir="ltr">
                          {c.email}
                        </a>
                      </dd>
                    </>
                  ) : null}
                  {c.telephone ? (
                    <>
                      <dt>{words["company.telephone"]}</dt>
                      <dd>
                        <a href={`tel:${e164(c.telephone)}`} dir="ltr">
                          {c.telephone}
                        </a>
                      </dd>
                    </>
                  ) : null}
                  {c.hours ? (
                    <>
                      <dt>{words["company.hours"]}</dt>
                      {/* Isolated, not turned, as a leader's words: English keeps its order on an Arabic page, the card its alignment. */}
                      <dd lang={c.lang}>
                        <bdi>{c.hours}</bdi>
                      </dd>
                    </>
                  ) : null}
                </dl>
                {c.contactType === "sales" ? (
                  <p>
                    <Link to={links.demo} className="button">
                      {words["company.requestDemo"]}
                    </Link>
                  </p>
                ) : null}
              </InfoCard>
            ))}
          </div>
        </InfoSection>
      ) : null}

      {profile.offices.length ? (
        <InfoSection id="offices" title={profile.offices.length === 1 ? words["company.office"] : words["company.offices"]}>
          {englishNotices?.offices ? <p className="info-english-notice">{englishNotices.offices}</p> : null}
          <div className="info-grid">
            {profile.offices.map((o) => (
              <InfoCard key={o.id} id={`office-${o.id}`} title={<bdi>{o.city}</bdi>} tag={o.sample ? sample : null}>
                {o.role ? (
                  <p className="info-role" lang={o.lang}>
                    <bdi>{o.role}</bdi>
                  </p>
                ) : null}
                <address dir="auto">
                  {o.street}
                  <br />
                  {[o.locality, o.region, o.postalCode].filter(Boolean).join(" ")}
                  <br />
                  {o.countryName}
                  {o.telephone ? (
                    <>
                      <br />
                      <a href={`tel:${e164(o.telephone)}`} dir="ltr">
                        {o.telephone}
                      </a>
                    </>
                  ) : null}
                </address>
              </InfoCard>
            ))}
          </div>
        </InfoSection>
      ) : null}

      {profile.leaders.length ? (
        <InfoSection id="leadership" title={words["company.leadership"]}>
          {englishNotices?.leaders ? <p className="info-english-notice">{englishNotices.leaders}</p> : null}
          <ul className="info-grid info-grid--pairs info-people">
            {profile.leaders.map((l) => (
              <li key={l.id} className="info-card info-person">
                {l.photo ? <img className="info-photo" src={l.photo.url} alt={l.photo.alt} width={96} height={96} loading="lazy" decoding="async" /> : null}
                <div>
                  <p className="info-name">
                    <bdi>{l.name}</bdi>
                    {l.sample ? sample : null}
                  </p>
                  {/* Isolated, not turned: English words keep their order on an Arabic page, the card its alignment. */}
                  <p className="info-role" lang={l.lang}>
                    <bdi>{l.title}</bdi>
                  </p>
                  {l.bio ? (
                    <p lang={l.lang}>
                      <bdi>{l.bio}</bdi>
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </InfoSection>
      ) : null}

      <p className="info-more">
        <FilledWords words={words["company.more"]} values={{ link: <Link to={links.trust}>{words["company.moreLink"]}</Link> }} />
      </p>
    </div>
  );
}
