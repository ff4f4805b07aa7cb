import type { ContactRequest } from "../lib/contact/schema";
import type { SalesRequestQuery } from "../lib/contact/salesRequestQuery";
import { enqueueSalesRequestEmail } from "./outbox.server";
import { salesRequestEmail } from "./salesRequestEmail.server";

/** A stored contact request. The ten contact fields keep the spec's names, as the form posts them. */
export interface SalesRequest extends ContactRequest {
  id: string;
  clientId: string;
  status: "new" | "contacted" | "qualified" | "closed";
  createdAt: string;
  updatedAt: string;
}

interface Row {
  id: string;
  client_id: string;
  contact_type: string;
  products: string;
  name: string;
  company_name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  contact_made: string;
  comments: string;
  status: SalesRequest["status"];
  created_at: string;
  updated_at: string;
}

const fromRow = (r: Row): SalesRequest => ({
  id: r.id,
  clientId: r.client_id,
  ContactType: r.contact_type as SalesRequest["ContactType"],
  Products: r.products,
  Name: r.name,
  CompanyName: r.company_name,
  Email: r.email,
  Phone: r.phone,
  Address: r.address,
  Country: r.country,
  ContactMade: r.contact_made as SalesRequest["ContactMade"],
  Comments: r.comments,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export interface CreateContext {
  db: D1Database;
  salesEmail: string;
  siteTitle: string;
  now?: Date;
}

/**
 * Stores a request and its notification for sales in one D1 batch (one transaction): both or
 * neither. Idempotent on `clientId`: a retry or double submit of the same form stores nothing new
 * and returns the row already stored, so both submits can be answered with success.
 */
export async function createSalesRequest(
  ctx: CreateContext,
  input: ContactRequest & { clientId: string },
): Promise<{ request: SalesRequest; created: boolean }> {
  const id = crypto.randomUUID();
  const at = (ctx.now ?? new Date()).toISOString();
  const insert = ctx.db
    .prepare(
      `INSERT INTO sales_requests
         (id, client_id, contact_type, products, name, company_name, email, phone, address, country, contact_made, comments, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13)
       ON CONFLICT (client_id) DO NOTHING`,
    )
    .bind(id, input.clientId, input.ContactType, input.Products, input.Name, input.CompanyName, input.Email, input.Phone,
      input.Address, input.Country, input.ContactMade, input.Comments, at);
  const email = salesRequestEmail({ ...input, id, createdAt: at }, ctx.siteTitle);
  const notify = enqueueSalesRequestEmail(ctx.db, { to: ctx.salesEmail, replyTo: input.Email, ...email, now: at }, id);
  const read = ctx.db.prepare("SELECT * FROM sales_requests WHERE client_id = ?1").bind(input.clientId);
  const [inserted, , stored] = await ctx.db.batch([insert, notify, read]);
  const row = stored?.results[0] as Row | undefined;
  if (!row) throw new Error("sales request missing after insert");
  return { request: fromRow(row), created: inserted?.meta.changes === 1 };
}

export async function salesRequestByClientId(db: D1Database, clientId: string): Promise<SalesRequest | null> {
  const row = await db.prepare("SELECT * FROM sales_requests WHERE client_id = ?1").bind(clientId).first<Row>();
  return row ? fromRow(row) : null;
}

export async function salesRequestById(db: D1Database, id: string): Promise<SalesRequest | null> {
  const row = await db.prepare("SELECT * FROM sales_requests WHERE id = ?1").bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

/** LIKE treats % and _ as wildcards; escape them (and the escape character) in a search term. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The day after a YYYY-MM-DD date, so 'to' includes its whole day. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

function whereClause(q: Pick<SalesRequestQuery, "from" | "to" | "q" | "status">): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `?${params.length}`;
  };
  // created_at is ISO-8601 text, so a bare date sorts just before that day's first instant.
  if (q.from) parts.push(`created_at >= ${param(q.from)}`);
  if (q.to) parts.push(`created_at < ${param(nextDay(q.to))}`);
  if (q.status) parts.push(`status = ${param(q.status)}`);
  if (q.q) {
    // SQLite's LIKE is case-insensitive for ASCII letters.
    const p = param(likePattern(q.q));
    parts.push(
      `(name LIKE ${p} ESCAPE '\\' OR company_name LIKE ${p} ESCAPE '\\' OR email LIKE ${p} ESCAPE '\\'` +
        ` OR products LIKE ${p} ESCAPE '\\' OR comments LIKE ${p} ESCAPE '\\')`,
    );
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

export interface SalesRequestPage {
  items: SalesRequest[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
}

/** One page of requests matching the filters, newest first, with the total count. */
export async function listSalesRequests(db: D1Database, query: SalesRequestQuery): Promise<SalesRequestPage> {
  const where = whereClause(query);
  const n = where.params.length;
  // Both statements in one batch read the same snapshot, so the total matches the page.
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM sales_requests ${where.sql} ORDER BY created_at DESC, rowid DESC LIMIT ?${n + 1} OFFSET ?${n + 2}`)
      .bind(...where.params, query.pageSize, (query.page - 1) * query.pageSize),
    db.prepare(`SELECT COUNT(*) AS total FROM sales_requests ${where.sql}`).bind(...where.params),
  ]);
  const total = Number((count?.results[0] as { total: number } | undefined)?.total ?? 0);
  return {
    items: ((rows?.results ?? []) as Row[]).map(fromRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pages: Math.ceil(total / query.pageSize),
  };
}

/** The newest `limit` requests. */
export async function latestSalesRequests(db: D1Database, limit: number): Promise<SalesRequest[]> {
  const { results } = await db
    .prepare("SELECT * FROM sales_requests ORDER BY created_at DESC, rowid DESC LIMIT ?1")
    .bind(limit)
    .all<Row>();
  return results.map(fromRow);
}

export interface SalesRequestTotals {
  /** Every request, whatever the filters. */
  all: number;
  byStatus: Record<SalesRequest["status"], number>;
  /** '' counts requests sent without a contact type. */
  byContactType: Record<string, number>;
}

/** The inbox grid: one page of rows for the filters, plus totals over all requests. */
export async function salesRequestGrid(db: D1Database, query: SalesRequestQuery): Promise<SalesRequestPage & { totals: SalesRequestTotals }> {
  const [page, byStatus, byType] = await Promise.all([
    listSalesRequests(db, query),
    db.prepare("SELECT status AS k, COUNT(*) AS n FROM sales_requests GROUP BY status").all<{ k: SalesRequest["status"]; n: number }>(),
    db.prepare("SELECT contact_type AS k, COUNT(*) AS n FROM sales_requests GROUP BY contact_type").all<{ k: string; n: number }>(),
  ]);
  const totals: SalesRequestTotals = { all: 0, byStatus: { new: 0, contacted: 0, qualified: 0, closed: 0 }, byContactType: {} };
  for (const { k, n } of byStatus.results) {
    totals.byStatus[k] = n;
    totals.all += n;
  }
  for (const { k, n } of byType.results) totals.byContactType[k] = n;
  return { ...page, totals };
}
