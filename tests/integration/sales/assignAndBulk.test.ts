import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { forViewer, salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { assignableStaff, salesRequestById } from "../../../app/server/sales/salesRequests.server";
import { listSalesRequests } from "../../../app/server/sales/salesRequestList.server";
import { salesRequestHistory } from "../../../app/server/sales/salesRequestHistory.server";
import { createStaff } from "../auth";
import { callAs } from "../operations/atomicity";
import { bulkChangeSalesRequestStatus, changeSalesRequest } from "../../../app/server/sales/salesRequestChanges.server";

async function makeRequest(name: string, company: string) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone) VALUES (?1, ?2, 'General Ledger', ?3, ?4, 'x@example.com', '555')`,
  )
    .bind(id, crypto.randomUUID(), name, company)
    .run();
  return id;
}

const q = (query: Record<string, unknown>) => salesRequestQuerySchema.parse(query);

describe("assigning sales requests", () => {
  it("assigns, reassigns and unassigns, each recorded in history with names; filters by assignee, mine and nobody", async () => {
    const [me, colleague] = await Promise.all([createStaff("editor"), createStaff("admin")]);
    const company = `Assign ${crypto.randomUUID()}`;
    const [a, b] = [await makeRequest("A", company), await makeRequest("B", company)];

    expect(await changeSalesRequest(callAs(me), { id: a, assignee: colleague.id })).toMatchObject({
      ok: true,
      request: { assignee: { id: colleague.id } },
    });
    expect(await changeSalesRequest(callAs(colleague), { id: a, assignee: me.id, note: "Yours" })).toMatchObject({ ok: true });
    const ids = async (assignee: string) => (await listSalesRequests(env.DB, forViewer(q({ q: company, assignee }), me.id))).items.map((r) => r.id);
    expect(await ids("mine")).toEqual([a]);
    expect(await ids(colleague.id)).toEqual([]);
    expect(await ids("none")).toEqual([b]);

    expect(await changeSalesRequest(callAs(me), { id: a, assignee: "" })).toMatchObject({ ok: true, request: { assignee: null } });
    const history = await salesRequestHistory(env.DB, a);
    expect(history.map((h) => h.assignment)).toEqual([
      { from: null, to: colleague.name },
      { from: colleague.name, to: me.name },
      { from: me.name, to: null },
    ]);
    expect(history[1]!.body).toBe("Yours");
  });

  it("refuses an unknown staff member and a change that changes nothing, storing nothing", async () => {
    const me = await createStaff("editor");
    const id = await makeRequest("C", `Refuse ${crypto.randomUUID()}`);
    expect(await changeSalesRequest(callAs(me), { id, assignee: crypto.randomUUID() })).toMatchObject({ ok: false, status: 400 });
    expect(await changeSalesRequest(callAs(me), { id, assignee: "", status: "new" })).toMatchObject({ ok: false, status: 400 });
    expect(await salesRequestHistory(env.DB, id)).toEqual([]);
    expect((await salesRequestById(env.DB, id))!.assignee).toBeNull();
  });

  it("offers only staff who may work on sales requests", async () => {
    const editor = await createStaff("editor");
    expect((await assignableStaff(env.DB)).map((s) => s.id)).toContain(editor.id);
  });
});

describe("bulk status change", () => {
  it("changes every selected request in one go, one history row each; those already there are left alone", async () => {
    const me = await createStaff("editor");
    const company = `Bulk ${crypto.randomUUID()}`;
    const [a, b, c] = [await makeRequest("A", company), await makeRequest("B", company), await makeRequest("C", company)];
    await changeSalesRequest(callAs(me), { id: b, status: "contacted" });
    expect(await bulkChangeSalesRequestStatus(callAs(me), { ids: [a, b, a], status: "contacted" })).toEqual({ ok: true, changed: 1 });
    expect((await salesRequestById(env.DB, a))!.status).toBe("contacted");
    expect((await salesRequestById(env.DB, c))!.status).toBe("new");
    expect((await salesRequestHistory(env.DB, a)).map((h) => [h.statusFrom, h.statusTo, h.author?.id])).toEqual([["new", "contacted", me.id]]);
    expect(await salesRequestHistory(env.DB, b)).toHaveLength(1); // only its own earlier change
  });

  it("refuses the whole change when one id names no request, and an empty or oversized selection", async () => {
    const me = await createStaff("editor");
    const a = await makeRequest("A", `BulkRefuse ${crypto.randomUUID()}`);
    expect(await bulkChangeSalesRequestStatus(callAs(me), { ids: [a, crypto.randomUUID()], status: "closed" })).toMatchObject({ ok: false });
    expect(await bulkChangeSalesRequestStatus(callAs(me), { ids: [], status: "closed" })).toMatchObject({ ok: false });
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect(await bulkChangeSalesRequestStatus(callAs(me), { ids: many, status: "closed" })).toMatchObject({ ok: false });
    expect((await salesRequestById(env.DB, a))!.status).toBe("new");
    expect(await salesRequestHistory(env.DB, a)).toEqual([]);
  });
});
