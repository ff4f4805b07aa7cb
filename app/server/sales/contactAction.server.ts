import { data } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ContactActionData } from "../../lib/contact/actionData";
import { HONEYPOT_FIELD, REQUIRED_VALUES_MESSAGE } from "../../lib/contact/schema";
import { BodyTooLargeError, readFormLimited } from "../platform/bodyLimit.server";
import { CONTACT_BODY_LIMIT, rateLimitMessage, submitContactRequest } from "./contactSubmission.server";
import { checkFormToken, signFormToken } from "./formToken.server";
import { logError } from "../platform/log.server";
import { clientIp } from "../platform/rateLimit.server";
import { SERVER_ERROR_MESSAGE } from "../../lib/messages";

export const EXPIRED_MESSAGE = "This form has expired. Please submit it again.";

/**
 * The /contact action: the no-JavaScript form posts here, and the enhanced form's fetcher too.
 * It never throws: every outcome is data with a real status, so a fetcher's failure reaches the
 * form (and its warning) instead of the page's error boundary.
 */
export async function contactAction(request: Request, context: Pick<AppLoadContext, "env" | "requestId" | "waitUntil">) {
  const { env } = context;
  let fields: Record<string, string>;
  try {
    fields = await readFormLimited(request, CONTACT_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return failure(413, `Your message is too long: a request must be at most ${CONTACT_BODY_LIMIT / 1024} KB. Please shorten it and try again.`);
    }
    logError(context.requestId, "contact.read", error);
    return failure(400, "Your form could not be read. Please try again.");
  }

  const values = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== HONEYPOT_FIELD && k !== "formToken"));
  try {
    const result = await submitContactRequest(env, fields, {
      ip: clientIp(request),
      requireFormToken: true,
      requestId: context.requestId,
      waitUntil: context.waitUntil,
    });
    const formToken = () => tokenForRetry(env.SESSION_SECRET, fields.formToken);
    switch (result.kind) {
      case "stored":
        return { ok: true, name: result.request.Name } satisfies ContactActionData;
      case "suspected-spam":
        // Stored (decision record 0034): the sender is told what any sender is told.
        return { ok: true, name: result.spam.Name } satisfies ContactActionData;
      case "invalid":
        return failure(400, REQUIRED_VALUES_MESSAGE, { fieldErrors: result.errors, values, formToken: await formToken() });
      case "expired":
        return failure(400, EXPIRED_MESSAGE, { values, formToken: await formToken() });
      case "rate-limited":
        return failure(
          429,
          rateLimitMessage(result.retryAfter, env.SALES_EMAIL),
          { values, formToken: await formToken() },
          {
            "Retry-After": String(result.retryAfter),
          },
        );
    }
  } catch (error) {
    logError(context.requestId, "contact.store", error);
    return failure(500, SERVER_ERROR_MESSAGE, { values, formToken: await tokenForRetry(env.SESSION_SECRET, fields.formToken).catch(() => undefined) });
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
