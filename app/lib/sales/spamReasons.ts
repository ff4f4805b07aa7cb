/**
 * The signals that mark a contact request as suspected spam (decision record 0034), as stored
 * (`suspected_spam.reasons`, comma-separated codes) and as staff read them. Speed is not one:
 * autofill sends a form within a second, and public pages come from the edge's copy.
 */
export const SPAM_REASONS = {
  honeypot: "Filled in the hidden field that only automated senders see",
  "forged-token": "The form's signed timestamp was forged or not issued by this site",
  "link-in-name": "A web address in the name or company name",
  "many-links": "Three or more web addresses in the comments",
} as const;

export type SpamReason = keyof typeof SPAM_REASONS;

const isReason = (code: string): code is SpamReason => Object.hasOwn(SPAM_REASONS, code);

/** The stored codes as staff read them; an unknown code (from a later version) is shown as it is. */
export const spamReasonLabels = (stored: string): string[] =>
  stored
    .split(",")
    .filter(Boolean)
    .map((code) => (isReason(code) ? SPAM_REASONS[code] : code));

/** Days a suspected-spam request is kept before the scheduled work deletes it. */
export const SUSPECTED_SPAM_DAYS = 30;
