import * as z from "zod";
import { blankToUndefined, pageField, pageSizeField } from "../queryFields";

/**
 * Filters of the staff's sales-request list (API query parameters and the admin inbox), shared so
 * both read them the same way. R-CONSTANTS: page size 10 by default, 5/10/25/100 allowed; the date
 * range includes both ends (whole UTC days).
 */
export const SALES_REQUEST_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
export const SALES_REQUEST_SORTS = ["date", "name"] as const;

/** The direction a sort runs when none is asked for: dates newest first, names A–Z. */
export const defaultDir = (sort: (typeof SALES_REQUEST_SORTS)[number]) => (sort === "date" ? "desc" : "asc");

/** A real calendar date written YYYY-MM-DD (UTC). */
export const isoDate = z.string().refine(
  (v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const d = new Date(`${v}T00:00:00.000Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  },
  { error: "Use a date written YYYY-MM-DD" },
);

export const salesRequestQuerySchema = z
  .object({
    page: pageField,
    pageSize: pageSizeField(),
    from: z.preprocess(blankToUndefined, isoDate.optional()),
    to: z.preprocess(blankToUndefined, isoDate.optional()),
    q: z.preprocess(blankToUndefined, z.string().trim().max(200, "q must be at most 200 characters").optional()),
    status: z.preprocess(blankToUndefined, z.enum(SALES_REQUEST_STATUSES, { error: `status must be one of ${SALES_REQUEST_STATUSES.join(", ")}` }).optional()),
    /** Who the requests are assigned to: "mine" (the signed-in staff member), "none", or a staff user's id. */
    assignee: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^(mine|none|[A-Za-z0-9-]{1,64})$/, { error: 'assignee must be "mine", "none" or a staff user\'s id' })
        .optional(),
    ),
    /** The inbox's column sort: newest first by default; by name A–Z unless dir says otherwise. */
    sort: z.preprocess(blankToUndefined, z.enum(SALES_REQUEST_SORTS, { error: `sort must be one of ${SALES_REQUEST_SORTS.join(", ")}` }).default("date")),
    dir: z.preprocess(blankToUndefined, z.enum(["asc", "desc"], { error: "dir must be asc or desc" }).optional()),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { error: "from must not be after to", path: ["from"] });

export type SalesRequestQuery = z.infer<typeof salesRequestQuerySchema>;

export const latestQuerySchema = z.object({
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: "limit must be a whole number from 1 to 100" })
      .int("limit must be a whole number from 1 to 100")
      .min(1, "limit must be a whole number from 1 to 100")
      .max(100, "limit must be a whole number from 1 to 100")
      .default(5),
  ),
});

/** The query with "mine" read as the signed-in staff member's id (the SQL filter sees only ids and "none"). */
export const forViewer = (query: SalesRequestQuery, viewerId: string): SalesRequestQuery =>
  query.assignee === "mine" ? { ...query, assignee: viewerId } : query;
