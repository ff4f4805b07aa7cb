import * as z from "zod";
import { addDays, type DayRange } from "./insightsQueries.server";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "must be a real date");

/** The insights screen's range: the last 7 or 28 days (default 28), or from/to (at most 366 days). */
export const rangeQuerySchema = z
  .object({
    days: z.enum(["7", "28"]).optional(),
    from: day.optional().or(z.literal("")),
    to: day.optional().or(z.literal("")),
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, { message: "From must not be after to", path: ["from"] })
  .refine((q) => !(q.from && q.to) || addDays(q.from, 366) > q.to, { message: "At most 366 days", path: ["to"] });

type RangeQuery = z.output<typeof rangeQuerySchema>;

/** The UTC days a query names, given today. */
export function rangeOf(query: RangeQuery, today: string): DayRange & { days: "7" | "28" | null } {
  if (query.from || query.to) {
    const to = query.to || today;
    const from = query.from || addDays(to, -27);
    return from <= to ? { from, to, days: null } : { from: to, to, days: null };
  }
  const days = query.days ?? "28";
  return { from: addDays(today, -(Number(days) - 1)), to: today, days };
}
