import { OPEN_STATUSES, type SalesRequestQuery, defaultDir } from "../../lib/sales/salesRequestQuery";
import { DEFAULT_TIME_ZONE, todayIn, zonedDayEndIso, zonedDayStartIso } from "../../lib/timeZones";
import { type Page, readPage } from "../platform/paging.server";
import type { D1 } from "../platform/d1Sessions.server";
import { SELECT_REQUESTS, type SalesRequest, type SalesRequestRow, fromRow } from "./salesRequests.server";

/*
 * The inbox's list: the filters as SQL, how a search is read at 100,000 requests (decision records
 * 0024, 0029), and the grid's totals. The export (salesRequestExport.server.ts) walks the same
 * filters and order.
 */

/** At most this many words of a search are used: each is one bound parameter (D1 allows 100). */
const SEARCH_MAX_WORDS = 20;

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
 * that day has begun where the rep is.
 */
export const todayFor = (now = new Date(), timeZone = DEFAULT_TIME_ZONE) => todayIn(timeZone, now);

/**
 * The filters as SQL. `fts: false` leaves the trigram index out and matches words by reading the
 * rows alone: the cheaper plan when the words are common (see searchPlan). `timeZone` is the
 * staff member's (decision record 0029): "from" and "to" are whole days on their wall clock, and
 * with `now` it sets the day "Follow-up due" counts up to.
 */
export function whereClause(
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
export function orderBy(q: Partial<Pick<SalesRequestQuery, "sort" | "dir">>): string {
  const sort = q.sort ?? "date";
  const dir = (q.dir ?? defaultDir(sort)) === "asc" ? "ASC" : "DESC";
  return sort === "name" ? `name COLLATE NOCASE ${dir}, created_at DESC, rowid DESC` : `created_at ${dir}, rowid ${dir}`;
}

type SalesRequestPage = Page<SalesRequest> & {
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
const WALK_MIN_MATCHES = 200;

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
    return readPage<SalesRequestRow, SalesRequest>(db, {
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

interface SalesRequestTotals {
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
