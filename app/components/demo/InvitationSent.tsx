import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";

/**
 * After a demo user is added: the invitation is on its way by e-mail, and its link is shown this
 * once, for the staff member to hand over themselves (a call, a chat) if the e-mail is slow to
 * arrive. It works once, for 7 days; sending a new invitation ends it.
 */
export function InvitationSent({ username, email, link }: { username: string; email: string; link: string }) {
  const hydrated = useHydrated();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };
  return (
    <section aria-labelledby="invitation-sent-title" className="invitation-sent">
      <h1 id="invitation-sent-title" tabIndex={-1} ref={heading}>
        Demo user {username} added
      </h1>
      <p className="form-success" role="status">
        The invitation is on its way to {email}.
      </p>
      <h2 id="invitation-link-title">The invitation link</h2>
      <p id="invitation-link-hint">
        Shown only now. You can hand it to the prospect yourself; it works once, for 7 days, and lets whoever opens it set the password, so send it only to
        them.
      </p>
      <div className="invitation-link">
        <label className="visually-hidden" htmlFor="invitation-link">
          Invitation link
        </label>
        <input id="invitation-link" type="text" readOnly value={link} aria-describedby="invitation-link-hint" onFocus={(e) => e.currentTarget.select()} />
        {hydrated ? (
          <button type="button" className="button button-secondary" onClick={copy}>
            Copy link
          </button>
        ) : null}
      </div>
      <p role="status" className="admin-muted">
        {copied === "yes" ? "Copied." : copied === "no" ? "The browser did not allow copying: select the link and copy it." : ""}
      </p>
      <p>
        <Link to="/admin/demo/users">Back to demo users</Link> · <Link to="/admin/demo/users/new">Add another</Link>
      </p>
    </section>
  );
}
