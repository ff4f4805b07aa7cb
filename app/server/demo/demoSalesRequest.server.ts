import * as z from "zod";
import type { Env } from "../platform/env.server";
import { hit } from "../platform/rateLimit.server";
import { type Result, fail, issuesOf } from "../platform/result.server";
import { drainOutbox } from "../email/outbox.server";
import { drainWebhooksSoon } from "../webhooks/webhookDelivery.server";
import { logError } from "../platform/log.server";
import { type SalesRequest, createSalesRequest, salesRequestById } from "../sales/salesRequests.server";
import { getGrantedItem } from "./demoItems.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * "Talk to sales about <product>" at the end of a demo video (decision record
 * 0025): one operation that turns the click into an ordinary sales request through the contact
 * pipeline's store (createSalesRequest: the request, the notification for sales and the prospect's
 * acknowledgement in one batch), linked to the demo user, the product and the video
 * (demo_sales_requests). The inbox shows it like any other request.
 *
 * Once per demo user and product while the request is open: a second click answers the request
 * already made. The request's client id is derived from the demo user, the product and how many
 * such requests came before, so a double click or a retry after a lost answer stores one request
 * (the store is idempotent on client id), and the link, written just after, is written again by
 * the retry if it was lost.
 */
const DEMO_CTA_LIMIT = { limit: 5, windowSeconds: 3600 };

const inputSchema = z.object({ demoUserId: z.string().min(1).max(64), itemId: z.string().uuid() });

interface DemoSalesRequestResult {
  request: SalesRequest;
  /** False when an open request for this product was already there. */
  created: boolean;
  productName: string;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function requestSalesFromDemo(
  env: Env,
  raw: unknown,
  options: { now?: Date; waitUntil?: (p: Promise<unknown>) => void; requestId?: string } = {},
): Promise<Result<DemoSalesRequestResult>> {
  const parsed = inputSchema.safeParse(raw);
  if (!parsed.success) return fail(400, "Choose a video", { issues: issuesOf(parsed.error) });
  const { demoUserId, itemId } = parsed.data;
  const db = env.DB;
  // Only a video this demo user may watch: the same rule as the player.
  const item = await getGrantedItem(db, demoUserId, itemId);
  if (!item) return fail(403, "You do not have access to this video");
  const user = await db
    .prepare("SELECT name, username, company, email FROM demo_users WHERE id = ?1 AND active = 1")
    .bind(demoUserId)
    .first<{ name: string; username: string; company: string; email: string }>();
  if (!user) return fail(403, "Your demo access has ended");

  const earlier = await db
    .prepare(
      `SELECT l.sales_request_id AS id, r.status FROM demo_sales_requests l JOIN sales_requests r ON r.id = l.sales_request_id
       WHERE l.demo_user_id = ?1 AND l.product_id = ?2 ORDER BY l.created_at DESC`,
    )
    .bind(demoUserId, item.productId)
    .all<{ id: string; status: string }>();
  const open = earlier.results.find((r) => r.status !== "closed");
  if (open) {
    const request = await salesRequestById(db, open.id);
    if (request) return { ok: true, request, created: false, productName: item.productName };
  }

  const limit = await hit(db, `demo-cta:${demoUserId}`, DEMO_CTA_LIMIT);
  if (!limit.allowed) return fail(429, "You have sent several requests already: our sales team will be in touch.", { retryAfter: limit.retryAfter });

  const clientId = `demo-${(await sha256Hex(`${demoUserId}|${item.productId}|${earlier.results.length}`)).slice(0, 48)}`;
  const now = options.now ?? new Date();
  const { request, created } = await createSalesRequest(
    {
      db,
      salesEmail: env.SALES_EMAIL,
      siteTitle: env.SITE_TITLE,
      siteUrl: env.SITE_URL,
      now,
      events: [
        {
          event: "demo.requested",
          data: {
            demoUserId,
            demoUsername: user.username,
            name: user.name,
            company: user.company,
            email: user.email,
            productId: item.productId,
            product: item.productName,
            videoId: item.id,
            video: item.title,
          },
        },
      ],
    },
    {
      clientId,
      ContactType: "Request Info",
      Products: item.productName.slice(0, 200),
      Name: user.name,
      CompanyName: user.company.trim() || "(company not given)",
      Email: user.email,
      Phone: "",
      Address: "",
      Country: "",
      ContactMade: "",
      Comments: `Asked to talk to sales about ${item.productName} from the demo area, after watching “${item.title}” (demo account ${user.username}).`,
    },
  );
  await db
    .prepare("INSERT OR IGNORE INTO demo_sales_requests (sales_request_id, demo_user_id, demo_item_id, product_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5)")
    .bind(request.id, demoUserId, item.id, item.productId, now.toISOString())
    .run();
  if (created && options.waitUntil) {
    options.waitUntil(drainOutbox(env, { prefer: { salesRequestId: request.id } }).catch((error) => logError(options.requestId ?? "", "outbox.drain", error)));
    drainWebhooksSoon(env, options.waitUntil, options.requestId ?? "");
  }
  return { ok: true, request, created, productName: item.productName };
}

/** The demo user a request came from, if it came from the demo player (for the inbox and tests). */
export async function demoOriginOf(db: D1, salesRequestId: string): Promise<{ demoUserId: string | null; productId: string; itemId: string | null } | null> {
  const r = await db
    .prepare("SELECT demo_user_id, product_id, demo_item_id FROM demo_sales_requests WHERE sales_request_id = ?1")
    .bind(salesRequestId)
    .first<{ demo_user_id: string | null; product_id: string; demo_item_id: string | null }>();
  return r ? { demoUserId: r.demo_user_id, productId: r.product_id, itemId: r.demo_item_id } : null;
}
