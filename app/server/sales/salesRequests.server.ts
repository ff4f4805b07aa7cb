import type { ContactRequest } from "../../lib/contact/schema";
import { can, isRole } from "../../lib/auth/permissions";
import { enqueueSalesRequestEmail } from "../email/outbox.server";
import { enqueueWebhookEvent, leadData } from "../webhooks/webhookEvents.server";
import type { WebhookEvent } from "../../lib/webhooks/webhookEvents";
import { hit } from "../platform/rateLimit.server";
import { acknowledgementEmail, salesRequestEmail } from "./salesRequestEmail.server";
import { acknowledgementWords } from "../i18n/acknowledgementWords.server";
import type { Columns, LeftJoined, Narrowed, TableRow } from "../platform/columns.server";
import type { D1 } from "../platform/d1Sessions.server";
import type { Language } from "../../lib/i18n/languages";
import type { StaticFiles } from "../i18n/staticFiles.server";

/**
 * The ten fields of a stored request: a contact form's, or a brochure download's (contact type
 * 'Brochure download', no phone; decision record 0015).
 */
type StoredRequestFields = ContactRequest;

/** A stored contact request. The ten contact fields keep the spec's names, as the form posts them. */
export interface SalesRequest extends StoredRequestFields {
  id: string;
  clientId: string;
  status: "new" | "contacted" | "qualified" | "closed";
  /** The staff member following the request up, if any. */
  assignee: { id: string; name: string } | null;
  /** The day (YYYY-MM-DD) a rep means to follow the request up, if any (migration 0018). */
  followUpOn: string | null;
  /** The pages the prospect viewed before asking, when they chose to send them (decision record 0044). */
  visitPath: Array<{ path: string; title: string }> | null;
  /** The language the request was made in (migration 0034): its acknowledgement's. */
  language: Language;
  createdAt: string;
  updatedAt: string;
}

/** A `sales_requests` row with its assignee's name. */
export type SalesRequestRow = Narrowed<TableRow<"sales_requests">, "status", SalesRequest["status"]> & { assignee_name: LeftJoined<"staff_users", "name"> };

/** Every column, plus the assignee's name (a subquery: a join would make the filters' bare column names ambiguous). */
export const SELECT_REQUESTS = "SELECT *, (SELECT s.name FROM staff_users s WHERE s.id = sales_requests.assigned_to) AS assignee_name FROM sales_requests";

/** The columns both tables that hold a contact request share, in the form's order. */
const CONTACT_COLUMNS = [
  "id",
  "client_id",
  "contact_type",
  "products",
  "name",
  "company_name",
  "email",
  "phone",
  "address",
  "country",
  "contact_made",
  "comments",
  "language",
] as const;

/** A stored contact request's fields (a request's row, or a suspected-spam one), as the form named them. */
export const contactFieldsOf = (
  r: Pick<SalesRequestRow, (typeof CONTACT_COLUMNS)[number]>,
): StoredRequestFields & { id: string; clientId: string; language: Language } => ({
  id: r.id,
  clientId: r.client_id,
  ContactType: r.contact_type as StoredRequestFields["ContactType"],
  Products: r.products,
  Name: r.name,
  CompanyName: r.company_name,
  Email: r.email,
  Phone: r.phone,
  Address: r.address,
  Country: r.country,
  ContactMade: r.contact_made as StoredRequestFields["ContactMade"],
  Comments: r.comments,
  language: r.language as Language,
});

export const fromRow = (r: SalesRequestRow): SalesRequest => ({
  ...contactFieldsOf(r),
  status: r.status,
  assignee: r.assigned_to ? { id: r.assigned_to, name: r.assignee_name ?? "" } : null,
  followUpOn: r.follow_up_on,
  visitPath: visitPathOf(r.visit_path),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

function visitPathOf(stored: string | null): SalesRequest["visitPath"] {
  if (!stored) return null;
  try {
    return JSON.parse(stored) as SalesRequest["visitPath"];
  } catch {
    return null;
  }
}

/** Acknowledgements one recipient may be sent in a day (the form is no relay). */
const ACKNOWLEDGEMENT_LIMIT = { limit: 3, windowSeconds: 24 * 3600 };

interface CreateContext {
  db: D1;
  salesEmail: string;
  siteTitle: string;
  /** The public origin, for the notification's link to the request in the inbox. */
  siteUrl: string;
  now?: Date;
  /** Whether the prospect is sent an acknowledgement (default yes; a brochure download is not: the file is the answer). */
  acknowledge?: boolean;
  /** The site's static files (env.ASSETS): the acknowledgement's words in the request's language. */
  files?: StaticFiles;
  /** When the request arrived, if before `now` (a restored suspected-spam request keeps its own time). */
  receivedAt?: string;
  /**
   * Webhook events the request's origin adds to `sales_request.created` (a brochure download, a
   * demo's "talk to sales"), queued in the same batch and only if the request is stored (0043).
   */
  events?: { event: WebhookEvent; data: Record<string, unknown> }[];
}

/**
 * Stores a request, its notification for sales and the prospect's acknowledgement in one D1 batch
 * (one transaction): all or none. Idempotent on `clientId`: a retry or double submit of the same form stores nothing new
 * and returns the row already stored, so both submits can be answered with success.
 */
export async function createSalesRequest(
  ctx: CreateContext,
  input: StoredRequestFields & { clientId: string; visitPath?: string; language?: Language },
): Promise<{ request: SalesRequest; created: boolean }> {
  const id = crypto.randomUUID();
  const read = ctx.db.prepare(`${SELECT_REQUESTS} WHERE client_id = ?1`).bind(input.clientId);
  const results = await ctx.db.batch([...(await salesRequestStatements(ctx, input, id)), read]);
  const inserted = results[0];
  const row = results.at(-1)?.results[0] as SalesRequestRow | undefined;
  if (!row) throw new Error("sales request missing after insert");
  // D1's `changes` counts the rows the FTS trigger writes too (migration 0014): any change is the
  // insert having happened; a conflict (a retry of the same form) changes nothing at all.
  return { request: fromRow(row), created: (inserted?.meta.changes ?? 0) > 0 };
}

/**
 * The insert of a contact request's fields under `id` into either table that holds them (a request,
 * or a suspected-spam one: decision record 0034), with the table's own columns after them. A
 * conflict on `client_id` inserts nothing (a retry).
 */
export function contactInsert(
  db: D1,
  table: "sales_requests" | "suspected_spam",
  id: string,
  input: StoredRequestFields & { clientId: string; language?: Language },
  own: readonly (readonly [column: string, value: string | null])[],
): D1PreparedStatement {
  const values = [
    id,
    input.clientId,
    input.ContactType,
    input.Products,
    input.Name,
    input.CompanyName,
    input.Email,
    input.Phone,
    input.Address,
    input.Country,
    input.ContactMade,
    input.Comments,
    input.language ?? "en",
    ...own.map(([, value]) => value),
  ];
  const columns = [...CONTACT_COLUMNS, ...own.map(([column]) => column)];
  return db
    .prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${values.map((_, i) => `?${i + 1}`).join(", ")}) ON CONFLICT (client_id) DO NOTHING`)
    .bind(...values);
}

/**
 * The statements that store a request under `id`: its insert (first; a conflict on `clientId`
 * inserts nothing), the notification for sales and, unless the recipient has had their day's
 * acknowledgements, the prospect's. For the caller's batch: a new request's, or a suspected-spam
 * request a staff member restores (decision record 0034), which then gets the same e-mails.
 */
export async function salesRequestStatements(
  ctx: CreateContext,
  input: StoredRequestFields & { clientId: string; visitPath?: string; language?: Language },
  id: string,
): Promise<D1PreparedStatement[]> {
  const at = (ctx.now ?? new Date()).toISOString();
  const received = ctx.receivedAt ?? at;
  const insert = contactInsert(ctx.db, "sales_requests", id, input, [
    ["created_at", received],
    ["updated_at", received],
    ["visit_path", input.visitPath ?? null],
  ]);
  const language = input.language ?? "en";
  const submitted = { ...input, id, createdAt: received, language };
  const notify = enqueueSalesRequestEmail(
    ctx.db,
    { to: ctx.salesEmail, replyTo: input.Email, ...salesRequestEmail(submitted, ctx.siteTitle, ctx.siteUrl), now: at },
    id,
    "sales_notification",
  );
  // At most ACKNOWLEDGEMENTS_PER_DAY acknowledgements to one address, however many forms name it.
  const acknowledge =
    ctx.acknowledge === false || !(await hit(ctx.db, `ack:${input.Email.trim().toLowerCase()}`, ACKNOWLEDGEMENT_LIMIT)).allowed
      ? []
      : [
          enqueueSalesRequestEmail(
            ctx.db,
            {
              to: input.Email,
              replyTo: ctx.salesEmail,
              // In the language the request was made in: its words read from the static files at submission.
              ...acknowledgementEmail(submitted, ctx.siteTitle, ctx.salesEmail, await acknowledgementWords(ctx.files, language)),
              now: at,
            },
            id,
            "acknowledgement",
          ),
        ];
  // Webhooks (decision record 0043): one statement per event, inserting a delivery for each endpoint
  // that asked for it, only if this insert happened (a retry of the same form queues nothing).
  const onlyIf = { salesRequestId: id };
  const webhooks = [
    enqueueWebhookEvent(ctx.db, "sales_request.created", leadData(id, submitted, received, ctx.siteUrl), { now: at, onlyIf }),
    ...(ctx.events ?? []).map((e) => enqueueWebhookEvent(ctx.db, e.event, { salesRequestId: id, ...e.data }, { now: at, onlyIf })),
  ];
  return [insert, notify, ...acknowledge, ...webhooks];
}

export async function salesRequestByClientId(db: D1, clientId: string): Promise<SalesRequest | null> {
  const row = await db.prepare(`${SELECT_REQUESTS} WHERE client_id = ?1`).bind(clientId).first<SalesRequestRow>();
  return row ? fromRow(row) : null;
}

export async function salesRequestById(db: D1, id: string): Promise<SalesRequest | null> {
  const row = await db.prepare(`${SELECT_REQUESTS} WHERE id = ?1`).bind(id).first<SalesRequestRow>();
  return row ? fromRow(row) : null;
}

/** The newest `limit` requests. */
export async function latestSalesRequests(db: D1, limit: number): Promise<SalesRequest[]> {
  const { results } = await db.prepare(`${SELECT_REQUESTS} ORDER BY created_at DESC, rowid DESC LIMIT ?1`).bind(limit).all<SalesRequestRow>();
  return results.map(fromRow);
}

/** How many requests arrived at or after `since` (the dashboard's "new in the last 7 days"). */
export async function countSalesRequestsSince(db: D1, since: Date): Promise<number> {
  const r = await db.prepare("SELECT COUNT(*) AS n FROM sales_requests WHERE created_at >= ?1").bind(since.toISOString()).first<{ n: number }>();
  return Number(r?.n ?? 0);
}

/** Staff members a request can be assigned to: those who may work on sales requests. */
export async function assignableStaff(db: D1): Promise<{ id: string; name: string }[]> {
  const { results } = await db
    .prepare("SELECT id, name, role FROM staff_users ORDER BY name COLLATE NOCASE")
    .all<Columns<"staff_users", "id" | "name" | "role">>();
  return results.filter((r) => isRole(r.role) && can(r.role, "sales:write")).map(({ id, name }) => ({ id, name }));
}
