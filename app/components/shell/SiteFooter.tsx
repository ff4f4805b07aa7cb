import { Link } from "@remix-run/react";
import type { PublicConfig } from "~/lib/publicConfig";
import { ArrowUpIcon, LogoMark, SocialIcon } from "./icons";
import { SITE_PAGES } from "./navItems";
import { animateScrollTo, onPlainClick } from "./scroll";
import { useUi } from "~/hooks/uiContext";
import { contactHref } from "~/lib/shellUi";
import { SectionItems } from "./useSectionNav";

interface Props {
  brand: string;
  config: PublicConfig;
  year: number;
}

/**
 * The footer (R-SHELL): social links, Client Login (the external portal), Employee Login,
 * Sitemap, Privacy Policy, scroll-to-top and the copyright line. It also carries the section
 * links, which is where the Menu link leads when JavaScript is off.
 */
export function SiteFooter({ brand, config, year }: Props) {
  const ui = useUi();

  const portalHost = new URL(config.clientPortalUrl).host;
  const openPortal = onPlainClick(() =>
    ui.openModal({
      type: "confirm",
      headline: "You are leaving this site",
      body: `Client Login opens our client portal at ${portalHost}, a separate site with its own sign-in. Continue to the portal?`,
      callback: () => window.location.assign(config.clientPortalUrl),
    }),
  );

  // Focus follows the view: the first control at the top of the page (the home link).
  const toTop = onPlainClick(() => void animateScrollTo(0).then(() => document.querySelector<HTMLElement>("#top a")?.focus({ preventScroll: true })));

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to="/" className="brand brand--footer" prefetch="intent">
            <LogoMark size={28} />
            <span className="brand-name">{brand}</span>
          </Link>
          <p>Software for banks, central banks, investment and trust companies, and the accounting departments behind them.</p>
          {config.social.length > 0 && (
            <ul className="social-links" aria-label="Social media">
              {config.social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} rel="noopener noreferrer" aria-label={`${config.siteTitle} on ${s.name}`}>
                    <SocialIcon name={s.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav id="footer-nav" className="footer-nav" aria-label="Footer">
          <div>
            <h2>Explore</h2>
            <ul>
              <SectionItems />
              <li>
                <Link to="/sitemap" prefetch="intent">
                  Sitemap
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>Company</h2>
            <ul>
              <li>
                <a href={contactHref()} onClick={onPlainClick(() => ui.openContact({ kind: "default" }))}>
                  {SITE_PAGES.contact.name}
                </a>
              </li>
              {[SITE_PAGES.news, SITE_PAGES.customers, SITE_PAGES.company, SITE_PAGES.trustCentre].map((page) => (
                <li key={page.path}>
                  <Link to={page.path} prefetch="intent">
                    {page.name}
                  </Link>
                </li>
              ))}
              <li>
                <a href={`mailto:${config.salesEmail}`}>{config.salesEmail}</a>
              </li>
              <li>
                <a href={SITE_PAGES.privacy.path} aria-haspopup="dialog" onClick={onPlainClick(ui.openPrivacy)}>
                  {SITE_PAGES.privacy.name}
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2>Sign In</h2>
            <ul>
              <li>
                <a href={config.clientPortalUrl} aria-haspopup="dialog" onClick={openPortal}>
                  Client Login
                </a>
              </li>
              <li>
                <Link to="/admin">Employee Login</Link>
              </li>
              <li>
                <Link to="/demo">Demo Access</Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p className="copyright">
          © {year} {config.siteTitle}. All rights reserved.
        </p>
        <a href="#top" className="to-top" onClick={toTop}>
          <ArrowUpIcon size={18} />
          Back to top
        </a>
      </div>
    </footer>
  );
}
