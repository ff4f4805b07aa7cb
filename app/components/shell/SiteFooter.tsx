import { Link } from "@remix-run/react";
import type { PublicConfig } from "~/lib/publicConfig";
import { LogoMark } from "./icons";
import { ArrowUpIcon, SocialIcon } from "./footerIcons";
import { SITE_PAGES } from "./navItems";
import { animateScrollTo, onPlainClick } from "./scroll";
import { useUi } from "~/hooks/uiContext";
import { contactHref } from "~/lib/shellUi";
import { SectionItems } from "./useSectionNav";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { useLocalizedPath, useMessages } from "~/hooks/messages";

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
  const t = useMessages();
  const localized = useLocalizedPath();

  const portalHost = new URL(config.clientPortalUrl).host;
  const openPortal = onPlainClick(() =>
    ui.openModal({
      type: "confirm",
      headline: t("footer.leavingHeadline"),
      body: t("footer.leavingBody", { host: portalHost }),
      callback: () => window.location.assign(config.clientPortalUrl),
    }),
  );

  // Focus follows the view: the first control at the top of the page (the home link).
  const toTop = onPlainClick(() => void animateScrollTo(0).then(() => document.querySelector<HTMLElement>("#top a")?.focus({ preventScroll: true })));

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to={localized("/")} className="brand brand--footer" prefetch="intent">
            <LogoMark size={28} />
            <span className="brand-name">{brand}</span>
          </Link>
          <p>{t("footer.tagline")}</p>
          {config.social.length > 0 && (
            <ul className="social-links" aria-label={t("footer.social")}>
              {config.social.map((s) => (
                <li key={s.name}>
                  <a href={s.url} rel="noopener noreferrer" aria-label={t("footer.socialLink", { site: config.siteTitle, network: s.name })}>
                    <SocialIcon name={s.name} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav id="footer-nav" className="footer-nav" aria-label={t("footer.label")}>
          <div>
            <h2>{t("footer.explore")}</h2>
            <ul>
              <SectionItems />
              <li>
                <Link to={localized("/sitemap")} prefetch="intent">
                  {t("footer.sitemap")}
                </Link>
              </li>
            </ul>
          </div>
          <div>
            <h2>{t("footer.company")}</h2>
            <ul>
              <li>
                <a href={localized(contactHref())} onClick={onPlainClick(() => ui.openContact({ kind: "default" }))}>
                  {t("nav.contact")}
                </a>
              </li>
              {(
                [
                  [SITE_PAGES.news, "footer.news"],
                  [SITE_PAGES.customers, "footer.customers"],
                  [SITE_PAGES.company, "footer.companyPage"],
                  [SITE_PAGES.trustCentre, "footer.trustCentre"],
                ] as const
              ).map(([page, key]) => (
                <li key={page.path}>
                  <Link to={localized(page.path)} prefetch="intent">
                    {t(key)}
                  </Link>
                </li>
              ))}
              <li>
                <a href={`mailto:${config.salesEmail}`}>
                  <bdi>{config.salesEmail}</bdi>
                </a>
              </li>
              <li>
                <a href={localized(SITE_PAGES.privacy.path)} aria-haspopup="dialog" onClick={onPlainClick(ui.openPrivacy)}>
                  {t("footer.privacy")}
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2>{t("footer.signIn")}</h2>
            <ul>
              <li>
                <a href={config.clientPortalUrl} aria-haspopup="dialog" onClick={openPortal}>
                  {t("footer.clientLogin")}
                </a>
              </li>
              <li>
                <Link to="/admin">{t("footer.employeeLogin")}</Link>
              </li>
              <li>
                <Link to="/demo">{t("footer.demoAccess")}</Link>
              </li>
            </ul>
          </div>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p className="copyright">
          © {year} {config.siteTitle}. {t("footer.rights")}
        </p>
        {/* An addition to the specification's footer, like the proof links (decision record 0049). */}
        <LanguageSwitcher />
        <a href="#top" className="to-top" onClick={toTop}>
          <ArrowUpIcon size={18} />
          {t("footer.backToTop")}
        </a>
      </div>
    </footer>
  );
}
