import { Link } from "@remix-run/react";
import { type CompanyProfile, e164 } from "~/lib/company/profile";
import { InfoCard, InfoSection } from "./InfoSection";

const Sample = () => <span className="tag tag--sample">Sample</span>;

/**
 * /company: how to reach sales and support, the offices with addresses and telephone numbers, and
 * the leadership, as staff keep them at /admin/company (decision record 0039). A section shows
 * only when it has entries (a new site has none); entries the seed invented carry a "Sample" tag.
 */
export function CompanyPage({
  profile,
  brand,
  leadersNotice,
}: {
  /** A leader shown in English on a page in another language carries `lang` (decision record 0054). */
  profile: Omit<CompanyProfile, "leaders"> & { leaders: (CompanyProfile["leaders"][number] & { lang?: string })[] };
  brand: string;
  /** Said once above the leadership, in the page's language, when some leaders' words are English. */
  leadersNotice?: string | null;
}) {
  const anySample = [...profile.offices, ...profile.leaders, ...profile.channels].some((x) => x.sample);
  return (
    <div className="container page info-page">
      <header className="page-band">
        <p className="eyebrow">Company</p>
        <h1>About {brand}</h1>
        <p className="lead">Who we are, where to find us, and how to reach the people who sell and support our software.</p>
      </header>
      {anySample ? (
        <p className="info-notice" role="note">
          Entries tagged <Sample /> are sample data for this demonstration site: the names, addresses and telephone numbers are placeholders, not real people or
          offices.
        </p>
      ) : null}

      {profile.channels.length ? (
        <InfoSection id="contact" title="Reach sales and support">
          <div className="info-grid info-grid--pairs">
            {profile.channels.map((c) => (
              <InfoCard key={c.id} id={`channel-${c.id}`} title={c.label} tag={c.sample ? <Sample /> : null}>
                <dl className="info-facts">
                  {c.email ? (
                    <>
                      <dt>E-mail</dt>
                      <dd>
                        <a href={`mailto:${c.email}`}>{c.email}</a>
                      </dd>
                    </>
                  ) : null}
                  {c.telephone ? (
                    <>
                      <dt>Telephone</dt>
                      <dd>
                        <a href={`tel:${e164(c.telephone)}`}>{c.telephone}</a>
                      </dd>
                    </>
                  ) : null}
                  {c.hours ? (
                    <>
                      <dt>Hours</dt>
                      <dd>{c.hours}</dd>
                    </>
                  ) : null}
                </dl>
                {c.contactType === "sales" ? (
                  <p>
                    <Link to="/contact?preset=demo" className="button">
                      Request a Demo
                    </Link>
                  </p>
                ) : null}
              </InfoCard>
            ))}
          </div>
        </InfoSection>
      ) : null}

      {profile.offices.length ? (
        <InfoSection id="offices" title={profile.offices.length === 1 ? "Office" : "Offices"}>
          <div className="info-grid">
            {profile.offices.map((o) => (
              <InfoCard key={o.id} id={`office-${o.id}`} title={o.city} tag={o.sample ? <Sample /> : null}>
                {o.role ? <p className="info-role">{o.role}</p> : null}
                <address>
                  {o.street}
                  <br />
                  {[o.locality, o.region, o.postalCode].filter(Boolean).join(" ")}
                  <br />
                  {o.countryName}
                  {o.telephone ? (
                    <>
                      <br />
                      <a href={`tel:${e164(o.telephone)}`}>{o.telephone}</a>
                    </>
                  ) : null}
                </address>
              </InfoCard>
            ))}
          </div>
        </InfoSection>
      ) : null}

      {profile.leaders.length ? (
        <InfoSection id="leadership" title="Leadership">
          {leadersNotice ? <p className="info-english-notice">{leadersNotice}</p> : null}
          <ul className="info-grid info-grid--pairs info-people">
            {profile.leaders.map((l) => (
              <li key={l.id} className="info-card info-person">
                {l.photo ? <img className="info-photo" src={l.photo.url} alt={l.photo.alt} width={96} height={96} loading="lazy" decoding="async" /> : null}
                <div>
                  <p className="info-name">
                    {l.name}
                    {l.sample ? <Sample /> : null}
                  </p>
                  <p className="info-role" lang={l.lang}>
                    {l.title}
                  </p>
                  {l.bio ? <p lang={l.lang}>{l.bio}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </InfoSection>
      ) : null}

      <p className="info-more">
        Security, privacy, hosting and how to report a vulnerability: <Link to="/trust-centre">Trust centre</Link>.
      </p>
    </div>
  );
}
