import { OverlayClose } from "./OverlayClose";
import { useRef } from "react";
import { onPlainClick } from "./scroll";
import { useUi } from "~/hooks/uiContext";
import { contactHref } from "~/lib/shellUi";
import { useOverlay } from "./useOverlay";
import { SectionItems } from "./useSectionNav";

/**
 * The collapsed slide-in menu for narrow screens (R-HOME-SECTIONS, R-CONTACT-OVERLAY): the same entries as the full
 * navigation. Choosing any entry closes it; its contact item opens the form as Request a Demo.
 * Log In opens the login pane, as the header's does. Search, Contact Us and Log In replace the
 * menu with their overlay.
 */
export function CollapsedMenu({ onClose, productId }: { onClose(): void; productId?: string }) {
  const ui = useUi();
  const dialog = useRef<HTMLDialogElement>(null);
  const backdrop = useOverlay(dialog, onClose);
  // On a product page, Request a Demo of that product.
  const demo = { kind: "demo" as const, productId };

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
              <a href={contactHref(demo)} onClick={onPlainClick(() => ui.openContact(demo))}>
                Contact Us
              </a>
            </li>
            <li>
              <button type="button" className="menu-link-button" aria-haspopup="dialog" onClick={ui.openLogin}>
                Log In
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
