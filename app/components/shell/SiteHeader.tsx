import { STAFF_LOGIN_PATH } from "~/lib/auth/loginActionData";
import { Link, useLocation } from "@remix-run/react";
import { useRef } from "react";
import { contactHref, useUi } from "./uiContext";
import { LogoMark, MenuIcon, SearchIcon } from "./icons";
import { preloadOverlay } from "./lazyOverlays";
import { SECTIONS, sectionHref } from "./navItems";
import { OverlayTrigger } from "./OverlayTrigger";
import { STICKY, stickyClasses } from "./sticky";
import { useSectionLink } from "./useSectionNav";
import { useStickyState } from "./useSticky";
import { isModifiedClick } from "./scroll";
import { DemoSignedIn, useDemoViewer } from "./DemoSignedIn";
import type { RefObject } from "react";

interface Props {
  brand: string;
  /** The element the sticky bar may not leave (header and page, not the footer). */
  container: RefObject<HTMLElement>;
  menuOpen: boolean;
  onOpenMenu(): void;
}

/**
 * The top navigation (R-HOME-SECTIONS, R-SHELL): the four section entries, Search, Contact Us and Log In;
 * on narrow screens a Menu button opens the collapsed slide-in menu. Sticky on every page but '/'.
 */
export function SiteHeader({ brand, container, menuOpen, onOpenMenu }: Props) {
  const ui = useUi();
  const location = useLocation();
  const bar = useRef<HTMLElement>(null);
  const state = useStickyState(location.pathname !== "/", container, bar, location.key);
  const onSection = useSectionLink();
  const demoViewer = useDemoViewer();
  const classes = ["site-nav", ...stickyClasses(state)].join(" ");

  return (
    <header id="top" className="site-header">
      <div className="nav-slot">
        <nav ref={bar} className={classes} style={{ zIndex: STICKY.zIndex }} aria-label="Main">
          <div className="container nav-inner">
            <Link to="/" className="brand" prefetch="intent">
              <LogoMark />
              <span className="brand-name">{brand}</span>
            </Link>
            <ul className="nav-links">
              {SECTIONS.map((s) => (
                <li key={s.anchor}>
                  <a className="nav-link" href={sectionHref(s.anchor)} onClick={onSection(s.anchor)}>
                    {s.title}
                  </a>
                </li>
              ))}
              <li>
                <OverlayTrigger className="nav-link" href="/search" onOpen={ui.openSearch} onIntent={() => preloadOverlay("search")}>
                  <SearchIcon size={18} />
                  Search
                </OverlayTrigger>
              </li>
              <li>
                <a
                  className="nav-link"
                  href={contactHref()}
                  onMouseEnter={() => preloadOverlay("contact")}
                  onFocus={() => preloadOverlay("contact")}
                  onClick={(e) => {
                    if (isModifiedClick(e)) return;
                    e.preventDefault();
                    ui.openContact({ kind: "default" });
                  }}
                >
                  Contact Us
                </a>
              </li>
            </ul>
            {/* The sign-in page is the same form: no second Log In on it. */}
            {demoViewer ? (
              <DemoSignedIn viewer={demoViewer} />
            ) : (
              location.pathname !== STAFF_LOGIN_PATH && (
                <OverlayTrigger
                  className="button button--small nav-login"
                  href={STAFF_LOGIN_PATH}
                  onOpen={ui.openLogin}
                  onIntent={() => preloadOverlay("login")}
                >
                  Log In
                </OverlayTrigger>
              )
            )}
            <OverlayTrigger className="nav-menu-button" href="#footer-nav" onOpen={onOpenMenu} onIntent={() => preloadOverlay("menu")} expanded={menuOpen}>
              <MenuIcon />
              Menu
            </OverlayTrigger>
          </div>
        </nav>
      </div>
    </header>
  );
}
