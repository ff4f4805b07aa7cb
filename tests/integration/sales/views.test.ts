import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { forViewer, salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { countsByStatus, quickViewCounts, openCountsByAssignee } from "../../../app/server/sales/inboxCounts.server";
import { listSalesRequests } from "../../../app/server/sales/salesRequestList.server";
import { createStaff } from "../auth";

/**
 * The inbox's quick views on the real local D1: the filters they set, their counts and
 * the dashboard's. The clock is set to a day in 1981 and follow-up dates are in 1980–1981, dates
 * no other test writes, so "Follow-up due" counts only this file's requests.
 */
async function insert(rows: { name: string; company: string; status?: string; assignedTo?: string | null; followUpOn?: string | null }[]) {
  await env.DB.batch(
    rows.map((r) =>
      env.DB.prepare(
        `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, status, assigned_to, follow_up_on)
         VALUES (?1, ?2, 'General Ledger', ?3, ?4, 'x@example.com', '555', ?5, ?6, ?7)`,
      ).bind(crypto.randomUUID(), crypto.randomUUID(), r.name, r.company, r.status ?? "new", r.assignedTo ?? null, r.followUpOn ?? null),
    ),
  );
}
const q = (o: Record<string, unknown>) => salesRequestQuerySchema.parse(o);
const NOW = new Date("1981-03-10T23:59:00.000Z");

describe("the quick views' filters and counts", () => {
  it("My open, Unassigned, New and Follow-up due list and count what they say", async () => {
    const [me, other] = await Promise.all([createStaff("editor"), createStaff("editor")]);
    const company = `Views ${crypto.randomUUID()}`;
    await insert([
      { name: "Mine new due", company, assignedTo: me.id, followUpOn: "1980-12-01" },
      { name: "Mine contacted due today", company, status: "contacted", assignedTo: me.id, followUpOn: "1981-03-10" },
      { name: "Mine qualified later", company, status: "qualified", assignedTo: me.id, followUpOn: "1981-03-11" },
      { name: "Mine closed", company, status: "closed", assignedTo: me.id, followUpOn: "1980-01-01" },
      { name: "Other new", company, assignedTo: other.id },
      { name: "Nobody new", company },
      { name: "Nobody closed", company, status: "closed" },
    ]);
    const names = async (o: Record<string, unknown>) =>
      (await listSalesRequests(env.DB, forViewer(q({ q: company, sort: "name", ...o }), me.id), NOW)).items.map((r) => r.Name);
    expect(await names({ assignee: "mine", status: "open" })).toEqual(["Mine contacted due today", "Mine new due", "Mine qualified later"]);
    expect(await names({ assignee: "none", status: "open" })).toEqual(["Nobody new"]);
    expect(await names({ status: "new" })).toEqual(["Mine new due", "Nobody new", "Other new"]);
    expect(await names({ followUp: "due" })).toEqual(["Mine contacted due today", "Mine new due"]);

    const counts = await quickViewCounts(env.DB, me.id, NOW);
    expect(counts.mine).toBe(3);
    expect(counts.due).toBe(2 + (await dueElsewhere()));
    const all = await countsByStatus(env.DB);
    const direct = await env.DB.prepare("SELECT status, COUNT(*) AS n FROM sales_requests GROUP BY status").all<{ status: string; n: number }>();
    for (const { status, n } of direct.results) expect(all[status as keyof typeof all]).toBe(n);
    expect(counts.new).toBe(all.new);
    const byAssignee = await openCountsByAssignee(env.DB);
    expect(byAssignee.find((a) => a.assignee?.id === me.id)).toEqual({ assignee: { id: me.id, name: me.name }, open: 3 });
    expect(byAssignee.find((a) => a.assignee?.id === other.id)).toEqual({ assignee: { id: other.id, name: other.name }, open: 1 });
    expect(byAssignee.at(-1)!.assignee).toBeNull(); // the unassigned last
    expect(byAssignee.at(-1)!.open).toBe(counts.unassigned);
  });
});

/** Requests other tests left due at NOW (none write dates this old, but the count must not assume it). */
async function dueElsewhere() {
  const r = await env.DB.prepare(
    "SELECT COUNT(*) AS n FROM sales_requests WHERE follow_up_on <= '1981-03-10' AND status IN ('new', 'contacted', 'qualified') AND company_name NOT LIKE 'Views %'",
  ).first<{ n: number }>();
  return r?.n ?? 0;
}
