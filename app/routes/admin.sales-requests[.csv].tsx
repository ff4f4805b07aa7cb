import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { toCsv } from "~/lib/csv";
import { requirePermission } from "~/server/auth/guards.server";
import { inboxQuery } from "~/server/sales/salesInbox.server";
import { exportSalesRequests } from "~/server/sales/salesRequests.server";

/**
 * /admin/sales-requests.csv?<the inbox's filters>: every matching request (not just one page), in
 * the inbox's order, as CSV that is safe to open in a spreadsheet (app/lib/csv.ts).
 */
const HEADER = [
  "Received (UTC)",
  "Status",
  "Contact type",
  "Products",
  "Name",
  "Company",
  "Email",
  "Phone",
  "Address",
  "Country",
  "How they found us",
  "Comments",
  "Id",
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePermission(request, context.env, "sales:read");
  const { query, errors } = inboxQuery(new URL(request.url));
  if (Object.keys(errors).length)
    return new Response(`Invalid filters: ${Object.values(errors).join("; ")}\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { items, truncated } = await exportSalesRequests(context.env.DB, query);
  const rows = items.map((r) => [
    r.createdAt,
    r.status,
    r.ContactType,
    r.Products,
    r.Name,
    r.CompanyName,
    r.Email,
    r.Phone,
    r.Address,
    r.Country,
    r.ContactMade,
    r.Comments,
    r.id,
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(HEADER, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sales-requests-${day}.csv"`,
      "Cache-Control": "private, no-store",
      ...(truncated ? { "X-Export-Truncated": "true" } : {}),
    },
  });
}
