import { fieldErrorsOf } from "../../lib/formErrors";
import { type SalesRequestQuery, salesRequestQuerySchema } from "../../lib/sales/salesRequestQuery";
import { INBOX_FILTER_KEYS } from "../../lib/sales/salesInboxUrl";

/**
 * The inbox's URL → query. Bad values (a date that is not one, from after to, a page size not
 * offered) are reported beside their field, and the list falls back to no filters rather than
 * failing the page.
 */
export function inboxQuery(url: URL): { query: SalesRequestQuery; errors: Record<string, string>; raw: Record<string, string> } {
  const raw = Object.fromEntries([...url.searchParams].filter(([k]) => (INBOX_FILTER_KEYS as readonly string[]).includes(k)));
  const parsed = salesRequestQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, errors: {}, raw };
  return { query: salesRequestQuerySchema.parse({}), errors: fieldErrorsOf(parsed.error), raw };
}
