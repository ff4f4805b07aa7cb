import { describe, expect, it } from "vitest";
import { addStaffUser, deleteStaffUser } from "../../../app/server/users/staffUsers.server";
import { createStaff, mintToken } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

const newUser = (email: string) => ({ email, name: "New Editor", role: "editor", password: "a-long-enough-password-1" });

describe("user add: the user and its audit row land together or not at all", () => {
  it("writes both", async () => {
    const admin = await createStaff("admin");
    const result = await addStaffUser(callAs(admin), newUser("both@meridian-fs.example"));
    expect(result).toMatchObject({ ok: true, user: { email: "both@meridian-fs.example", role: "editor" } });
    expect(await count("SELECT count(*) AS n FROM staff_users WHERE email = ?1", "both@meridian-fs.example")).toBe(1);
    expect(await auditRows("user.create")).toContainEqual(
      expect.objectContaining({ actor_id: admin.id, actor_email: admin.email, target: "both@meridian-fs.example", detail: "role editor", ip: "198.18.90.1" }),
    );
  });

  it("adds no user when the audit row cannot be written", async () => {
    const admin = await createStaff("admin");
    const error = await whileAuditRefused(() => addStaffUser(callAs(admin), newUser("neither@meridian-fs.example")));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM staff_users WHERE email = ?1", "neither@meridian-fs.example")).toBe(0);
  });

  it("writes no audit row when the user cannot be written, nor for a duplicate", async () => {
    const admin = await createStaff("admin");
    const error = await whileRefused("staff_users", "INSERT", () => addStaffUser(callAs(admin), newUser("refused@meridian-fs.example")));
    expect(String(error)).toMatch(/refused by the test/);
    const duplicate = await addStaffUser(callAs(admin), newUser(admin.email));
    expect(duplicate).toMatchObject({ ok: false, status: 409 });
    const targets = (await auditRows("user.create")).map((r) => r.target);
    expect(targets).not.toContain("refused@meridian-fs.example");
    expect(targets).not.toContain(admin.email);
  });

  it("is refused to an editor, and for input its schema refuses", async () => {
    const editor = await createStaff("editor");
    expect(await addStaffUser(callAs(editor), newUser("by-editor@meridian-fs.example"))).toMatchObject({ ok: false, status: 403 });
    const admin = await createStaff("admin");
    const invalid = await addStaffUser(callAs(admin), { ...newUser("short@meridian-fs.example"), password: "short" });
    expect(invalid).toMatchObject({ ok: false, status: 400, issues: [expect.objectContaining({ path: "password" })] });
    expect(await count("SELECT count(*) AS n FROM staff_users WHERE email IN ('by-editor@meridian-fs.example', 'short@meridian-fs.example')")).toBe(0);
  });
});

describe("user delete: the deletion and its audit row land together or not at all", () => {
  it("deletes and records; with the audit log refusing, the user and their sessions stay", async () => {
    const admin = await createStaff("admin");
    const kept = await createStaff("editor");
    const { session } = await mintToken(kept.id, "staff");
    const error = await whileAuditRefused(() => deleteStaffUser(callAs(admin), { id: kept.id }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM staff_users WHERE id = ?1", kept.id)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id = ?1 AND revoked_at IS NULL", session.id)).toBe(1);

    expect(await deleteStaffUser(callAs(admin), { id: kept.id })).toMatchObject({ ok: true, user: { email: kept.email } });
    expect(await count("SELECT count(*) AS n FROM staff_users WHERE id = ?1", kept.id)).toBe(0);
    expect((await auditRows("user.delete")).filter((r) => r.target === kept.email)).toEqual([
      expect.objectContaining({ actor_id: admin.id, detail: "role editor" }),
    ]);
  });

  it("writes no audit row when the delete cannot run", async () => {
    const admin = await createStaff("admin");
    const kept = await createStaff("editor");
    const error = await whileRefused("staff_users", "DELETE", () => deleteStaffUser(callAs(admin), { id: kept.id }));
    expect(String(error)).toMatch(/refused by the test/);
    expect((await auditRows("user.delete")).filter((r) => r.target === kept.email)).toEqual([]);
  });
});
