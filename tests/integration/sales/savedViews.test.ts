import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAVED_VIEW_LIMIT } from "../../../app/lib/sales/savedViews";
import { changeInboxView, deleteInboxView, listSavedViews, saveInboxView } from "../../../app/server/sales/savedViews.server";
import { createStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "../operations/atomicity";

/**
 * The inbox's saved views (decision record 0024): a staff member's own, optionally shared with the
 * team; changed only by their owner; each change and its audit row one batch (decision record 0020).
 */
const viewsOf = (ownerId: string) => count("SELECT COUNT(*) AS n FROM inbox_saved_views WHERE owner_id = ?1", ownerId);

describe("saved inbox views", () => {
  it("saves the filters and order under a name; the owner sees it, the team sees it only once shared", async () => {
    const [ann, bob] = await Promise.all([createStaff("editor"), createStaff("admin")]);
    const saved = await saveInboxView(callAs(ann), {
      name: "  Hot leads  ",
      filters: { status: "qualified", q: "bank", sort: "name", dir: "desc", pageSize: "25" },
    });
    if (!saved.ok) throw new Error(saved.error);
    expect(saved.view).toMatchObject({
      name: "Hot leads",
      shared: false,
      filters: { q: "bank", status: "qualified", pageSize: "25", sort: "name", dir: "desc" },
    });
    expect((await listSavedViews(env.DB, ann.id)).filter((v) => v.id === saved.view.id)).toMatchObject([{ name: "Hot leads", mine: true }]);
    expect((await listSavedViews(env.DB, bob.id)).some((v) => v.id === saved.view.id)).toBe(false);

    expect(await changeInboxView(callAs(ann), { id: saved.view.id, name: "Hot banks", shared: "on" })).toMatchObject({
      ok: true,
      view: { name: "Hot banks", shared: true },
    });
    expect((await listSavedViews(env.DB, bob.id)).filter((v) => v.id === saved.view.id)).toMatchObject([
      { name: "Hot banks", mine: false, shared: true, ownerName: ann.name, filters: { status: "qualified", q: "bank" } },
    ]);
    expect((await auditRows("inbox_view.save")).filter((r) => r.actor_id === ann.id).map((r) => [r.target, r.detail])).toEqual([
      ["Hot leads", "q=bank&status=qualified&pageSize=25&sort=name&dir=desc"],
    ]);
    expect((await auditRows("inbox_view.change")).filter((r) => r.actor_id === ann.id).map((r) => r.detail)).toEqual(["renamed from Hot leads; shared"]);
  });

  it("only its owner may rename or delete a view; a shared view is read by everyone", async () => {
    const [ann, bob] = await Promise.all([createStaff("editor"), createStaff("admin")]);
    const saved = await saveInboxView(callAs(ann), { name: "Mine", shared: true, filters: { assignee: "mine", status: "open" } });
    if (!saved.ok) throw new Error(saved.error);
    expect(await changeInboxView(callAs(bob), { id: saved.view.id, name: "Taken over" })).toMatchObject({ ok: false, status: 403 });
    expect(await deleteInboxView(callAs(bob), { id: saved.view.id })).toMatchObject({ ok: false, status: 403 });
    // Not shared: to anyone else it is not there at all.
    expect(await changeInboxView(callAs(ann), { id: saved.view.id, name: "Mine", shared: false })).toMatchObject({ ok: true });
    expect(await deleteInboxView(callAs(bob), { id: saved.view.id })).toMatchObject({ ok: false, status: 404 });
    expect((await listSavedViews(env.DB, ann.id)).find((v) => v.id === saved.view.id)?.name).toBe("Mine");
    expect(await deleteInboxView(callAs(ann), { id: saved.view.id })).toMatchObject({ ok: true, view: { name: "Mine" } });
    expect(await viewsOf(ann.id)).toBe(0);
    expect((await auditRows("inbox_view.delete")).filter((r) => r.actor_id === ann.id).map((r) => r.target)).toEqual(["Mine"]);
    expect(await deleteInboxView(callAs(ann), { id: saved.view.id })).toMatchObject({ ok: false, status: 404 });
  });

  it("refuses a name that is empty, too long or already the owner's; filters the inbox does not know or accept; past the limit", async () => {
    const ann = await createStaff("editor");
    const refused = async (raw: unknown) => {
      const result = await saveInboxView(callAs(ann), raw);
      expect(result.ok).toBe(false);
      return result.ok ? null : { status: result.status, error: result.error, paths: result.issues?.map((i) => i.path) };
    };
    expect(await refused({ name: " ", filters: {} })).toEqual({ status: 400, error: "Give the view a name", paths: ["name"] });
    expect(await refused({ name: "x".repeat(61) })).toMatchObject({ status: 400, error: "A view's name may be at most 60 characters" });
    expect(await refused({ name: "Bad", filters: { status: "qualified", secret: "1" } })).toMatchObject({ status: 400, error: "Not an inbox filter: secret" });
    expect(await refused({ name: "Bad", filters: { page: "2" } })).toMatchObject({ status: 400, error: "Not an inbox filter: page" });
    expect(await refused({ name: "Bad", filters: { status: "won" } })).toMatchObject({ status: 400, paths: ["filters.status"] });
    expect(await refused({ name: "Bad", filters: { from: "2026-02-30" } })).toMatchObject({ status: 400, paths: ["filters.from"] });
    expect(await refused({ name: "Bad", filters: { from: "2026-03-02", to: "2026-03-01" } })).toMatchObject({ status: 400 });
    expect(await refused({ name: "Bad", shared: "yes" })).toMatchObject({ status: 400, paths: ["shared"] });
    expect(await refused("not an object")).toMatchObject({ status: 400 });
    expect(await viewsOf(ann.id)).toBe(0);

    expect(await saveInboxView(callAs(ann), { name: "New", filters: { status: "new" } })).toMatchObject({ ok: true });
    expect(await refused({ name: "New", filters: { status: "closed" } })).toEqual({
      status: 400,
      error: "You already have a view with that name",
      paths: ["name"],
    });
    // Another person may use the same name.
    expect(await saveInboxView(callAs(await createStaff("editor")), { name: "New", filters: {} })).toMatchObject({ ok: true });

    for (let i = 1; i < SAVED_VIEW_LIMIT; i++) expect((await saveInboxView(callAs(ann), { name: `View ${i}` })).ok).toBe(true);
    expect(await viewsOf(ann.id)).toBe(SAVED_VIEW_LIMIT);
    expect(await refused({ name: "One more" })).toMatchObject({ status: 400, error: expect.stringMatching(/50 saved views/) });
    expect(await viewsOf(ann.id)).toBe(SAVED_VIEW_LIMIT);
  });

  it("a rename to a name the owner already uses is refused and changes nothing", async () => {
    const ann = await createStaff("editor");
    const a = await saveInboxView(callAs(ann), { name: "A" });
    await saveInboxView(callAs(ann), { name: "B" });
    if (!a.ok) throw new Error(a.error);
    expect(await changeInboxView(callAs(ann), { id: a.view.id, name: "B" })).toMatchObject({
      ok: false,
      status: 400,
      error: "You already have a view with that name",
    });
    expect(await changeInboxView(callAs(ann), { id: a.view.id, name: "" })).toMatchObject({ ok: false, status: 400 });
    expect((await listSavedViews(env.DB, ann.id)).filter((v) => v.mine).map((v) => v.name)).toEqual(["A", "B"]);
  });

  it("the view and its audit row land together or not at all", async () => {
    const ann = await createStaff("editor");
    expect(String(await whileAuditRefused(() => saveInboxView(callAs(ann), { name: "Lost" })))).toMatch(/refused by the test/);
    expect(await viewsOf(ann.id)).toBe(0);
    const kept = await saveInboxView(callAs(ann), { name: "Kept" });
    if (!kept.ok) throw new Error(kept.error);
    expect(String(await whileAuditRefused(() => deleteInboxView(callAs(ann), { id: kept.view.id })))).toMatch(/refused by the test/);
    expect(await viewsOf(ann.id)).toBe(1);
    expect(String(await whileRefused("inbox_saved_views", "UPDATE", () => changeInboxView(callAs(ann), { id: kept.view.id, name: "Renamed" })))).toMatch(
      /refused by the test/,
    );
    expect((await auditRows("inbox_view.change")).filter((r) => r.actor_id === ann.id)).toEqual([]);
  });
});
