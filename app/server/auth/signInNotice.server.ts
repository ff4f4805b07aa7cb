import type { D1 } from "../platform/d1Sessions.server";

/**
 * The owner's notice of a change to how their account signs in (decision record 0036): a passkey
 * added or removed, the second factor turned on or reset, new recovery codes, a new password. A
 * stolen session that managed to add a way in is then at least known to the one person who can
 * tell it was not them. The message goes through the outbox (decision record 0013), queued in the
 * change's own batch: with `ifChanged` it stands only if the statement just before it changed a row
 * (the change, or its audit row written only if the change was), so no notice tells of a change
 * that did not happen, and no change goes without its notice.
 */
type SignInChange =
  | { kind: "passkey.add"; name: string }
  | { kind: "passkey.remove"; name: string }
  | { kind: "2fa.enrol" }
  | { kind: "2fa.reset"; by: string }
  | { kind: "password.change" };

/** What a notice says about where the change came from: the site's name and the request's User-Agent. */
export interface NoticeContext {
  site: string;
  userAgent: string | null;
}

export const noticeContext = (env: { SITE_TITLE: string }, request: Request): NoticeContext => ({
  site: env.SITE_TITLE,
  userAgent: request.headers.get("User-Agent"),
});

interface NoticeRecipient {
  /** The account's e-mail address (the notice's To). */
  email: string;
  /** The staff user's id (the outbox row's author), or null for a demo user. */
  staffUserId: string | null;
  /** Where a reply goes: an administrator other than the owner, or the demo user's contact. */
  replyTo: string | null;
}

function what(change: SignInChange): { subject: string; line: string } {
  switch (change.kind) {
    case "passkey.add":
      return { subject: "A passkey was added to your account", line: `A passkey named “${change.name}” was added to your account.` };
    case "passkey.remove":
      return { subject: "A passkey was removed from your account", line: `The passkey named “${change.name}” was removed from your account.` };
    case "2fa.enrol":
      return {
        subject: "Two-factor sign-in was turned on",
        line: "Two-factor sign-in was turned on for your account with a new authenticator app, and ten new recovery codes were made.",
      };
    case "2fa.reset":
      return {
        subject: "Your two-factor sign-in was reset",
        line: `${change.by} reset your two-factor sign-in: your authenticator app, recovery codes and passkeys no longer work, and every session of your account was ended.`,
      };
    case "password.change":
      return { subject: "Your password was changed", line: "The password of your account was changed. Every other session of your account was signed out." };
  }
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** The device's browser, coarse ("Chrome on Windows"), from the User-Agent; never the string itself. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? "";
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return `${browser ?? "A browser"}${system ? ` on ${system}` : ""}`;
  return "An unknown browser or program";
}

/** "2026-11-28 17:45 UTC": the notice is read anywhere, so the time says its zone. */
const when = (nowMs: number) => `${new Date(nowMs).toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function signInNoticeText(site: string, to: NoticeRecipient, change: SignInChange, userAgent: string | null, nowMs: number) {
  const { subject, line } = what(change);
  const text = [
    `${line}`,
    "",
    `Account: ${to.email}`,
    `When: ${when(nowMs)}`,
    `Device: ${describeDevice(userAgent)}`,
    "",
    "If this was you, there is nothing to do.",
    "",
    to.staffUserId
      ? "If it was not you, reply to this e-mail or tell an administrator at once: they can reset your second factor, remove passkeys and end every session of your account. Then change your password."
      : "If it was not you, reply to this e-mail or tell your contact at once: they can end your access and send you a new invitation.",
  ].join("\n");
  return { subject: `${site}: ${subject}`, text };
}

/**
 * The outbox insert for one notice, for the change's batch. `ifChanged`: only if the statement
 * right before it changed a row (SQLite's changes(), as auditStatement's ifChanged).
 */
export function signInNoticeStatement(
  db: D1,
  input: { site: string; to: NoticeRecipient; change: SignInChange; userAgent: string | null; ifChanged?: boolean },
  nowMs = Date.now(),
): D1PreparedStatement {
  const { subject, text } = signInNoticeText(input.site, input.to, input.change, input.userAgent, nowMs);
  const at = new Date(nowMs).toISOString();
  return db
    .prepare(
      `INSERT INTO email_outbox (id, kind, to_address, reply_to, subject, body_text, source, created_by, created_at, next_attempt_at)
       SELECT ?1, 'staff', ?2, ?3, ?4, ?5, 'staff', ?6, ?7, ?7${input.ifChanged ? " WHERE changes() > 0" : ""}`,
    )
    .bind(crypto.randomUUID(), input.to.email, input.to.replyTo, subject.slice(0, 300), text, input.to.staffUserId, at);
}

/** A staff recipient: replies go to an administrator other than the owner (none: the reply stays unanswered, the text says to tell one). */
export async function staffNoticeRecipient(db: D1, user: { id: string; email: string }): Promise<NoticeRecipient> {
  const admin = await db
    .prepare("SELECT email FROM staff_users WHERE role = 'admin' AND id <> ?1 ORDER BY created_at LIMIT 1")
    .bind(user.id)
    .first<{ email: string }>();
  return { email: user.email, staffUserId: user.id, replyTo: admin?.email ?? null };
}

/** A demo recipient: replies go to the staff member who invited them, or sales. */
export async function demoNoticeRecipient(db: D1, demoUserId: string, salesEmail: string): Promise<NoticeRecipient | null> {
  const row = await db
    .prepare("SELECT u.email, s.email AS owner FROM demo_users u LEFT JOIN staff_users s ON s.id = u.created_by WHERE u.id = ?1")
    .bind(demoUserId)
    .first<{ email: string; owner: string | null }>();
  return row ? { email: row.email, staffUserId: null, replyTo: row.owner ?? salesEmail } : null;
}
