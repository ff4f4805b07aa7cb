import { useEffect, useState } from "react";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

/**
 * Whether this browser can use passkeys at all: feature detection after hydration (the server
 * cannot know), so no passkey button is ever rendered where `PublicKeyCredential` is missing, and
 * the password form stays the whole screen there.
 */
export function usePasskeySupport(): boolean | null {
  // null until the browser has been asked (the server cannot know): callers show neither the
  // control nor a "cannot" message before hydration.
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => setSupported(typeof window !== "undefined" && typeof window.PublicKeyCredential === "function"), []);
  return supported;
}

/**
 * "Sign in with a passkey", offered first on the sign-in screens, with "or" leading to the
 * password form below (a browser without passkeys shows only the form); with `after`, it follows
 * the password form instead, "or" above it, for screens whose people mostly hold a password (the
 * demo sign-in). `run` loads the passkey code on click (never before) and does the ceremony; its
 * error is shown here, announced.
 */
export function PasskeySignIn({
  run,
  label = "Sign in with a passkey",
  orText,
  after = false,
}: {
  run(): Promise<string | null>;
  label?: string;
  orText: string;
  after?: boolean;
}) {
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Until the browser has answered (the server's page, and hydration), the block is drawn with its
  // button disabled, so the form below it does not move down when the page starts to run. Without
  // scripts, identity.css hides it.
  if (supported === false) return null;
  const click = async () => {
    setBusy(true);
    setError(null);
    const problem = await run().catch(() => "Something went wrong. Please try again.");
    setBusy(false);
    setError(problem);
  };
  const or = (
    <p className="passkey-or">
      <span>{orText}</span>
    </p>
  );
  return (
    <div className={after ? "passkey-first passkey-after" : "passkey-first"}>
      {after ? or : null}
      <ErrorAlert>{error}</ErrorAlert>
      <button
        type="button"
        className={after ? "button button--secondary button--block passkey-button" : "button button--block passkey-button"}
        onClick={click}
        disabled={busy || !supported}
        aria-busy={busy}
      >
        <KeyIcon />
        {busy ? "Waiting for your passkey…" : label}
      </button>
      {after ? null : or}
    </div>
  );
}

function KeyIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="8" cy="15" r="4" />
      <path d="M10.8 12.2 20 3M16 7l3 3M14 9l2 2" strokeLinecap="round" />
    </svg>
  );
}
