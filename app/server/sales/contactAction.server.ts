import { data } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ContactActionData } from "../../lib/contact/actionData";
import { HONEYPOT_FIELD } from "../../lib/contact/schema";
import { ENGLISH_CONTACT, say } from "../../lib/contact/contactWords";
import { contactWords } from "../i18n/translationFiles.server";
import { BodyTooLargeError, readFormLimited } from "../platform/bodyLimit.server";
import { CONTACT_BODY_LIMIT, rateLimitMessage, submitContactRequest } from "./contactSubmission.server";
import { checkFormToken, signFormToken } from "./formToken.server";
import { logError } from "../platform/log.server";
import { clientIp } from "../platform/rateLimit.server";
import { languageOfPath } from "../../lib/i18n/languages";

export const EXPIRED_MESSAGE = ENGLISH_CONTACT.expired;

/**
 * The /contact action (and /es/contact's, …): the no-JavaScript form posts here, and the enhanced
 * form's fetcher too. The page's path gives the request's language, and the language of every
 * message it answers with (decision record 0055). It never throws: every outcome is data with a real status, so a fetcher's failure reaches the
 * form (and its warning) instead of the page's error boundary.
 */
export async function contactAction(request: Request, context: Pick<AppLoadContext, "env" | "requestId" | "waitUntil">) {
  const { env } = context;
  // The form's page says the language: /es/contact is a Spanish request.
  const language = languageOfPath(new URL(request.url).pathname);
  const words = await contactWords(env.ASSETS, language);
  let fields: Record<string, string>;
  try {
    fields = await readFormLimited(request, CONTACT_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return failure(413, say(words, "tooLarge", { kb: CONTACT_BODY_LIMIT / 1024 }));
    }
    logError(context.requestId, "contact.read", error);
    return failure(400, say(words, "unreadable"));
  }

  const values = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== HONEYPOT_FIELD && k !== "formToken"));
  try {
    const result = await submitContactRequest(env, fields, {
      ip: clientIp(request),
      requireFormToken: true,
      requestId: context.requestId,
      waitUntil: context.waitUntil,
      language,
      words,
    });
    const formToken = () => tokenForRetry(env.SESSION_SECRET, fields.formToken);
    switch (result.kind) {
      case "stored":
        return { ok: true, name: result.request.Name } satisfies ContactActionData;
      case "suspected-spam":
        // Stored (decision record 0034): the sender is told what any sender is told.
        return { ok: true, name: result.spam.Name } satisfies ContactActionData;
      case "invalid":
        return failure(400, say(words, "required"), { fieldErrors: result.errors, values, formToken: await formToken() });
      case "expired":
        return failure(400, say(words, "expired"), { values, formToken: await formToken() });
      case "rate-limited":
        return failure(
          429,
          rateLimitMessage(result.retryAfter, env.SALES_EMAIL, words),
          { values, formToken: await formToken() },
          {
            "Retry-After": String(result.retryAfter),
          },
        );
    }
  } catch (error) {
    logError(context.requestId, "contact.store", error);
    return failure(500, say(words, "serverError"), { values, formToken: await tokenForRetry(env.SESSION_SECRET, fields.formToken).catch(() => undefined) });
  }
}

function failure(status: number, error: string, extra: Partial<Extract<ContactActionData, { ok: false }>> = {}, headers?: Record<string, string>) {
  return data({ ok: false, status, error, ...extra } satisfies ContactActionData, { status, headers });
}

/**
 * The token for a form shown again after an error: the visitor's own while it is genuine,
 * otherwise (missing, expired, forged) a new one.
 */
async function tokenForRetry(secret: string, submitted: string | undefined): Promise<string> {
  const now = Date.now();
  if (submitted && (await checkFormToken(secret, submitted, now)).ok) return submitted;
  return signFormToken(secret, now);
}
