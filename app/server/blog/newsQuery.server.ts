import { newsQuerySchema, type NewsQuery } from "../../lib/blog/schemas";

/**
 * /news's query string (page, page size, category), or null when /news has no such page. A server
 * module, so the schema (and zod) stay out of the news pages' JavaScript.
 */
export function parseNewsQuery(params: URLSearchParams): NewsQuery | null {
  const parsed = newsQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : null;
}
