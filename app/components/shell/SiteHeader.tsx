import { STAFF_LOGIN_PATH } from "~/lib/auth/loginActionData";
import { Link, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { isHomePath } from "~/lib/i18n/languages";
import { useLocalizedPath, useMessages } from "~/hooks/messages";
import { useUi } from "~/hooks/uiContext";
import { ContactLink } from "./links";
import { LogoMark, MenuIcon, SearchIcon } from "./icons";
import { preloadOverlay } from "./lazyOverlays";
import { OverlayTrigger } from "./OverlayTrigger";
import { STICKY, stickyClasses } from "./sticky";
import { SectionItems } from "./useSectionNav";
import { useStickyState } from "./useSticky";
import { useDemoViewer } from "./demoViewer";
import { island } from "../islands";
import type { RefObject } from "react";

interface Props {
  brand: string;
  /** The element the sticky bar may not leave (header and page, not the footer). */
  container: RefObject<HTMLElement>;
  menuOpen: boolean;
  onOpenMenu(): void;
  /** The product of the page, if it is a product page: Request a Demo then carries it. */
  productId?: string;
}

// Only signed-in demo users see it: its code is not in the public pages' first load (decision record 0053).
const DemoSignedIn = island(() => import("./DemoSignedIn").then((m) => m.DemoSignedIn));

/**
 * The top navigation (R-HOME-SECTIONS, R-SHELL): the four section entries, Search, Contact Us and Log In;
 * on narrow screens a Menu button opens the collapsed slide-in menu. Sticky on every page but '/'.
 * Its one filled button, at every width, is Request a Demo; Log In is a quiet button that opens the
 * login pane in one click, as the specification says (the pane also leads to the client portal and
 * the demo sign-in). It shows beside Request a Demo on wide screens and inside Menu on narrow ones.
 */
export function SiteHeader({ brand, container, menuOpen, onOpenMenu, productId }: Props) {
  const ui = useUi();
  const location = useLocation();
  const t = useMessages();
  const localized = useLocalizedPath();
  const bar = useRef<HTMLElement>(null);
  const state = useStickyState(!isHomePath(location.pathname), container, bar, location.key);
  const demoViewer = useDemoViewer();
  const classes = ["site-nav", ...stickyClasses(state)].join(" ");

  return (
    <header id="top" className="site-header">
      <div className="nav-slot">
        <nav ref={bar} className={classes} style={{ zIndex: STICKY.zIndex }} aria-label={t("nav.main")}>
          <div className="container nav-inner">
            <Link to={localized("/")} className="brand" prefetch="intent">
              <LogoMark />
              <span className="brand-name">{brand}</span>
            </Link>
            <ul className="nav-links">
              <SectionItems linkClass="nav-link" />
              <li>
                <OverlayTrigger className="nav-link" href={localized("/search")} onOpen={ui.openSearch} onIntent={() => preloadOverlay("search")}>
                  <SearchIcon size={18} />
                  {t("nav.search")}
                </OverlayTrigger>
              </li>
              <li>
                <ContactLink className="nav-link" preset={{ kind: "default" }}>
                  {t("nav.contact")}
                </ContactLink>
              </li>
            </ul>
            {/* A signed-in demo user's name and Sign out take Log In's and Request a Demo's place (they
                are in the demo already; beside the nav links all three pushed the bar past 1366 px).
                The sign-in page is the same form: no second Log In on it. */}
            {demoViewer ? (
              <DemoSignedIn viewer={demoViewer} />
            ) : (
              <>
                {location.pathname !== STAFF_LOGIN_PATH && (
                  <OverlayTrigger className="nav-link nav-login" href={STAFF_LOGIN_PATH} onOpen={ui.openLogin} onIntent={() => preloadOverlay("login")}>
                    {t("nav.logIn")}
                  </OverlayTrigger>
                )}
                <ContactLink className="button button--small nav-demo" preset={{ kind: "demo", productId }}>
                  {t("nav.requestDemo")}
                </ContactLink>
              </>
            )}
            {/* Last in the bar: the bar shows once it is parsed (shell.css, .nav-inner). */}
            <OverlayTrigger className="nav-menu-button" href="#footer-nav" onOpen={onOpenMenu} onIntent={() => preloadOverlay("menu")} expanded={menuOpen}>
              <MenuIcon />
              <span className="nav-menu-label">{t("nav.menu")}</span>
            </OverlayTrigger>
          </div>
        </nav>
      </div>
    </header>
  );
}
