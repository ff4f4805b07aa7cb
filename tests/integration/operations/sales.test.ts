import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { bulkChangeSalesRequestStatus, changeSalesRequest } from "../../../app/server/sales/salesRequestChanges.server";
import { salesRequestHistory } from "../../../app/server/sales/salesRequestHistory.server";
import { createStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

async function makeRequest() {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone) VALUES (?1, ?2, 'General Ledger', 'Pat', 'Atomic Co', 'x@example.com', '555')",
  )
    .bind(id, crypto.randomUUID())
    .run();
  return id;
}
const state = (id: string) => env.DB.prepare("SELECT status, assigned_to FROM sales_requests WHERE id = ?1").bind(id).first();
const followUpOf = async (id: string) =>
  (await env.DB.prepare("SELECT follow_up_on FROM sales_requests WHERE id = ?1").bind(id).first<{ follow_up_on: string | null }>())?.follow_up_on;
const notes = (id: string) => count("SELECT count(*) AS n FROM sales_request_notes WHERE sales_request_id = ?1", id);
const logged = async (id: string) =>
  [
    ...(await auditRows("request.status")),
    ...(await auditRows("request.assign")),
    ...(await auditRows("request.followup")),
    ...(await auditRows("request.note")),
  ].filter((r) => r.target === id);

describe("sales request status, assignment and note: change, history and audit row land together or not at all", () => {
  it("records each kind of change once, under its own action", async () => {
    const [editor, colleague] = await Promise.all([createStaff("editor"), createStaff("editor")]);
    const id = await makeRequest();
    expect(await changeSalesRequest(callAs(editor), { id, status: "contacted" })).toMatchObject({ ok: true });
    expect(await changeSalesRequest(callAs(editor), { id, assignee: colleague.id })).toMatchObject({ ok: true });
    expect(await changeSalesRequest(callAs(editor), { id, note: "Called" })).toMatchObject({ ok: true });
    expect((await logged(id)).map((r) => [r.action, r.detail, r.actor_id])).toEqual([
      ["request.status", "status new → contacted", editor.id],
      ["request.assign", `assignee → ${colleague.id}`, editor.id],
      ["request.note", "note", editor.id],
    ]);
    expect(await notes(id)).toBe(3);
  });

  it("changes nothing when the audit row cannot be written", async () => {
    const [editor, colleague] = await Promise.all([createStaff("editor"), createStaff("editor")]);
    const id = await makeRequest();
    const error = await whileAuditRefused(() => changeSalesRequest(callAs(editor), { id, status: "closed", assignee: colleague.id, note: "Lost" }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await state(id)).toEqual({ status: "new", assigned_to: null });
    expect(await notes(id)).toBe(0);
  });

  it("writes no audit row when the history row cannot be written", async () => {
    const editor = await createStaff("editor");
    const id = await makeRequest();
    const error = await whileRefused("sales_request_notes", "INSERT", () => changeSalesRequest(callAs(editor), { id, status: "qualified" }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await state(id)).toEqual({ status: "new", assigned_to: null });
    expect(await logged(id)).toEqual([]);
  });
});

describe("a follow-up date: set and cleared in the same change as status, assignee and note, one history entry, one audit row", () => {
  it("lands with the status change in one history row and one audit row; alone, it is its own action; cleared, it is recorded too", async () => {
    const editor = await createStaff("editor");
    const id = await makeRequest();
    expect(await changeSalesRequest(callAs(editor), { id, status: "contacted", followUp: "2026-12-01", note: "Call after budget" })).toMatchObject({
      ok: true,
      request: { status: "contacted", followUpOn: "2026-12-01" },
    });
    expect(await changeSalesRequest(callAs(editor), { id, followUp: "2027-01-15" })).toMatchObject({ ok: true, request: { followUpOn: "2027-01-15" } });
    expect(await changeSalesRequest(callAs(editor), { id, followUp: "" })).toMatchObject({ ok: true, request: { followUpOn: null } });
    // The same date again, or no field at all, is no change.
    expect(await changeSalesRequest(callAs(editor), { id, followUp: "" })).toMatchObject({ ok: false, status: 400 });
    expect((await logged(id)).map((r) => [r.action, r.detail])).toEqual([
      ["request.status", "status new → contacted; follow-up → 2026-12-01; note"],
      ["request.followup", "follow-up → 2027-01-15"],
      ["request.followup", "follow-up → none"],
    ]);
    const history = await salesRequestHistory(env.DB, id);
    expect(history.map((h) => [h.statusTo, h.followUp, h.body])).toEqual([
      ["contacted", { from: null, to: "2026-12-01" }, "Call after budget"],
      [null, { from: "2026-12-01", to: "2027-01-15" }, ""],
      [null, { from: "2027-01-15", to: null }, ""],
    ]);
  });

  it("changes no date when the audit row cannot be written, and writes no audit row when the history row cannot", async () => {
    const editor = await createStaff("editor");
    const id = await makeRequest();
    expect(String(await whileAuditRefused(() => changeSalesRequest(callAs(editor), { id, followUp: "2026-12-01" })))).toMatch(/refused by the test/);
    expect(await followUpOf(id)).toBeNull();
    expect(await notes(id)).toBe(0);
    expect(String(await whileRefused("sales_request_notes", "INSERT", () => changeSalesRequest(callAs(editor), { id, followUp: "2026-12-01" })))).toMatch(
      /refused by the test/,
    );
    expect(await followUpOf(id)).toBeNull();
    expect(await logged(id)).toEqual([]);
  });

  it("refuses a date that is not one, storing nothing", async () => {
    const editor = await createStaff("editor");
    const id = await makeRequest();
    for (const followUp of ["2026-02-30", "tomorrow", "2026-1-5"])
      expect(await changeSalesRequest(callAs(editor), { id, followUp })).toMatchObject({
        ok: false,
        status: 400,
        error: "Use a follow-up date written YYYY-MM-DD",
      });
    expect(await followUpOf(id)).toBeNull();
    expect(await notes(id)).toBe(0);
  });
});

describe("bulk status change: every request, its history and one audit row land together or not at all", () => {
  it("changes and records; with the audit log refusing, no request changes", async () => {
    const editor = await createStaff("editor");
    const [a, b] = [await makeRequest(), await makeRequest()];
    const error = await whileAuditRefused(() => bulkChangeSalesRequestStatus(callAs(editor), { ids: [a, b], status: "closed" }));
    expect(String(error)).toMatch(/refused by the test/);
    expect([await state(a), await state(b)]).toEqual([
      { status: "new", assigned_to: null },
      { status: "new", assigned_to: null },
    ]);
    expect((await notes(a)) + (await notes(b))).toBe(0);

    expect(await bulkChangeSalesRequestStatus(callAs(editor), { ids: [a, b], status: "closed" })).toMatchObject({ ok: true, changed: 2 });
    expect((await auditRows("request.status")).filter((r) => r.detail?.includes(a))).toEqual([
      expect.objectContaining({ target: "2 of 2 requests", detail: `status → closed: ${a}, ${b}`, actor_id: editor.id }),
    ]);
    // Nothing left to change: no second audit row.
    expect(await bulkChangeSalesRequestStatus(callAs(editor), { ids: [a, b], status: "closed" })).toMatchObject({ ok: true, changed: 0 });
    expect((await auditRows("request.status")).filter((r) => r.detail?.includes(a))).toHaveLength(1);
  });

  it("writes no audit row and no history when the updates cannot run", async () => {
    const editor = await createStaff("editor");
    const a = await makeRequest();
    const error = await whileRefused("sales_requests", "UPDATE", () => bulkChangeSalesRequestStatus(callAs(editor), { ids: [a], status: "qualified" }));
    expect(String(error)).toMatch(/refused by the test/);
    expect((await auditRows("request.status")).filter((r) => r.detail?.includes(a))).toEqual([]);
    expect(await notes(a)).toBe(0);
  });
});
