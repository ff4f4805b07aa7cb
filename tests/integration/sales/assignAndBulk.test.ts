import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { forViewer, salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { assignableStaff, salesRequestById } from "../../../app/server/sales/salesRequests.server";
import { listSalesRequests } from "../../../app/server/sales/salesRequestList.server";
import { salesRequestHistory } from "../../../app/server/sales/salesRequestHistory.server";
import { createStaff } from "../auth";
import { callAs } from "../operations/atomicity";
import { bulkChangeMatching, bulkChangeSalesRequestStatus, changeSalesRequest, undoBulkChange } from "../../../app/server/sales/salesRequestChanges.server";

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
    expect(await bulkChangeSalesRequestStatus(callAs(me), { ids: [a, b, a], status: "contacted" })).toMatchObject({ ok: true, changed: 1 });
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

describe("all matching, and undo", () => {
  it("changes every request the filters match, beyond the page, in one audited batch", async () => {
    const me = await createStaff("editor");
    const company = `Matching ${crypto.randomUUID()}`;
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await makeRequest(`M${i}`, company));
    const other = await makeRequest("Other", `Elsewhere ${crypto.randomUUID()}`);
    const result = await bulkChangeMatching(callAs(me), { status: "qualified" }, q({ q: company, pageSize: 10 }));
    expect(result).toMatchObject({ ok: true, changed: 12 });
    for (const id of ids) expect((await salesRequestById(env.DB, id))!.status).toBe("qualified");
    expect((await salesRequestById(env.DB, other))!.status).toBe("new");
    const audit = await env.DB.prepare("SELECT target FROM staff_audit WHERE actor_id = ?1 AND action = 'request.status'")
      .bind(me.id)
      .all<{ target: string }>();
    expect(audit.results.map((r) => r.target)).toEqual(["all 12 requests matching the inbox's filters"]);
    expect(await bulkChangeMatching(callAs(me), { status: "closed" }, q({ q: `Nothing ${crypto.randomUUID()}` }))).toMatchObject({ ok: false, status: 400 });
  });

  it("undoes the caller's own bulk change within a minute, leaving a request changed since, and never after the minute", async () => {
    const [me, colleague] = await Promise.all([createStaff("editor"), createStaff("editor")]);
    const company = `Undo ${crypto.randomUUID()}`;
    const [a, b, c] = [await makeRequest("A", company), await makeRequest("B", company), await makeRequest("C", company)];
    await changeSalesRequest(callAs(me), { id: c, status: "contacted" });
    const change = await bulkChangeSalesRequestStatus(callAs(me), { ids: [a, b, c], status: "closed" });
    if (!change.ok) throw new Error("bulk change refused");
    // A colleague moves b on in between: their change wins.
    await changeSalesRequest(callAs(colleague), { id: b, status: "qualified" });
    const at = new Date(change.at);
    // Only the one who made the change may undo it.
    expect(await undoBulkChange(callAs(colleague), { at: change.at }, at)).toMatchObject({ ok: false, error: "Nothing to undo" });
    expect(await undoBulkChange(callAs(me), { at: change.at }, new Date(at.getTime() + 61_000))).toMatchObject({ ok: false, status: 400 });
    expect(await undoBulkChange(callAs(me), { at: change.at }, new Date(at.getTime() + 30_000))).toEqual({ ok: true, undone: 2, kept: 1 });
    expect((await salesRequestById(env.DB, a))!.status).toBe("new");
    expect((await salesRequestById(env.DB, b))!.status).toBe("qualified");
    expect((await salesRequestById(env.DB, c))!.status).toBe("contacted");
    expect((await salesRequestHistory(env.DB, a)).map((h) => [h.statusFrom, h.statusTo])).toEqual([
      ["new", "closed"],
      ["closed", "new"],
    ]);
    const audit = await env.DB.prepare("SELECT target FROM staff_audit WHERE actor_id = ?1 AND action = 'request.status_undo'")
      .bind(me.id)
      .all<{ target: string }>();
    expect(audit.results.map((r) => r.target)).toEqual(["2 of 3 requests"]);
    // A second undo finds nothing left to put back and writes no audit row.
    expect(await undoBulkChange(callAs(me), { at: change.at }, new Date(at.getTime() + 40_000))).toEqual({ ok: true, undone: 0, kept: 3 });
  });
});
