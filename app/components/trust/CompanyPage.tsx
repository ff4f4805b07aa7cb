import { Link } from "@remix-run/react";
import type { CompanyProfile } from "~/lib/company/profile";
import { InfoCard, InfoSection } from "./InfoSection";

const Sample = () => <span className="tag tag--sample">Sample</span>;

/**
 * /company (issue 29 point 2): offices with addresses and telephone numbers, leadership, and how
 * to reach sales and support. Invented data carries a visible "Sample" tag until a vendor
 * replaces it (server/company/companyProfile.server.ts).
 */
export function CompanyPage({ profile, brand }: { profile: CompanyProfile; brand: string }) {
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

      <InfoSection id="contact" title="Reach sales and support">
        <div className="info-grid info-grid--pairs">
          {profile.channels.map((c) => (
            <InfoCard key={c.type} id={`channel-${c.type.replace(" ", "-")}`} title={c.label} tag={c.sample ? <Sample /> : null}>
              <dl className="info-facts">
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${c.email}`}>{c.email}</a>
                </dd>
                <dt>Telephone</dt>
                <dd>
                  <a href={`tel:${c.phone}`}>{c.phoneDisplay}</a>
                </dd>
                <dt>Hours</dt>
                <dd>{c.hours}</dd>
              </dl>
              {c.type === "sales" ? (
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

      <InfoSection id="offices" title="Offices">
        <div className="info-grid">
          {profile.offices.map((o) => (
            <InfoCard key={o.city} id={`office-${o.country}`} title={o.city} tag={o.sample ? <Sample /> : null}>
              <p className="info-role">{o.role}</p>
              <address>
                {o.street}
                <br />
                {[o.locality, o.region, o.postalCode].filter(Boolean).join(" ")}
                <br />
                {o.countryName}
                <br />
                <a href={`tel:${o.phone}`}>{o.phoneDisplay}</a>
              </address>
            </InfoCard>
          ))}
        </div>
      </InfoSection>

      <InfoSection id="leadership" title="Leadership">
        <ul className="info-grid info-grid--pairs info-people">
          {profile.leaders.map((l) => (
            <li key={l.title} className="info-card">
              <p className="info-name">
                {l.name}
                {l.sample ? <Sample /> : null}
              </p>
              <p className="info-role">{l.title}</p>
              <p>{l.bio}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <p className="info-more">
        Security, privacy, hosting and how to report a vulnerability: <Link to="/trust-centre">Trust centre</Link>.
      </p>
    </div>
  );
}
