import * as z from "zod/mini";
import { blankToUndefined, pageField, pageSizeField } from "../queryFields";
import { englishMessages, preprocess } from "../zodMini";

englishMessages();

/**
 * Filters of the staff's sales-request list (API query parameters and the admin inbox), shared so
 * both read them the same way. R-CONSTANTS: page size 10 by default, 5/10/25/100 allowed; the date
 * range includes both ends (whole UTC days).
 */
export const SALES_REQUEST_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
const SALES_REQUEST_SORTS = ["date", "name"] as const;
/** The statuses still being worked on: every one but closed. */
export const OPEN_STATUSES = ["new", "contacted", "qualified"] as const;
/** The status filter: one status, or "open" (any of OPEN_STATUSES). */
const STATUS_FILTERS = [...SALES_REQUEST_STATUSES, "open"] as const;
/** The follow-up filter: "due" is a follow-up date on or before today (UTC) on an open request. */
const FOLLOW_UP_FILTERS = ["due"] as const;

/** The direction a sort runs when none is asked for: dates newest first, names A–Z. */
export const defaultDir = (sort: (typeof SALES_REQUEST_SORTS)[number]) => (sort === "date" ? "desc" : "asc");

/** Whether a string is a real calendar date written YYYY-MM-DD. */
export const isIsoDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00.000Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A real calendar date written YYYY-MM-DD (UTC). */
export const isoDate = z.string().check(z.refine(isIsoDate, { error: "Use a date written YYYY-MM-DD" }));

export const salesRequestQuerySchema = z
  .object({
    page: pageField,
    pageSize: pageSizeField(),
    from: preprocess(blankToUndefined, z.optional(isoDate)),
    to: preprocess(blankToUndefined, z.optional(isoDate)),
    q: preprocess(blankToUndefined, z.optional(z.string().check(z.trim(), z.maxLength(200, "q must be at most 200 characters")))),
    status: preprocess(blankToUndefined, z.optional(z.enum(STATUS_FILTERS, { error: `status must be one of ${STATUS_FILTERS.join(", ")}` }))),
    followUp: preprocess(blankToUndefined, z.optional(z.enum(FOLLOW_UP_FILTERS, { error: `followUp must be ${FOLLOW_UP_FILTERS.join(" or ")}` }))),
    /** Who the requests are assigned to: "mine" (the signed-in staff member), "none", or a staff user's id. */
    assignee: preprocess(
      blankToUndefined,
      z.optional(z.string().check(z.regex(/^(mine|none|[A-Za-z0-9-]{1,64})$/, { error: 'assignee must be "mine", "none" or a staff user\'s id' }))),
    ),
    /** The inbox's column sort: newest first by default; by name A–Z unless dir says otherwise. */
    sort: preprocess(blankToUndefined, z._default(z.enum(SALES_REQUEST_SORTS, { error: `sort must be one of ${SALES_REQUEST_SORTS.join(", ")}` }), "date")),
    dir: preprocess(blankToUndefined, z.optional(z.enum(["asc", "desc"], { error: "dir must be asc or desc" }))),
  })
  .check(z.refine((f) => !f.from || !f.to || f.from <= f.to, { error: "from must not be after to", path: ["from"] }));

export type SalesRequestQuery = z.infer<typeof salesRequestQuerySchema>;

const LIMIT_MESSAGE = "limit must be a whole number from 1 to 100";
export const latestQuerySchema = z.object({
  limit: preprocess(
    blankToUndefined,
    z._default(z.coerce.number({ error: LIMIT_MESSAGE }).check(z.int(LIMIT_MESSAGE), z.gte(1, LIMIT_MESSAGE), z.lte(100, LIMIT_MESSAGE)), 5),
  ),
});

/** The query with "mine" read as the signed-in staff member's id (the SQL filter sees only ids and "none"). */
export const forViewer = (query: SalesRequestQuery, viewerId: string): SalesRequestQuery =>
  query.assignee === "mine" ? { ...query, assignee: viewerId } : query;
