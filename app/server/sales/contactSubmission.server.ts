import { CONTACT_FIELDS, contactSchema, type ContactRequest } from "../../lib/contact/schema";
import { fieldErrorsOf } from "../../lib/formErrors";
import type { Env } from "../platform/env.server";
import { checkFormToken } from "./formToken.server";
import { logError } from "../platform/log.server";
import { drainOutbox } from "../email/outbox.server";
import { hit, type RateLimitRule } from "../platform/rateLimit.server";
import { createSalesRequest, salesRequestByClientId, type SalesRequest } from "./salesRequests.server";

/**
 * What the Remix action and the JSON API both do with a submitted contact request, in order:
 * validate (one schema) → spam checks → idempotent replay → rate limit → store → drain outbox.
 */
export const CONTACT_BODY_LIMIT = 16 * 1024;
/** Per client address, shared by the form and the API (one bucket, so using both gives no extra tries). */
export const CONTACT_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 600 };
export const contactRateBucket = (ip: string) => `contact:ip:${ip}`;

export type SubmissionResult =
  | { kind: "stored"; request: SalesRequest; created: boolean }
  /** Looks like success to the sender; nothing was stored. */
  | { kind: "spam"; name: string }
  | { kind: "invalid"; errors: Partial<Record<string, string>>; issues: { path: string; message: string }[] }
  /** The form's signed timestamp is missing or over a day old: the visitor must submit again. */
  | { kind: "expired" }
  | { kind: "rate-limited"; retryAfter: number };

export interface SubmitOptions {
  ip: string;
  /** Browsers' forms carry a signed timestamp; API clients do not (see the API route). */
  requireFormToken: boolean;
  requestId?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
  now?: Date;
}

export async function submitContactRequest(env: Env, raw: unknown, options: SubmitOptions): Promise<SubmissionResult> {
  const parsed = contactSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      kind: "invalid",
      errors: fieldErrorsOf(parsed.error),
      issues: parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
    };
  }
  const input = parsed.data;
  const now = options.now ?? new Date();

  // Spam is answered like a success so a bot learns nothing, and NOTHING is stored: no request,
  // no outbox message, not even a rate-limit counter.
  if (input.website) return spam(input.Name, "honeypot", options.requestId);
  if (options.requireFormToken) {
    const token = await checkFormToken(env.SESSION_SECRET, input.formToken, now.getTime());
    if (!token.ok) {
      // A missing or day-old token is what a real visitor can have (a form left open overnight):
      // they get a visible error and a fresh form, never a silent drop.
      if (token.reason === "missing" || token.reason === "expired") return { kind: "expired" };
      return spam(input.Name, token.reason, options.requestId);
    }
  }

  // A retry of a request already stored is answered with that request, before the rate limit,
  // so a prospect retrying after a lost response is never refused.
  let clientId = input.clientId ?? crypto.randomUUID();
  const existing = input.clientId ? await salesRequestByClientId(env.DB, input.clientId) : null;
  if (existing) {
    if (sameRequest(existing, input)) return { kind: "stored", request: existing, created: false };
    // The same form sent again with different words (back button, edit, submit) is a new
    // request, not a retry: it gets its own id rather than being swallowed as a duplicate.
    clientId = crypto.randomUUID();
  }

  const limit = await hit(env.DB, contactRateBucket(options.ip), CONTACT_RATE_LIMIT);
  if (!limit.allowed) return { kind: "rate-limited", retryAfter: limit.retryAfter };

  const store = (id: string) =>
    createSalesRequest({ db: env.DB, salesEmail: env.SALES_EMAIL, siteTitle: env.SITE_TITLE, siteUrl: env.SITE_URL, now }, { ...input, clientId: id });
  let { request, created } = await store(clientId);
  // Two different requests raced with one form id: the loser is stored under a new id.
  if (!created && !sameRequest(request, input)) ({ request, created } = await store(crypto.randomUUID()));
  if (created && options.waitUntil) {
    options.waitUntil(drainOutbox(env, { prefer: { salesRequestId: request.id } }).catch((error) => logError(options.requestId ?? "", "outbox.drain", error)));
  }
  return { kind: "stored", request, created };
}

const sameRequest = (a: ContactRequest, b: ContactRequest) => CONTACT_FIELDS.every((f) => a[f] === b[f]);

function spam(name: string, reason: string, requestId?: string): SubmissionResult {
  console.log(JSON.stringify({ level: "info", msg: "contact.spam", reason, requestId }));
  return { kind: "spam", name };
}

/** The sentence a visitor reads when they are over the limit. */
export function rateLimitMessage(retryAfter: number, salesEmail: string): string {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  return `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or contact ${salesEmail} directly.`;
}
