import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { countSalesRequestsSince, salesRequestById } from "../../../app/server/sales/salesRequests.server";
import { exportSalesRequests } from "../../../app/server/sales/salesRequestExport.server";
import { listSalesRequests } from "../../../app/server/sales/salesRequestList.server";
import { salesRequestHistory } from "../../../app/server/sales/salesRequestHistory.server";
import { createStaff } from "../auth";
import { callAs } from "../operations/atomicity";
import { changeSalesRequest } from "../../../app/server/sales/salesRequestChanges.server";

/** A stored request with a chosen name, company and time (what the contact form stores). */
async function makeRequest(o: { name: string; company: string; at: string; products?: string; comments?: string }) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, comments, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, 'x@example.com', '555', ?6, ?7, ?7)`,
  )
    .bind(id, crypto.randomUUID(), o.products ?? "General Ledger", o.name, o.company, o.comments ?? "", o.at)
    .run();
  return id;
}

const q = (query: Record<string, unknown>) => salesRequestQuerySchema.parse(query);

describe("inbox sorting, range and export", () => {
  it("sorts by date (newest first by default) and by name, both ways, within a filter", async () => {
    const company = `Sorters ${crypto.randomUUID()}`;
    const a = await makeRequest({ name: "charlie", company, at: "2026-03-01T10:00:00.000Z" });
    const b = await makeRequest({ name: "Alice", company, at: "2026-03-03T10:00:00.000Z" });
    const c = await makeRequest({ name: "bob", company, at: "2026-03-02T10:00:00.000Z" });
    const ids = async (extra: Record<string, unknown>) => (await listSalesRequests(env.DB, q({ q: company, ...extra }))).items.map((r) => r.id);
    expect(await ids({})).toEqual([b, c, a]);
    expect(await ids({ dir: "asc" })).toEqual([a, c, b]);
    expect(await ids({ sort: "name" })).toEqual([b, c, a]);
    expect(await ids({ sort: "name", dir: "desc" })).toEqual([a, c, b]);
  });

  it("includes both ends of a date range: the whole 'to' day", async () => {
    const company = `Edges ${crypto.randomUUID()}`;
    await makeRequest({ name: "before", company, at: "2026-04-30T23:59:59.999Z" });
    const first = await makeRequest({ name: "first", company, at: "2026-05-01T00:00:00.000Z" });
    const last = await makeRequest({ name: "last", company, at: "2026-05-10T23:59:59.999Z" });
    await makeRequest({ name: "after", company, at: "2026-05-11T00:00:00.000Z" });
    const page = await listSalesRequests(env.DB, q({ q: company, from: "2026-05-01", to: "2026-05-10" }));
    expect(page.items.map((r) => r.id)).toEqual([last, first]);
    const oneDay = await listSalesRequests(env.DB, q({ q: company, from: "2026-05-10", to: "2026-05-10" }));
    expect(oneDay.items.map((r) => r.id)).toEqual([last]);
  });

  it("exports every match, not one page, in the list's order, walking keyset pages (no cap)", async () => {
    const company = `Export ${crypto.randomUUID()}`;
    for (let i = 0; i < 12; i++)
      await makeRequest({ name: `n${String(i).padStart(2, "0")}`, company, at: `2026-06-${String(i + 1).padStart(2, "0")}T00:00:00.000Z` });
    // Two requests in the same millisecond and with the same name: the rowid tie-break keeps both.
    await makeRequest({ name: "n05", company, at: "2026-06-06T00:00:00.000Z" });
    const names = async (extra: Record<string, unknown>) => {
      const pages: string[][] = [];
      for await (const page of exportSalesRequests(env.DB, q({ q: company, pageSize: 5, page: 2, ...extra }), 5)) pages.push(page.map((r) => r.Name));
      return pages;
    };
    const sorted = Array.from({ length: 12 }, (_, i) => `n${String(i).padStart(2, "0")}`);
    sorted.splice(6, 0, "n05");
    const byName = await names({ sort: "name" });
    expect(byName.map((p) => p.length)).toEqual([5, 5, 3]);
    expect(byName.flat()).toEqual(sorted);
    expect((await names({ sort: "name", dir: "desc" })).flat()).toEqual([...sorted].reverse());
    expect((await names({})).flat()).toEqual([...sorted].reverse());
    expect((await names({ dir: "asc" })).flat()).toEqual(sorted);
    // The list's own order agrees with the export's, page for page.
    const listed = [];
    for (let page = 1; page <= 3; page++)
      listed.push(...(await listSalesRequests(env.DB, q({ q: company, pageSize: 5, page, sort: "name" }))).items.map((r) => r.Name));
    expect(listed).toEqual(sorted);
  });

  it("counts requests since a moment", async () => {
    const before = await countSalesRequestsSince(env.DB, new Date("2099-01-01T00:00:00.000Z"));
    await makeRequest({ name: "future", company: "Future Co", at: "2099-01-02T00:00:00.000Z" });
    expect(await countSalesRequestsSince(env.DB, new Date("2099-01-01T00:00:00.000Z"))).toBe(before + 1);
  });
});

describe("status and notes", () => {
  it("records who changed the status, from what to what, and notes, oldest first", async () => {
    const ann = await createStaff("editor", { name: "Ann Sales" });
    const bob = await createStaff("admin", { name: "Bob Boss" });
    const id = await makeRequest({ name: "Pat", company: "Status Co", at: "2026-07-01T00:00:00.000Z" });
    const contacted = await changeSalesRequest(callAs(ann), { id, status: "contacted", note: "Called, left a message." });
    expect(contacted).toMatchObject({ ok: true, request: { status: "contacted" } });
    await changeSalesRequest(callAs(bob), { id, note: "  Budget approved in Q3.  " });
    await changeSalesRequest(callAs(bob), { id, status: "qualified" });
    const history = await salesRequestHistory(env.DB, id);
    expect(history.map((h) => [h.author?.name, h.statusFrom, h.statusTo, h.body])).toEqual([
      ["Ann Sales", "new", "contacted", "Called, left a message."],
      ["Bob Boss", null, null, "Budget approved in Q3."],
      ["Bob Boss", "contacted", "qualified", ""],
    ]);
    expect((await salesRequestById(env.DB, id))?.status).toBe("qualified");
  });

  it("refuses nothing to change and an unknown request", async () => {
    const ann = await createStaff("editor");
    const id = await makeRequest({ name: "Pat", company: "Same Co", at: "2026-07-01T00:00:00.000Z" });
    expect(await changeSalesRequest(callAs(ann), { id, status: "new", note: "  " })).toMatchObject({ ok: false, status: 400 });
    expect(await changeSalesRequest(callAs(ann), { id: crypto.randomUUID(), note: "x" })).toMatchObject({ ok: false, status: 404 });
    expect(await salesRequestHistory(env.DB, id)).toEqual([]);
  });

  it("keeps a note's author's words when the author is deleted", async () => {
    const gone = await createStaff("editor");
    const id = await makeRequest({ name: "Pat", company: "Gone Co", at: "2026-07-01T00:00:00.000Z" });
    await changeSalesRequest(callAs(gone), { id, note: "Written before leaving." });
    await env.DB.prepare("DELETE FROM staff_users WHERE id = ?1").bind(gone.id).run();
    expect(await salesRequestHistory(env.DB, id)).toMatchObject([{ author: null, body: "Written before leaving." }]);
  });
});
