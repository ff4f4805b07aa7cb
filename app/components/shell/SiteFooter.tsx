import { Link } from "@remix-run/react";
import type { PublicConfig } from "~/lib/publicConfig";
import { ArrowUpIcon, LogoMark, SocialIcon } from "./icons";
import { animateScrollTo, isModifiedClick } from "./scroll";
import { useUi } from "~/hooks/uiContext";
import { contactHref } from "~/lib/shellUi";
import { SectionItems } from "./useSectionNav";
import type { MouseEvent } from "react";

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

  const enhance = (open: () => void) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(e)) return;
    e.preventDefault();
    open();
  };

  const portalHost = new URL(config.clientPortalUrl).host;
  const openPortal = enhance(() =>
    ui.openModal({
      type: "confirm",
      headline: "You are leaving this site",
      body: `Client Login opens our client portal at ${portalHost}, a separate site with its own sign-in. Continue to the portal?`,
      callback: () => window.location.assign(config.clientPortalUrl),
    }),
  );

  const toTop = (e: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(e)) return;
    e.preventDefault();
    // Focus follows the view: the first control at the top of the page (the home link).
    void animateScrollTo(0).then(() => document.querySelector<HTMLElement>("#top a")?.focus({ preventScroll: true }));
  };

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
                <a href={contactHref()} onClick={enhance(() => ui.openContact({ kind: "default" }))}>
                  Contact Us
                </a>
              </li>
              <li>
                <Link to="/news" prefetch="intent">
                  News
                </Link>
              </li>
              <li>
                <Link to="/customers" prefetch="intent">
                  Customer stories
                </Link>
              </li>
              <li>
                <Link to="/company" prefetch="intent">
                  About the Company
                </Link>
              </li>
              <li>
                <Link to="/trust-centre" prefetch="intent">
                  Trust Centre
                </Link>
              </li>
              <li>
                <a href={`mailto:${config.salesEmail}`}>{config.salesEmail}</a>
              </li>
              <li>
                <a href="/privacy" aria-haspopup="dialog" onClick={enhance(ui.openPrivacy)}>
                  Privacy Policy
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
