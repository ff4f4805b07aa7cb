import { STAFF_LOGIN_PATH } from "~/lib/auth/loginActionData";
import { OverlayClose } from "./OverlayClose";
import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useRootData } from "~/hooks/rootData";
import { onPlainClick } from "./scroll";
import { useUi } from "~/hooks/uiContext";
import { contactHref } from "~/lib/shellUi";
import { useOverlay } from "./useOverlay";
import { SectionItems } from "./useSectionNav";

/**
 * The collapsed slide-in menu for narrow screens (R-HOME-SECTIONS, R-CONTACT-OVERLAY): the same entries as the full
 * navigation. Choosing any entry closes it; its contact item opens the form as Request a Demo.
 * Log In lists the header's three sign-ins (issue 29): Client Login, Employee sign-in (the login
 * pane) and Demo sign-in. Search, Contact Us and Employee sign-in replace the menu with their
 * overlay.
 */
export function CollapsedMenu({ onClose }: { onClose(): void }) {
  const ui = useUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const backdrop = useOverlay(dialog, onClose);
  const { clientPortalUrl } = useRootData().config;

  return (
    <dialog ref={dialog} open aria-modal="true" aria-labelledby="menu-title" className="overlay overlay--pane overlay--menu" {...backdrop}>
      <div className="overlay-panel pane-panel">
        <div className="pane-head">
          <h2 id="menu-title">Menu</h2>
          <OverlayClose label="Close menu" onClose={onClose} />
        </div>
        <nav aria-label="Menu">
          <ul className="menu-links">
            <SectionItems onSelect={onClose} />
            <li>
              <a href="/search" onClick={onPlainClick(ui.openSearch)} aria-haspopup="dialog">
                Search
              </a>
            </li>
            <li>
              <a href={contactHref({ kind: "demo" })} onClick={onPlainClick(() => ui.openContact({ kind: "demo" }))}>
                Contact Us
              </a>
            </li>
          </ul>
          <h3 className="menu-signin-title">Log In</h3>
          <ul className="menu-links menu-signin">
            <li>
              <a href={clientPortalUrl} rel="noopener">
                Client Login
              </a>
            </li>
            <li>
              <a href={STAFF_LOGIN_PATH} onClick={onPlainClick(ui.openLogin)} aria-haspopup="dialog">
                Employee sign-in
              </a>
            </li>
            <li>
              <Link to="/demo" onClick={onClose}>
                Demo sign-in
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
