import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { deleteStaffUser } from "../../app/server/users/staffUsers.server";
import { bearer, createStaff, mintToken } from "./auth";
import { client } from "./helpers";

// Its own file: storage is per file, so the admins here are the only ones.
describe("the last admin", () => {
  it("cannot be deleted, even when two admins delete each other at the same moment", async () => {
    const a = await createStaff("admin");
    const b = await createStaff("admin");
    const [ta, tb] = await Promise.all([mintToken(a.id, "staff"), mintToken(b.id, "staff")]);
    const results = await Promise.all([
      client().api.users[":id"].$delete({ param: { id: b.id } }, { headers: bearer(ta.token) }),
      client().api.users[":id"].$delete({ param: { id: a.id } }, { headers: bearer(tb.token) }),
    ]);
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const admins = await env.DB.prepare("SELECT count(*) AS n FROM staff_users WHERE role = 'admin'").first<{ n: number }>();
    expect(admins?.n).toBe(1);
    // The refused delete left no audit row: the entry stands only when its DELETE changed a row.
    const logged = await env.DB.prepare("SELECT count(*) AS n FROM staff_audit WHERE action = 'user.delete'").first<{ n: number }>();
    expect(logged?.n).toBe(1);
  });

  it("is refused by the domain rule whoever asks", async () => {
    const only = await env.DB.prepare("SELECT id FROM staff_users WHERE role = 'admin'").first<{ id: string }>();
    const someAdmin = {
      db: env.DB,
      actor: { id: crypto.randomUUID(), email: "other-admin@meridian-fs.example", role: "admin" as const },
      ip: null,
      production: false,
    };
    const result = await deleteStaffUser(someAdmin, { id: only!.id });
    expect(result).toMatchObject({ ok: false, status: 409, error: "The last admin cannot be deleted" });
    const editor = await createStaff("editor");
    const onlyAdmin = { db: env.DB, actor: { id: only!.id, email: "only-admin@meridian-fs.example", role: "admin" as const }, ip: null, production: false };
    expect(await deleteStaffUser(onlyAdmin, { id: editor.id })).toMatchObject({ ok: true });
  });
});
