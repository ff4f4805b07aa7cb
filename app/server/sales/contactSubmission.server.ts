import { CONTACT_FIELDS, contactSchema, contactSchemaFor, type ContactRequest } from "../../lib/contact/schema";
import { say, type ContactWords } from "../../lib/contact/contactWords";
import { fieldErrorsOf } from "../../lib/formErrors";
import type { Env } from "../platform/env.server";
import { issuesOf } from "../platform/result.server";
import { checkFormToken } from "./formToken.server";
import { logError, logEvent } from "../platform/log.server";
import { drainOutbox } from "../email/outbox.server";
import { drainWebhooksSoon } from "../webhooks/webhookDelivery.server";
import { hit, type RateLimitRule } from "../platform/rateLimit.server";
import { createSalesRequest, salesRequestByClientId, type SalesRequest } from "./salesRequests.server";
import { contentSignals, storeSuspectedSpam, suspectedSpamByClientId, type SuspectedSpam } from "./suspectedSpam.server";
import type { SpamReason } from "../../lib/sales/spamReasons";
import type { Language } from "../../lib/i18n/languages";

/**
 * What the Remix action and the JSON API both do with a submitted contact request, in order:
 * validate (one schema) → form token → spam signals → idempotent replay → rate limit → store
 * (a request, or suspected spam: decision record 0034) → drain outbox.
 */
export const CONTACT_BODY_LIMIT = 16 * 1024;
/**
 * Two limits, both shared by the form and the API (one bucket each, so using both gives no extra
 * tries; decision record 0048). Per client address, high enough for a team behind one bank's
 * address (a handful of colleagues asking in the same ten minutes) while it still stops a flood
 * from one machine; per e-mail address, which a flood from many addresses naming one person (each
 * request acknowledges to that address) or one prospect's repeated sends meets first.
 */
const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 600 };
const CONTACT_EMAIL_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 600 };
const contactRateBucket = (ip: string) => `contact:ip:${ip}`;

/** The e-mail address's bucket: a hash, so the limits table holds no address in clear. */
export async function contactEmailBucket(email: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(email.trim().toLowerCase()));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return `contact:email:${hex}`;
}

type SubmissionResult =
  | { kind: "stored"; request: SalesRequest; created: boolean }
  /** Stored as suspected spam (decision record 0034): kept with its reasons, no e-mail sent. */
  | { kind: "suspected-spam"; spam: SuspectedSpam; created: boolean }
  | { kind: "invalid"; errors: Partial<Record<string, string>>; issues: { path: string; message: string }[] }
  /** The form's signed timestamp is missing or over a day old: the visitor must submit again. */
  | { kind: "expired" }
  | { kind: "rate-limited"; retryAfter: number };

interface SubmitOptions {
  ip: string;
  /** Browsers' forms carry a signed timestamp; API clients do not (see the API route). */
  requireFormToken: boolean;
  requestId?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: Date;
  /** The language a request that names none was made in: the page's (from its path); English by default. */
  language?: Language;
  /** The form's words in the page's language, for its field errors (the API answers in English). */
  words?: ContactWords;
}

export async function submitContactRequest(env: Env, raw: unknown, options: SubmitOptions): Promise<SubmissionResult> {
  const parsed = (options.words ? contactSchemaFor(options.words) : contactSchema).safeParse(raw);
  if (!parsed.success) {
    return {
      kind: "invalid",
      errors: fieldErrorsOf(parsed.error),
      issues: issuesOf(parsed.error),
    };
  }
  const input = { ...parsed.data, language: parsed.data.language ?? options.language ?? "en" };
  const now = options.now ?? new Date();

  // Every submission that passes the schema is stored (decision record 0034): one with a spam
  // signal as suspected spam, which sends no e-mail until a staff member restores it. How fast
  // the form was sent is no signal: autofill is fast, and public pages are the edge's copy.
  const reasons: SpamReason[] = contentSignals(input);
  if (options.requireFormToken) {
    const token = await checkFormToken(env.SESSION_SECRET, input.formToken, now.getTime());
    if (!token.ok) {
      // A missing or day-old token is what a real visitor can have (a form left open overnight):
      // they get a visible error and a fresh form, never a silent drop.
      if (token.reason === "missing" || token.reason === "expired") return { kind: "expired" };
      reasons.push("forged-token");
    }
  }

  // A retry of a request already stored is answered with that request, before the rate limit,
  // so a prospect retrying after a lost response is never refused.
  let clientId = input.clientId ?? crypto.randomUUID();
  if (input.clientId) {
    const existing = await salesRequestByClientId(env.DB, input.clientId);
    if (existing && sameRequest(existing, input)) return { kind: "stored", request: existing, created: false };
    const held = existing ? null : await suspectedSpamByClientId(env.DB, input.clientId);
    if (held && sameRequest(held, input)) return { kind: "suspected-spam", spam: held, created: false };
    // The same form sent again with different words (back button, edit, submit) is a new
    // request, not a retry: it gets its own id rather than being swallowed as a duplicate.
    if (existing || held) clientId = crypto.randomUUID();
  }

  // Suspected spam counts against the limits too: storing it must not be unbounded. Both are
  // counted, whichever refuses, so a flood cannot spend one limit while the other holds it back.
  const limits = await Promise.all([
    hit(env.DB, contactRateBucket(options.ip), CONTACT_RATE_LIMIT),
    hit(env.DB, await contactEmailBucket(input.Email), CONTACT_EMAIL_RATE_LIMIT),
  ]);
  const refused = limits.filter((l) => !l.allowed);
  if (refused.length) return { kind: "rate-limited", retryAfter: Math.max(...refused.map((l) => l.retryAfter)) };

  if (reasons.length) {
    let held = await storeSuspectedSpam(env.DB, { ...input, clientId }, reasons, now);
    if (!held.created && !sameRequest(held.spam, input)) held = await storeSuspectedSpam(env.DB, { ...input, clientId: crypto.randomUUID() }, reasons, now);
    logEvent("info", "contact.suspected_spam", { reasons, id: held.spam.id, requestId: options.requestId });
    return { kind: "suspected-spam", ...held };
  }

  const store = (id: string) =>
    createSalesRequest(
      { db: env.DB, salesEmail: env.SALES_EMAIL, siteTitle: env.SITE_TITLE, siteUrl: env.SITE_URL, now, files: env.ASSETS },
      { ...input, clientId: id },
    );
  let { request, created } = await store(clientId);
  // Two different requests raced with one form id: the loser is stored under a new id.
  if (!created && !sameRequest(request, input)) ({ request, created } = await store(crypto.randomUUID()));
  if (created && options.waitUntil) {
    options.waitUntil(drainOutbox(env, { prefer: { salesRequestId: request.id } }).catch((error) => logError(options.requestId ?? "", "outbox.drain", error)));
    drainWebhooksSoon(env, options.waitUntil, options.requestId ?? "");
  }
  return { kind: "stored", request, created };
}

const sameRequest = (a: ContactRequest, b: ContactRequest) => CONTACT_FIELDS.every((f) => a[f] === b[f]);

/** The sentence a visitor reads when they are over the limit (in the form's language; the API's is English). */
export function rateLimitMessage(retryAfter: number, salesEmail: string, words?: ContactWords): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  if (words) return say(words, minutes === 1 ? "rateLimit.one" : "rateLimit.many", { minutes, email: salesEmail });
  return `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or contact ${salesEmail} directly.`;
}
