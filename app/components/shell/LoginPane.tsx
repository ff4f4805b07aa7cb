import { Link, useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { useRootData } from "~/lib/rootData";
import { CloseIcon, SpinnerIcon } from "./icons";
import { useOverlay } from "./useOverlay";

/** Where staff land after signing in from the public site. */
export const LOGIN_REDIRECT = "/admin";

/**
 * The Log In pane (SPEC §2.2 "a login pane named login"): the staff sign-in form. It posts to
 * /login through a fetcher, so it works without JavaScript too (the browser then lands on the
 * /login page). On success /login redirects; on failure it answers `{ error }` with a 4xx.
 */
export function LoginPane({ onClose }: { onClose(): void }) {
  const { config } = useRootData();
  const fetcher = useFetcher<{ error?: string }>();
  const dialog = useRef<HTMLDialogElement>(null);
  const email = useRef<HTMLInputElement>(null);
  const backdrop = useOverlay(dialog, onClose, email);
  const busy = fetcher.state !== "idle";
  const error = !busy ? fetcher.data?.error : undefined;

  return (
    <dialog ref={dialog} id="login" open aria-modal="true" aria-labelledby="login-title" className="overlay overlay--pane" {...backdrop}>
      <div className="overlay-panel pane-panel">
        <div className="pane-head">
          <h2 id="login-title">Log In</h2>
          <button type="button" className="icon-button overlay-close" onClick={onClose} aria-label="Close log in">
            <CloseIcon />
          </button>
        </div>
        <p className="pane-intro">Employee sign-in to the {config.siteTitle} staff area.</p>
        <fetcher.Form method="post" action="/login" name="login" className="form" aria-describedby={error ? "login-error" : undefined}>
          <input type="hidden" name="redirectTo" value={LOGIN_REDIRECT} />
          <div className="field">
            <label htmlFor="login-email">Email</label>
            <input ref={email} id="login-email" name="email" type="email" autoComplete="username" required maxLength={254} />
          </div>
          <div className="field">
            <label htmlFor="login-password">Password</label>
            <input id="login-password" name="password" type="password" autoComplete="current-password" required />
          </div>
          <label className="checkbox">
            <input type="checkbox" name="remember" value="on" />
            Remember me
          </label>
          {error && (
            <p id="login-error" className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--block" disabled={busy} aria-disabled={busy}>
            {busy ? (
              <>
                <SpinnerIcon size={18} />
                Signing in…
              </>
            ) : (
              "Sign In"
            )}
          </button>
        </fetcher.Form>
        <div className="pane-notes">
          <p>
            Clients: use <a href={config.clientPortalUrl}>Client Login</a> for the client portal.
          </p>
          <p>
            Invited to a demonstration? Sign in on the <Link to="/demo" onClick={onClose}>demo page</Link>.
          </p>
        </div>
      </div>
    </dialog>
  );
}
