import { useState } from "react";
import { BROWSER_WARNING_COOKIE, type BrowserWarningContent } from "~/lib/browser";
import { CloseIcon, WarningIcon } from "./icons";

/**
 * The outdated-browser banner (R-BROWSER-WARNING, R-ERRORS). The server decides whether it shows (root loader,
 * from the User-Agent), so it is in the first HTML. Dismissing sets a session cookie, so the
 * server leaves it out of every later page until the browser closes.
 */
export function BrowserWarning({ content }: { content: BrowserWarningContent }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;

  const dismiss = () => {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    // Written in the browser by hand, on purpose: the server reads and writes every other cookie
    // through app/server/platform/cookies.server.ts, and a cookie library here would weigh on every
    // public page's first load for one line.
    document.cookie = `${BROWSER_WARNING_COOKIE}=dismissed; Path=/; SameSite=Lax${secure}`;
    setOpen(false);
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <section className="browser-warning" aria-label="Browser warning">
      <div className="container browser-warning-inner">
        <WarningIcon className="browser-warning-icon" />
        <div>
          <p className="browser-warning-text">{content.message}</p>
          <ul className="browser-links" aria-label="Download a current browser">
            {content.downloads.map(({ name, url }) => (
              <li key={name}>
                <a href={url} rel="noopener noreferrer">
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <button type="button" className="icon-button" onClick={dismiss} aria-label="Dismiss browser warning">
          <CloseIcon />
        </button>
      </div>
    </section>
  );
}
