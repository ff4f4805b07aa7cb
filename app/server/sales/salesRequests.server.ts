import type { ContactRequest } from "../../lib/contact/schema";
import { OPEN_STATUSES, type SalesRequestQuery, defaultDir } from "../../lib/sales/salesRequestQuery";
import { can, isRole } from "../../lib/auth/permissions";
import { DEFAULT_TIME_ZONE, todayIn, zonedDayEndIso, zonedDayStartIso } from "../../lib/timeZones";
import { type OutboxStatus, enqueueSalesRequestEmail } from "../email/outbox.server";
import { hit } from "../platform/rateLimit.server";
import { acknowledgementEmail, salesRequestEmail } from "./salesRequestEmail.server";
import type { Columns, LeftJoined, Narrowed, TableRow } from "../platform/columns.server";
import { type Page, readPage } from "../platform/paging.server";
import type { D1 } from "../platform/d1Sessions.server";

/**
 * The ten fields of a stored request: a contact form's, or a brochure download's (contact type
 * 'Brochure download', no phone; decision record 0015).
 */
export type StoredRequestFields = ContactRequest;

/** A stored contact request. The ten contact fields keep the spec's names, as the form posts them. */
export interface SalesRequest extends StoredRequestFields {
  id: string;
  clientId: string;
  status: "new" | "contacted" | "qualified" | "closed";
  /** The staff member following the request up, if any. */
  assignee: { id: string; name: string } | null;
  /** The day (YYYY-MM-DD) a rep means to follow the request up, if any (migration 0018). */
  followUpOn: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A `sales_requests` row with its assignee's name. */
type Row = Narrowed<TableRow<"sales_requests">, "status", SalesRequest["status"]> & { assignee_name: LeftJoined<"staff_users", "name"> };

/** Every column, plus the assignee's name (a subquery: a join would make the filters' bare column names ambiguous). */
const SELECT_REQUESTS = "SELECT *, (SELECT s.name FROM staff_users s WHERE s.id = sales_requests.assigned_to) AS assignee_name FROM sales_requests";

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
  assignee: r.assigned_to ? { id: r.assigned_to, name: r.assignee_name ?? "" } : null,
  followUpOn: r.follow_up_on,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** Acknowledgements one recipient may be sent in a day (issue 26: the form is no relay). */
export const ACKNOWLEDGEMENT_LIMIT = { limit: 3, windowSeconds: 24 * 3600 };

export interface CreateContext {
  db: D1;
  salesEmail: string;
  siteTitle: string;
  /** The public origin, for the notification's link to the request in the inbox. */
  siteUrl: string;
  now?: Date;
  /** Whether the prospect is sent an acknowledgement (default yes; a brochure download is not: the file is the answer). */
  acknowledge?: boolean;
}

/**
 * Stores a request, its notification for sales and the prospect's acknowledgement in one D1 batch
 * (one transaction): all or none. Idempotent on `clientId`: a retry or double submit of the same form stores nothing new
 * and returns the row already stored, so both submits can be answered with success.
 */
export async function createSalesRequest(
  ctx: CreateContext,
  input: StoredRequestFields & { clientId: string },
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
    .bind(
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
      at,
    );
  const submitted = { ...input, id, createdAt: at };
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
            { to: input.Email, replyTo: ctx.salesEmail, ...acknowledgementEmail(submitted, ctx.siteTitle, ctx.salesEmail), now: at },
            id,
            "acknowledgement",
          ),
        ];
  const read = ctx.db.prepare(`${SELECT_REQUESTS} WHERE client_id = ?1`).bind(input.clientId);
  const results = await ctx.db.batch([insert, notify, ...acknowledge, read]);
  const inserted = results[0];
  const row = results.at(-1)?.results[0] as Row | undefined;
  if (!row) throw new Error("sales request missing after insert");
  // D1's `changes` counts the rows the FTS trigger writes too (migration 0014): any change is the
  // insert having happened; a conflict (a retry of the same form) changes nothing at all.
  return { request: fromRow(row), created: (inserted?.meta.changes ?? 0) > 0 };
}

export async function salesRequestByClientId(db: D1, clientId: string): Promise<SalesRequest | null> {
  const row = await db.prepare(`${SELECT_REQUESTS} WHERE client_id = ?1`).bind(clientId).first<Row>();
  return row ? fromRow(row) : null;
}

export async function salesRequestById(db: D1, id: string): Promise<SalesRequest | null> {
  const row = await db.prepare(`${SELECT_REQUESTS} WHERE id = ?1`).bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

/** At most this many words of a search are used: each is one bound parameter (D1 allows 100). */
export const SEARCH_MAX_WORDS = 20;

/** A search's distinct words, ASCII letters lower-cased (as SQLite's lower() does); a request must contain each of them somewhere. */
export const searchWords = (q: string) =>
  [
    ...new Set(
      q
        .replace(/[A-Z]/g, (c) => c.toLowerCase())
        .split(/\s+/)
        .filter(Boolean),
    ),
  ].slice(0, SEARCH_MAX_WORDS);

/**
 * The five searched fields as one lowered text, a line break between them: a search word never
 * holds a line break (words are split on white space), so it is found in this text exactly when it
 * is found in one of the fields. The FTS table has the same column names, so the same expression
 * reads its copy inside the index's subquery.
 */
const HAYSTACK = "lower(name || char(10) || company_name || char(10) || email || char(10) || products || char(10) || comments)";

/**
 * Words this long or longer are looked up in the trigram index (migration 0014), which can only
 * find pieces of three characters or more; shorter words are matched by reading the rows.
 */
const INDEXED_WORD_CHARS = 3;

const ASCII_ONLY = /^[\x20-\x7e]+$/;

/**
 * The trigram index's answer for this word is the search's answer: three characters or more, all
 * ASCII (where its case folding is lower()'s; beyond ASCII it also folds É to é, which lower()
 * does not). Decision record 0029 on the few non-ASCII letters whose lower case is ASCII.
 */
const exactByIndex = (w: string) => [...w].length >= INDEXED_WORD_CHARS && ASCII_ONLY.test(w);

/** An FTS5 query that every request containing all these words (as substrings) matches: each word a quoted string, ANDed. */
export const ftsQuery = (words: string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"`).join(" AND ");

/** The open statuses as an SQL list (fixed values, not input): `status IN (...)` can use the status indexes, `status <> 'closed'` cannot. */
export const OPEN_LIST = `(${OPEN_STATUSES.map((s) => `'${s}'`).join(", ")})`;

/**
 * Today as YYYY-MM-DD on the staff member's wall clock (UTC when no zone is given), the day
 * "Follow-up due" counts up to (inclusive): a follow-up date is a calendar day, so it is due when
 * that day has begun where the rep is (issue 30).
 */
export const todayFor = (now = new Date(), timeZone = DEFAULT_TIME_ZONE) => todayIn(timeZone, now);

/**
 * The filters as SQL. `fts: false` leaves the trigram index out and matches words by reading the
 * rows alone: the cheaper plan when the words are common (see searchPlan). `timeZone` is the
 * staff member's (decision record 0029): "from" and "to" are whole days on their wall clock, and
 * with `now` it sets the day "Follow-up due" counts up to.
 */
function whereClause(
  q: Pick<SalesRequestQuery, "from" | "to" | "q" | "status" | "assignee" | "followUp">,
  options: { fts?: boolean; now?: Date; timeZone?: string } = {},
): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const param = (v: unknown) => {
    params.push(v);
    return `?${params.length}`;
  };
  // created_at is ISO-8601 UTC text: a day in the staff member's zone is the instants from its
  // first one up to (not including) the next day's first one, compared as text.
  const zone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (q.from) parts.push(`created_at >= ${param(zonedDayStartIso(q.from, zone))}`);
  if (q.to) parts.push(`created_at < ${param(zonedDayEndIso(q.to, zone))}`);
  if (q.status === "open") parts.push(`status IN ${OPEN_LIST}`);
  else if (q.status) parts.push(`status = ${param(q.status)}`);
  // A date on or before today on a request still open (a closed one needs no follow-up).
  // `+status`: the follow-up index finds the few dated requests; the status index would read every open one.
  if (q.followUp === "due") parts.push(`follow_up_on <= ${param(todayFor(options.now, zone))} AND +status IN ${OPEN_LIST}`);
  // "mine" is resolved to the viewer's id by the caller (forViewer); "none" is the unassigned.
  if (q.assignee === "none") parts.push("assigned_to IS NULL");
  else if (q.assignee) parts.push(`assigned_to = ${param(q.assignee)}`);
  const words = q.q ? searchWords(q.q) : [];
  const indexed = words.filter((w) => [...w].length >= INDEXED_WORD_CHARS);
  // instr(), not LIKE: D1 refuses a LIKE pattern over 50 bytes ("pattern too complex", a 500 for
  // a 49-letter word or 13 emoji), and instr has no wildcards to escape. lower() folds ASCII
  // letters, as LIKE did. One lowered haystack per test, not five: lower() is most of the cost.
  const contains = (word: string) => `instr(${HAYSTACK}, ${param(word)}) > 0`;
  if (indexed.length && options.fts !== false) {
    // The trigram index finds the candidates; the words it cannot answer exactly (under three
    // characters, or beyond ASCII, where it folds case further than lower()) are tested on the
    // index's own copy of the fields, so only the requests that match are looked up.
    const tests = words.filter((w) => !exactByIndex(w)).map((w) => ` AND ${contains(w)}`);
    parts.push(`id IN (SELECT request_id FROM sales_requests_fts WHERE sales_requests_fts MATCH ${param(ftsQuery(indexed))}${tests.join("")})`);
  } else {
    for (const word of words) parts.push(contains(word));
  }
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params };
}

/** ORDER BY for the inbox's sort; only fixed SQL, chosen by the validated enum. */
function orderBy(q: Partial<Pick<SalesRequestQuery, "sort" | "dir">>): string {
  const sort = q.sort ?? "date";
  const dir = (q.dir ?? defaultDir(sort)) === "asc" ? "ASC" : "DESC";
  return sort === "name" ? `name COLLATE NOCASE ${dir}, created_at DESC, rowid DESC` : `created_at ${dir}, rowid ${dir}`;
}

export type SalesRequestPage = Page<SalesRequest> & {
  /**
   * The total is a floor: more than `total` requests match (a common word, counted only up to
   * COUNT_CAP; the list still shows its first pages in order). False when `total` is exact.
   */
  totalCapped: boolean;
};

/** A search whose words the trigram index finds in at most this many requests is read through the index. */
export const FTS_DRIVE_MAX = 2_000;
/** When counting exactly would read more rows than the page does by far, the count stops here (and says so). */
export const COUNT_CAP = 1_000;

const hasFilters = (q: Pick<SalesRequestQuery, "from" | "to" | "status" | "assignee" | "followUp">) =>
  Boolean(q.from || q.to || q.status || q.assignee || q.followUp);

/** With no other filter, a search matching at least this many requests walks the list's index (ten matches are near). */
export const WALK_MIN_MATCHES = 200;

/** How many requests the FTS table says hold every indexed word, and (`tests`) the words it cannot answer alone. No request row is read. */
async function ftsCount(db: D1, words: string[], options: { tests: boolean }): Promise<number> {
  const indexed = words.filter((w) => [...w].length >= INDEXED_WORD_CHARS);
  const rest = options.tests ? words.filter((w) => !exactByIndex(w)) : [];
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM sales_requests_fts WHERE sales_requests_fts MATCH ?1${rest.map((_, i) => ` AND instr(${HAYSTACK}, ?${i + 2}) > 0`).join("")}`,
    )
    .bind(ftsQuery(indexed), ...rest)
    .first<{ n: number }>();
  return Number(row?.n ?? 0);
}

const emptyPage = (query: SalesRequestQuery): SalesRequestPage => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  pages: 1,
  totalCapped: false,
});

/**
 * One page of requests matching the filters, in the list's order, with the total count. How a
 * search is read at 100,000 requests (decision records 0024, 0029): the trigram index first
 * counts the requests holding the indexed words (no request row read: about 1 ms even for 37,000).
 * - No other filter: the total is the index's count (its own copy of the fields re-tested for
 *   the words it cannot answer alone), exact. Few matches: the page's rows come from the index.
 *   Many (WALK_MIN_MATCHES and more, of over FTS_DRIVE_MAX candidates): the page walks the
 *   list's own index and tests each row, finding ten within a few hundred rows instead of
 *   fetching thousands of matches to sort them.
 * - Other filters: up to FTS_DRIVE_MAX candidates, the index drives and the count is exact; more,
 *   the filters' index drives (status, assignee, created_at), each row tested, and the count stops
 *   at COUNT_CAP (`totalCapped`: the screen says "more than").
 * No indexed word (only words under three characters): the rows are read, as before. `now` sets
 * the day "Follow-up due" counts up to; `timeZone`, the staff member's, the days of the date
 * filters and of "Follow-up due".
 */
export async function listSalesRequests(db: D1, query: SalesRequestQuery, now = new Date(), timeZone = DEFAULT_TIME_ZONE): Promise<SalesRequestPage> {
  const words = query.q ? searchWords(query.q) : [];
  const indexed = words.some((w) => [...w].length >= INDEXED_WORD_CHARS);
  const read = (fts: boolean, count: string | number) => {
    const where = whereClause(query, { fts, now, timeZone });
    return readPage<Row, SalesRequest>(db, {
      rows: `${SELECT_REQUESTS} ${where.sql} ORDER BY ${orderBy(query)}`,
      count: typeof count === "number" ? count : count.replace("$WHERE", where.sql),
      params: where.params,
      page: query.page,
      pageSize: query.pageSize,
      map: fromRow,
    });
  };
  const exactCount = "SELECT COUNT(*) AS total FROM sales_requests $WHERE";
  if (!indexed) return { ...(await read(false, exactCount)), totalCapped: false };
  const matches = await ftsCount(db, words, { tests: false });
  if (matches === 0) return emptyPage(query);
  if (!hasFilters(query)) {
    const total = words.every(exactByIndex) ? matches : await ftsCount(db, words, { tests: true });
    if (total === 0) return emptyPage(query);
    const walk = matches > FTS_DRIVE_MAX && total >= WALK_MIN_MATCHES;
    return { ...(await read(!walk, total)), totalCapped: false };
  }
  if (matches <= FTS_DRIVE_MAX) return { ...(await read(true, exactCount)), totalCapped: false };
  const page = await read(false, `SELECT COUNT(*) AS total FROM (SELECT 1 FROM sales_requests $WHERE LIMIT ${COUNT_CAP + 1})`);
  if (page.total <= COUNT_CAP) return { ...page, totalCapped: false };
  return { ...page, total: COUNT_CAP, pages: Math.ceil(COUNT_CAP / query.pageSize), totalCapped: true };
}

/** The newest `limit` requests. */
export async function latestSalesRequests(db: D1, limit: number): Promise<SalesRequest[]> {
  const { results } = await db.prepare(`${SELECT_REQUESTS} ORDER BY created_at DESC, rowid DESC LIMIT ?1`).bind(limit).all<Row>();
  return results.map(fromRow);
}

export interface SalesRequestTotals {
  /** Every request, whatever the filters. */
  all: number;
  byStatus: Record<SalesRequest["status"], number>;
  /** '' counts requests sent without a contact type. */
  byContactType: Record<string, number>;
}

/** The inbox grid: one page of rows for the filters (days in `timeZone`), plus totals over all requests. */
export async function salesRequestGrid(
  db: D1,
  query: SalesRequestQuery,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Promise<SalesRequestPage & { totals: SalesRequestTotals }> {
  const [page, byStatus, byType] = await Promise.all([
    listSalesRequests(db, query, now, timeZone),
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

/** Rows per page of the CSV export's keyset walk: the most one export holds in memory at once. */
export const EXPORT_PAGE_SIZE = 500;

/** Where the export's walk stopped: the last row's sort keys (rowid breaks ties, as in the list's order). */
export interface ExportCursor {
  createdAt: string;
  name: string;
  rowid: number;
}

/**
 * One page of the CSV export: the requests matching the filters that come after `after` in the
 * list's order, and the cursor of the page's last row (null when this was the last page). Keyset,
 * not OFFSET: each page starts from the index entry where the previous one ended, so page 200
 * costs what page 1 does, and rows added during the export do not shift the pages.
 */
export async function exportSalesRequestPage(
  db: D1,
  query: SalesRequestQuery,
  after: ExportCursor | null,
  size = EXPORT_PAGE_SIZE,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): Promise<{ items: SalesRequest[]; next: ExportCursor | null }> {
  const where = whereClause(query, { now, timeZone });
  const params = [...where.params];
  const p = (v: unknown) => {
    params.push(v);
    return `?${params.length}`;
  };
  const sort = query.sort ?? "date";
  const asc = (query.dir ?? defaultDir(sort)) === "asc";
  let keyset = "";
  if (after) {
    // The date sort runs both keys one way; the name sort runs name one way, then newest first.
    const dated = `(created_at, rowid) ${asc && sort === "date" ? ">" : "<"} (${p(after.createdAt)}, ${p(after.rowid)})`;
    if (sort === "date") keyset = dated;
    else {
      const name = p(after.name);
      keyset = `(name COLLATE NOCASE ${asc ? ">" : "<"} ${name} OR (name COLLATE NOCASE = ${name} AND ${dated}))`;
    }
  }
  const conditions = [where.sql.replace(/^WHERE /, ""), keyset].filter(Boolean);
  const { results } = await db
    .prepare(
      `SELECT rowid AS export_rowid, *, (SELECT s.name FROM staff_users s WHERE s.id = sales_requests.assigned_to) AS assignee_name
       FROM sales_requests ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""} ORDER BY ${orderBy(query)} LIMIT ${p(size)}`,
    )
    .bind(...params)
    .all<Row & { export_rowid: number }>();
  const last = results.at(-1);
  return {
    items: results.map(fromRow),
    next: last && results.length === size ? { createdAt: last.created_at, name: last.name, rowid: last.export_rowid } : null,
  };
}

/** Every request matching the filters, page after page in the list's order, never more than one page in memory. */
export async function* exportSalesRequests(
  db: D1,
  query: SalesRequestQuery,
  size = EXPORT_PAGE_SIZE,
  now = new Date(),
  timeZone = DEFAULT_TIME_ZONE,
): AsyncGenerator<SalesRequest[]> {
  let after: ExportCursor | null = null;
  do {
    const page: { items: SalesRequest[]; next: ExportCursor | null } = await exportSalesRequestPage(db, query, after, size, now, timeZone);
    if (page.items.length) yield page.items;
    after = page.next;
  } while (after);
}

/**
 * The internal notes and the replies sent (decision record 0029) of several requests (one export
 * page), in the history's order (oldest first): a note is "date author: text", a reply
 * "date author replied: subject — text" with the text as sent. The ids go in as one JSON array: a
 * page holds more ids than D1 binds parameters.
 */
export async function notesOf(db: D1, ids: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!ids.length) return out;
  const { results } = await db
    .prepare(
      `SELECT n.sales_request_id AS rid, n.body, n.created_at, s.name AS author, n.reply_outbox_id, o.subject AS reply_subject, o.body_text AS reply_text
       FROM sales_request_notes n LEFT JOIN staff_users s ON s.id = n.author_id LEFT JOIN email_outbox o ON o.id = n.reply_outbox_id
       WHERE n.sales_request_id IN (SELECT value FROM json_each(?1)) AND (n.body <> '' OR n.reply_outbox_id IS NOT NULL) ORDER BY n.created_at, n.id`,
    )
    .bind(JSON.stringify(ids))
    .all<{
      rid: string;
      body: string;
      created_at: string;
      author: string | null;
      reply_outbox_id: string | null;
      reply_subject: string | null;
      reply_text: string | null;
    }>();
  for (const r of results) {
    const head = `${r.created_at.slice(0, 16).replace("T", " ")} ${r.author ?? "A former user"}`;
    const line = r.reply_outbox_id
      ? `${head} replied: ${r.reply_subject === null ? "(the message is no longer kept)" : `${r.reply_subject} — ${r.reply_text ?? ""}`}`
      : `${head}: ${r.body}`;
    out.set(r.rid, [...(out.get(r.rid) ?? []), line]);
  }
  return out;
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

export interface SalesRequestNote {
  id: number;
  author: { id: string; name: string } | null;
  body: string;
  statusFrom: SalesRequest["status"] | null;
  statusTo: SalesRequest["status"] | null;
  /** Set when the entry (re)assigned the request: from and to are names, null for nobody. */
  assignment: { from: string | null; to: string | null } | null;
  /** Set when the entry is a reply sent from the request: its outbox message (decision record 0029). */
  reply: { outboxId: string; subject: string; status: OutboxStatus } | null;
  /** Set when the entry changed the follow-up date: from and to are YYYY-MM-DD, null for none. */
  followUp: { from: string | null; to: string | null } | null;
  createdAt: string;
}

/** A request's history, oldest first: status changes, internal notes and replies sent, with who made them. */
export async function salesRequestHistory(db: D1, id: string): Promise<SalesRequestNote[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.author_id, s.name AS author_name, n.body, n.status_from, n.status_to, n.created_at,
              n.assignee_changed, n.assignee_from, n.assignee_to, n.follow_up_changed, n.follow_up_from, n.follow_up_to,
              af.name AS assignee_from_name, ast.name AS assignee_to_name,
              n.reply_outbox_id, o.subject AS reply_subject, o.status AS reply_status
       FROM sales_request_notes n LEFT JOIN staff_users s ON s.id = n.author_id
       LEFT JOIN staff_users af ON af.id = n.assignee_from LEFT JOIN staff_users ast ON ast.id = n.assignee_to
       LEFT JOIN email_outbox o ON o.id = n.reply_outbox_id
       WHERE n.sales_request_id = ?1 ORDER BY n.created_at, n.id`,
    )
    .bind(id)
    .all<
      Columns<
        "sales_request_notes",
        | "id"
        | "author_id"
        | "body"
        | "status_from"
        | "status_to"
        | "created_at"
        | "assignee_changed"
        | "assignee_from"
        | "assignee_to"
        | "follow_up_changed"
        | "follow_up_from"
        | "follow_up_to"
        | "reply_outbox_id"
      > & {
        reply_subject: LeftJoined<"email_outbox", "subject">;
        reply_status: LeftJoined<"email_outbox", "status">;
        author_name: LeftJoined<"staff_users", "name">;
        assignee_from_name: LeftJoined<"staff_users", "name">;
        assignee_to_name: LeftJoined<"staff_users", "name">;
      }
    >();
  const nameOf = (id: string | null, name: string | null) => (id ? (name ?? "a former user") : null);
  return results.map((r) => ({
    id: r.id,
    author: r.author_id ? { id: r.author_id, name: r.author_name ?? "" } : null,
    body: r.body,
    statusFrom: r.status_from as SalesRequestNote["statusFrom"],
    statusTo: r.status_to as SalesRequestNote["statusTo"],
    assignment: r.assignee_changed ? { from: nameOf(r.assignee_from, r.assignee_from_name), to: nameOf(r.assignee_to, r.assignee_to_name) } : null,
    reply: r.reply_outbox_id ? { outboxId: r.reply_outbox_id, subject: r.reply_subject ?? "", status: (r.reply_status ?? "pending") as OutboxStatus } : null,
    followUp: r.follow_up_changed ? { from: r.follow_up_from, to: r.follow_up_to } : null,
    createdAt: r.created_at,
  }));
}
