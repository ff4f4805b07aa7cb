import { data } from "@remix-run/cloudflare";
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { BrochureActionData } from "../../lib/contact/actionData";
import { BROCHURE_DOWNLOAD, BROCHURE_FIELDS, brochureRequestSchema, EMAIL_HINT, HONEYPOT_FIELD, REQUIRED_VALUES_MESSAGE } from "../../lib/contact/schema";
import { fieldErrorsOf, formFields } from "../../lib/formErrors";
import { drainOutbox } from "../email/outbox.server";
import { drainWebhooksSoon } from "../webhooks/webhookDelivery.server";
import { readForm } from "../platform/forms.server";
import { logError } from "../platform/log.server";
import { clientIp, hit, type RateLimitRule } from "../platform/rateLimit.server";
import { CONTACT_BODY_LIMIT, rateLimitMessage } from "../sales/contactSubmission.server";
import { createSalesRequest, salesRequestByClientId } from "../sales/salesRequests.server";
import { type Brochure, brochureForProduct, brochureTitle, sizeLabel } from "./brochures.server";
import { signDownloadTicket } from "./downloadToken.server";
import { joinEarlierDownload } from "./repeatDownloads.server";
import type { Language } from "../../lib/i18n/languages";

/**
 * The brochure form's action on a product page (decision record 0015), in order:
 * the product has a brochure whose file exists → the contact schema's rules for name, company and
 * e-mail → honeypot → a repeat within ten minutes is the same request → the rate limit (the
 * contact form's rule, its own bucket) → a later repeat by the same e-mail joins the request it
 * repeats (repeatDownloads.server.ts), otherwise the request and sales' notification are
 * stored in one batch → 200 with a signed, ten-minute download ticket (/brochures/<ticket>), which
 * the page confirms and starts the download from (the visitor sees that it worked).
 *
 * Bad input answers 400 with the form's errors and stores nothing; a product without a brochure is
 * a 404. Cross-site posts never get here (server.ts refuses them), as for every form.
 */
const brochureRateBucket = (ip: string) => `brochure:ip:${ip}`;
/** New downloads stored per client address (a repeat of one within REPEAT_WINDOW_MS is not counted). */
const BROCHURE_RATE_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 600 };
/** A repeat of the same download (same product, same e-mail) within this window stores no second request. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

export interface BrochureProduct {
  id: string;
  name: string;
  path: string;
}

const notFound = () => new Response("Not Found", { status: 404, statusText: "Not Found", headers: { "Cache-Control": "no-store" } });

type Refusal = Extract<BrochureActionData, { ok: false }>;

function failure(status: number, error: string, extra: Partial<Refusal> = {}, headers: Record<string, string> = {}) {
  return data<BrochureActionData>({ ...extra, ok: false, status, error }, { status, headers: { "Cache-Control": "private, no-store", ...headers } });
}

async function repeatId(productId: string, email: string, now: number): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${productId}\n${email.toLowerCase()}\n${Math.floor(now / REPEAT_WINDOW_MS)}`));
  return `brochure-${[...new Uint8Array(digest)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, 40)}`;
}

async function toDownload(secret: string, product: BrochureProduct, brochure: Brochure, now: number, name: string) {
  const download = `/brochures/${await signDownloadTicket(secret, product.id, now)}`;
  const message = `Thank you, ${name}. The ${brochureTitle(product.name)} (PDF, ${sizeLabel(brochure.sizeBytes)}) is on its way to your downloads; our sales team has your details.`;
  return data<BrochureActionData>({ ok: true, status: 200, download, message }, { status: 200, headers: { "Cache-Control": "private, no-store" } });
}

export async function brochureAction(
  request: Request,
  context: Pick<AppLoadContext, "env" | "requestId" | "waitUntil">,
  product: BrochureProduct,
  options: { now?: Date; language?: Language } = {},
) {
  const { env } = context;
  // 405 for another method, 415 for another body, 413 over the limit: thrown, as for every form.
  const fields = formFields(await readForm(request, CONTACT_BODY_LIMIT));
  const brochure = await brochureForProduct(env.DB, product.id);
  // The file must exist before anything is stored: no request for a download that cannot happen.
  if (!brochure || !(await env.MEDIA.head(brochure.r2Key))) throw notFound();

  const values = Object.fromEntries(BROCHURE_FIELDS.map((f) => [f, fields[f] ?? ""]));
  const parsed = brochureRequestSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    // The hint travels with the answer, so the product page's script carries none of the messages.
    return failure(400, REQUIRED_VALUES_MESSAGE, { fieldErrors, fieldHints: fieldErrors.Email ? { Email: EMAIL_HINT } : undefined, values });
  }
  const input = parsed.data;
  const now = options.now ?? new Date();
  const language = options.language ?? "en";

  // A bot that filled the honeypot gets what a person gets, the (public) brochure, and nothing is stored.
  if (input[HONEYPOT_FIELD]) {
    console.log(JSON.stringify({ level: "info", msg: "brochure.spam", reason: "honeypot", requestId: context.requestId }));
    return toDownload(env.SESSION_SECRET, product, brochure, now.getTime(), input.Name);
  }

  const clientId = await repeatId(product.id, input.Email, now.getTime());
  if (!(await salesRequestByClientId(env.DB, clientId))) {
    const limit = await hit(env.DB, brochureRateBucket(clientIp(request)), BROCHURE_RATE_LIMIT);
    if (!limit.allowed) {
      return failure(429, rateLimitMessage(limit.retryAfter, env.SALES_EMAIL), { values }, { "Retry-After": String(limit.retryAfter) });
    }
    if (await joinEarlierDownload(env.DB, { productName: product.name, email: input.Email, now })) {
      return toDownload(env.SESSION_SECRET, product, brochure, now.getTime(), input.Name);
    }
    const { request: stored, created } = await createSalesRequest(
      {
        db: env.DB,
        salesEmail: env.SALES_EMAIL,
        siteTitle: env.SITE_TITLE,
        siteUrl: env.SITE_URL,
        now,
        acknowledge: false,
        events: [
          {
            event: "brochure.downloaded",
            data: {
              productId: product.id,
              product: product.name,
              file: brochure.filename,
              name: input.Name,
              company: input.CompanyName,
              email: input.Email,
              language,
            },
          },
        ],
      },
      {
        ContactType: BROCHURE_DOWNLOAD,
        Products: product.name,
        Name: input.Name,
        CompanyName: input.CompanyName,
        Email: input.Email,
        Phone: "",
        Address: "",
        Country: "",
        ContactMade: "",
        Comments: `Downloaded the brochure “${brochure.filename}” from ${product.path}.`,
        clientId,
        visitPath: input.visitPath,
        language,
      },
    );
    if (created) {
      context.waitUntil(drainOutbox(env, { prefer: { salesRequestId: stored.id } }).catch((error) => logError(context.requestId, "outbox.drain", error)));
      drainWebhooksSoon(env, context.waitUntil, context.requestId);
    }
  }
  return toDownload(env.SESSION_SECRET, product, brochure, now.getTime(), input.Name);
}
