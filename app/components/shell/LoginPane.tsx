import { Link, useFetcher } from "@remix-run/react";
import { useRef } from "react";
import { OverlayClose } from "./OverlayClose";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { StaffSignInFields } from "./StaffSignInFields";
import { useRootData } from "~/hooks/rootData";
import { type LoginActionData, STAFF_LOGIN_PATH as SIGN_IN_ACTION } from "~/lib/auth/loginActionData";
import { useOverlay } from "./useOverlay";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

/** Where staff land after signing in from the public site. */
const LOGIN_REDIRECT = "/admin";

/**
 * The Log In pane (R-HOME-SECTIONS "a login pane named login"), opened by the header's Log In in
 * one click: the staff sign-in form of
 * /admin/login, over the page. It posts there through a fetcher, so it works without JavaScript
 * too (the browser then lands on the /admin/login page). On success the action redirects (the
 * fetcher follows, and the navigation closes the pane); on failure it answers
 * `{ error, fieldErrors?, needsCode? }` with a 4xx; `needsCode` turns the pane to its second
 * step, the code. Below the form, the two other ways in: the client portal and the demo sign-in.
 */
export function LoginPane({ onClose }: { onClose(): void }) {
  const { config } = useRootData();
  const fetcher = useFetcher<LoginActionData>();
  const dialog = useRef<HTMLDialogElement>(null);
  const backdrop = useOverlay(dialog, onClose, "#login-pane-email");
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;

  return (
    <dialog ref={dialog} id="login" open aria-modal="true" aria-labelledby="login-title" className="overlay overlay--pane" {...backdrop}>
      <div className="overlay-panel pane-panel">
        <div className="pane-head">
          <h2 id="login-title">Log In</h2>
          <OverlayClose label="Close log in" onClose={onClose} />
        </div>
        <p className="pane-intro">Employee sign-in to the {config.siteTitle} staff area.</p>
        <fetcher.Form method="post" action={SIGN_IN_ACTION} name="login" className="form" noValidate>
          {result?.needsCode && !result.error ? <p className="pane-intro">Two-factor sign-in is on for this account.</p> : null}
          <ErrorAlert focusOn={result}>{result?.error}</ErrorAlert>
          <input type="hidden" name="redirectTo" value={LOGIN_REDIRECT} />
          <StaffSignInFields idPrefix="login-pane" result={result} />
          <SubmitButton busy={busy} busyLabel="Logging in…" className="button button--block">
            Log In
          </SubmitButton>
        </fetcher.Form>
        <nav className="pane-notes pane-signins" aria-label="Other sign-ins">
          <ul>
            <li>
              <a href={config.clientPortalUrl} rel="noopener">
                Client Login
              </a>{" "}
              <span>Your institution&apos;s client portal</span>
            </li>
            <li>
              <Link to="/demo" onClick={onClose}>
                Demo sign-in
              </Link>{" "}
              <span>Videos for invited prospects</span>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
