import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { confirmTrustFact, createTrustFact, deleteTrustFact, editTrustFact, listTrustFacts } from "../../../app/server/trust/trustFacts.server";
import { createStaff, type TestStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

/** the trust centre's facts, changed only by these three operations (decision records 0020, 0023). */
const NOW = "2026-11-25T12:00:00.000Z";
let n = 0;
const fact = (over: Record<string, unknown> = {}) => ({
  section: "security",
  title: `Fact ${++n} ${crypto.randomUUID().slice(0, 8)}`,
  body: "First paragraph.\n\nSecond paragraph.",
  reviewedOn: "2026-11-20",
  ...over,
});
/** A fact `admin` added on NOW (the operation must succeed): the answer, with the stored fact. */
async function storedFact(admin: TestStaff, input: ReturnType<typeof fact>) {
  const created = await createTrustFact(callAs(admin), input, { now: NOW });
  if (!created.ok) throw new Error(created.error);
  return created;
}
const row = (id: string) => env.DB.prepare("SELECT section, title, body, reviewed_on, position FROM trust_facts WHERE id = ?1").bind(id).first();

describe("trust-centre facts: validation", () => {
  it("refuses a fact without its fields, with an issue per field", async () => {
    const admin = await createStaff("admin");
    const result = await createTrustFact(callAs(admin), {}, { now: NOW });
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (result.ok) return;
    expect(result.issues!.map((i) => i.path).sort()).toEqual(["body", "section", "title"]);
  });

  it("refuses an unknown section, a blank or over-long title, a date that is not a day, and a review dated in the future", async () => {
    const admin = await createStaff("admin");
    const path = async (over: Record<string, unknown>) => {
      const r = await createTrustFact(callAs(admin), fact(over), { now: NOW });
      return r.ok ? null : (r.issues?.[0]?.path ?? r.error);
    };
    expect(await path({ section: "marketing" })).toBe("section");
    expect(await path({ title: "   " })).toBe("title");
    expect(await path({ title: "x".repeat(121) })).toBe("title");
    expect(await path({ reviewedOn: "2026-02-30" })).toBe("reviewedOn");
    expect(await path({ reviewedOn: "25/11/2026" })).toBe("reviewedOn");
    expect(await path({ reviewedOn: "2026-11-26" })).toBe("reviewedOn");
    expect(await path({ position: "-1" })).toBe("position");
    expect(await count("SELECT count(*) AS n FROM trust_facts")).toBe(0);
  });

  it("keeps paragraphs, trims the title to one line, and refuses a second fact of the same title in a section (409)", async () => {
    const admin = await createStaff("admin");
    const created = await storedFact(admin, fact({ title: "  Hosting\nregion  ", section: "hosting", body: "One.\r\n\r\nTwo." }));
    expect(created.fact).toMatchObject({ title: "Hosting region", body: "One.\n\nTwo.", reviewedOn: "2026-11-20", section: "hosting" });
    expect(await createTrustFact(callAs(admin), fact({ title: "Hosting region", section: "hosting" }), { now: NOW })).toMatchObject({ ok: false, status: 409 });
    expect(await createTrustFact(callAs(admin), fact({ title: "Hosting region", section: "privacy" }), { now: NOW })).toMatchObject({ ok: true });
  });
});

describe("trust-centre facts: permission", () => {
  it("an editor may neither add, change nor delete a fact (trust:manage is the admins')", async () => {
    const admin = await createStaff("admin");
    const editor = await createStaff("editor");
    const created = await storedFact(admin, fact());
    const before = await row(created.fact.id);
    expect(await createTrustFact(callAs(editor), fact(), { now: NOW })).toMatchObject({ ok: false, status: 403 });
    expect(await editTrustFact(callAs(editor), { ...fact(), id: created.fact.id }, { now: NOW })).toMatchObject({ ok: false, status: 403 });
    expect(await deleteTrustFact(callAs(editor), { id: created.fact.id })).toMatchObject({ ok: false, status: 403 });
    expect(await row(created.fact.id)).toEqual(before);
    await expect(created.fact.title).toHaveAuditTrail(["trust.fact.create"]);
  });
});

describe("trust-centre facts: the change and its audit row land together or not at all", () => {
  it("records add, edit (a new review date) and delete, each naming the fact", async () => {
    const admin = await createStaff("admin");
    const created = await storedFact(admin, fact({ section: "disclosure" }));
    const { id, title } = created.fact;
    const edited = await editTrustFact(callAs(admin), { ...fact({ section: "disclosure", title }), id, reviewedOn: "2026-11-25" }, { now: NOW });
    expect(edited).toMatchObject({ ok: true, fact: { reviewedOn: "2026-11-25" } });
    expect((await listTrustFacts(env.DB)).some((f) => f.id === id)).toBe(true);
    expect(await deleteTrustFact(callAs(admin), { id })).toMatchObject({ ok: true });
    expect(await deleteTrustFact(callAs(admin), { id })).toMatchObject({ ok: false, status: 404 });
    await expect(title).toHaveAuditTrail(["trust.fact.create", "trust.fact.delete", "trust.fact.edit"]);
    const [createdRow] = (await auditRows("trust.fact.create")).filter((r) => r.target === title);
    expect(createdRow).toMatchObject({ actor_id: admin.id, actor_email: admin.email, detail: "disclosure, reviewed 2026-11-20", ip: "198.18.90.1" });
  });

  it("adds, changes and deletes nothing when the audit row (the batch's second statement) cannot be written", async () => {
    const admin = await createStaff("admin");
    const title = fact().title;
    expect(String(await whileAuditRefused(() => createTrustFact(callAs(admin), fact({ title }), { now: NOW })))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM trust_facts WHERE title = ?1", title)).toBe(0);

    const created = await storedFact(admin, fact());
    const before = await row(created.fact.id);
    for (const run of [
      () => editTrustFact(callAs(admin), { ...fact(), id: created.fact.id, body: "Changed." }, { now: NOW }),
      () => deleteTrustFact(callAs(admin), { id: created.fact.id }),
    ]) {
      expect(String(await whileAuditRefused(run))).toMatch(/refused by the test/);
      expect(await row(created.fact.id)).toEqual(before);
    }
    await expect(created.fact.title).toHaveAuditTrail(["trust.fact.create"]);
  });

  it("writes no audit row when the fact itself cannot be written", async () => {
    const admin = await createStaff("admin");
    const title = fact().title;
    expect(String(await whileRefused("trust_facts", "INSERT", () => createTrustFact(callAs(admin), fact({ title }), { now: NOW })))).toMatch(
      /refused by the test/,
    );
    const created = await storedFact(admin, fact());
    expect(String(await whileRefused("trust_facts", "UPDATE", () => editTrustFact(callAs(admin), { ...fact(), id: created.fact.id }, { now: NOW })))).toMatch(
      /refused by the test/,
    );
    expect(String(await whileRefused("trust_facts", "DELETE", () => deleteTrustFact(callAs(admin), { id: created.fact.id })))).toMatch(/refused by the test/);
    await expect(title).toHaveAuditTrail([]);
    await expect(created.fact.title).toHaveAuditTrail(["trust.fact.create"]);
  });
});

describe("trust-centre facts: saving or confirming one is its review", () => {
  it("an edit without a day dates the review today (the old date does not stay)", async () => {
    const admin = await createStaff("admin");
    const created = await storedFact(admin, fact({ reviewedOn: "2025-03-04" }));
    const { reviewedOn: _old, ...words } = fact({ title: created.fact.title });
    const edited = await editTrustFact(callAs(admin), { ...words, id: created.fact.id, body: "Reworded." }, { now: NOW });
    expect(edited).toMatchObject({ ok: true, fact: { reviewedOn: "2026-11-25", body: "Reworded." } });
    const fresh = await createTrustFact(callAs(admin), { ...words, title: `${words.title} new` }, { now: NOW });
    expect(fresh).toMatchObject({ ok: true, fact: { reviewedOn: "2026-11-25" } });
  });

  it("confirming a fact keeps its words, dates it today and writes its audit row; an editor may not", async () => {
    const admin = await createStaff("admin");
    const editor = await createStaff("editor");
    const created = await storedFact(admin, fact({ reviewedOn: "2025-03-04" }));
    const before = await row(created.fact.id);
    expect(await confirmTrustFact(callAs(editor), { id: created.fact.id }, { now: NOW })).toMatchObject({ ok: false, status: 403 });
    expect(await row(created.fact.id)).toEqual(before);
    expect(await confirmTrustFact(callAs(admin), { id: created.fact.id }, { now: NOW })).toMatchObject({ ok: true, fact: { reviewedOn: "2026-11-25" } });
    expect(await row(created.fact.id)).toEqual({ ...before, reviewed_on: "2026-11-25" });
    expect(await confirmTrustFact(callAs(admin), { id: crypto.randomUUID() }, { now: NOW })).toMatchObject({ ok: false, status: 404 });
    const rows = (await auditRows("trust.fact.confirm")).filter((r) => r.target === created.fact.title);
    expect(rows).toEqual([expect.objectContaining({ actor_id: admin.id, detail: "security, reviewed 2026-11-25" })]);
  });
});
