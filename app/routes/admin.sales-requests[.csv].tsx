import { STATUS_LABELS } from "~/components/sales/statusLabels";
import { requestLanguageName } from "~/lib/contact/requestLanguage";
import { toCsv } from "~/lib/csv";
import { forViewer } from "~/lib/sales/salesRequestQuery";
import { staffLoader } from "~/server/admin/staffRoute.server";
import { inboxQuery } from "~/server/sales/salesInbox.server";
import { requestNow } from "~/server/platform/clock.server";
import { staffTimeZone } from "~/server/users/staffTimeZone.server";
import { exportSalesRequests } from "~/server/sales/salesRequestExport.server";
import { notesOf } from "~/server/sales/salesRequestHistory.server";

/**
 * /admin/sales-requests.csv?<the inbox's filters>: every matching request (not just one page, and
 * no cap), in the inbox's order, as CSV that is safe to open in a spreadsheet (app/lib/csv.ts).
 * The file is streamed: the rows are read in keyset pages of 500 as the client takes them, so an
 * export of 100,000 requests holds one page in memory, never the whole file.
 */
const HEADER = [
  "Received (UTC)",
  "Status",
  "Assigned to",
  "Follow up on",
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
  "Language",
  "Internal notes",
  "Pages viewed",
  "Id",
];

export const loader = /* @__PURE__ */ staffLoader("sales:read", async ({ request, env, user }) => {
  const { query, errors } = inboxQuery(new URL(request.url));
  if (Object.keys(errors).length)
    return new Response(`Invalid filters: ${Object.values(errors).join("; ")}\n`, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const db = env.DB;
  // The same filters as the inbox, in the same zone: its days and "Follow-up due" (decision record 0029).
  const pages = exportSalesRequests(db, forViewer(query, user.id), undefined, requestNow(request, env), staffTimeZone(request, user).timeZone);
  const encoder = new TextEncoder();
  let first = true;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pages.next();
      if (next.done) {
        if (first) controller.enqueue(encoder.encode(toCsv(HEADER, [])));
        controller.close();
        return;
      }
      const notes = await notesOf(
        db,
        next.value.map((r) => r.id),
      );
      const rows = next.value.map((r) => [
        r.createdAt,
        STATUS_LABELS[r.status],
        r.assignee?.name ?? "",
        r.followUpOn ?? "",
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
        requestLanguageName(r.language),
        (notes.get(r.id) ?? []).join("\n"),
        (r.visitPath ?? []).map((p) => `${p.title} (${p.path})`).join("\n"),
        r.id,
      ]);
      // toCsv writes the BOM and header first; later pages are rows only.
      const text = toCsv(HEADER, rows);
      controller.enqueue(encoder.encode(first ? text : text.slice(text.indexOf("\r\n") + 2)));
      first = false;
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="sales-requests-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
