import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { PRODUCTS } from "../../../app/catalogue";
import { deleteDemoItem, saveDemoItem } from "../../../app/server/demo/demoItemOperations.server";
import { deleteDemoUser, saveDemoUser } from "../../../app/server/demo/demoUsers.server";
import { createDemoUser, createStaff, mintToken } from "../auth";
import { createDemoItem, patternBytes } from "../demoFixtures";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

const productId = PRODUCTS[0]!.id;
let n = 0;
const demoUser = (itemIds: string[]) => ({
  name: "Prospect",
  company: "Atomic Bank",
  email: `prospect-${n}@bank.example`,
  username: `prospect-${Date.now().toString(36)}-${n++}`,
  password: "a-long-enough-demo-password",
  accessUntil: null,
  active: true,
  itemIds,
});

/** A completed resumable upload, as POST /api/demo-uploads/:id/complete leaves one. */
async function completedUpload(): Promise<string> {
  const id = crypto.randomUUID();
  const key = `demo/${id}.webm`;
  await env.MEDIA.put(key, patternBytes(2048), { httpMetadata: { contentType: "video/webm" } });
  await env.DB.prepare(
    "INSERT INTO demo_uploads (id, r2_key, r2_upload_id, kind, filename, content_type, size_bytes, part_size, part_count, status) VALUES (?1, ?2, 'mp', 'video', 'demo.webm', 'video/webm', 2048, 2048, 1, 'completed')",
  )
    .bind(id, key)
    .run();
  return id;
}

describe("demo users and grants: the user, the grants and the audit rows land together or not at all", () => {
  it("adds nobody and grants nothing when the audit row cannot be written, then adds and records both", async () => {
    const admin = await createStaff("admin");
    const item = await createDemoItem();
    const input = demoUser([item.id]);
    expect(String(await whileAuditRefused(() => saveDemoUser(callAs(admin), input)))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM demo_users WHERE username = ?1", input.username)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM demo_grants WHERE demo_item_id = ?1", item.id)).toBe(0);

    expect(await saveDemoUser(callAs(admin), input)).toMatchObject({ ok: true, created: true });
    expect((await auditRows("demo.user.create")).filter((r) => r.target === input.username)).toHaveLength(1);
    expect((await auditRows("demo.grant")).filter((r) => r.target === input.username)).toEqual([
      expect.objectContaining({ actor_id: admin.id, ip: "198.18.90.1" }),
    ]);
  });

  it("changes no grant and ends no session when the audit row cannot be written; deletes only with its row", async () => {
    const admin = await createStaff("admin");
    const [kept, offered] = [await createDemoItem(), await createDemoItem()];
    const input = demoUser([kept.id]);
    const saved = await saveDemoUser(callAs(admin), input);
    if (!saved.ok) throw new Error(saved.error);
    const id = saved.user.id;
    const { session } = await mintToken(id, "demo");
    const edit = { ...input, id, itemIds: [offered.id], password: "another-long-demo-password" };
    expect(String(await whileAuditRefused(() => saveDemoUser(callAs(admin), edit)))).toMatch(/refused by the test/);
    expect((await env.DB.prepare("SELECT demo_item_id FROM demo_grants WHERE demo_user_id = ?1").bind(id).all()).results).toEqual([{ demo_item_id: kept.id }]);
    expect(await count("SELECT count(*) AS n FROM sessions WHERE id = ?1 AND revoked_at IS NULL", session.id)).toBe(1);

    expect(String(await whileAuditRefused(() => deleteDemoUser(callAs(admin), { id })))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM demo_users WHERE id = ?1", id)).toBe(1);
    expect(String(await whileRefused("demo_users", "DELETE", () => deleteDemoUser(callAs(admin), { id })))).toMatch(/refused by the test/);
    expect((await auditRows("demo.user.delete")).filter((r) => r.target === input.username)).toEqual([]);
    expect(await deleteDemoUser(callAs(admin), { id })).toMatchObject({ ok: true });
    expect((await auditRows("demo.user.delete")).filter((r) => r.target === input.username)).toHaveLength(1);
  });

  it("is refused to an editor", async () => {
    const editor = await createStaff("editor");
    const demo = await createDemoUser();
    expect(await deleteDemoUser(callAs(editor), { id: demo.id })).toMatchObject({ ok: false, status: 403 });
    expect(await count("SELECT count(*) AS n FROM demo_users WHERE id = ?1", demo.id)).toBe(1);
  });
});

describe("demo items: the item and its audit row land together or not at all", () => {
  it("creates no item and keeps the upload when the audit row cannot be written, then creates and records", async () => {
    const admin = await createStaff("admin");
    const uploadId = await completedUpload();
    const input = { title: `Atomic demo ${n++}`, description: "", productId, uploadId };
    expect(String(await whileAuditRefused(() => saveDemoItem(callAs(admin), env.MEDIA, input)))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM demo_items WHERE title = ?1", input.title)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM demo_uploads WHERE id = ?1", uploadId)).toBe(1);

    expect(await saveDemoItem(callAs(admin), env.MEDIA, input)).toMatchObject({ ok: true, created: true });
    expect((await auditRows("demo.item.create")).filter((r) => r.target === input.title)).toHaveLength(1);
  });

  it("changes and deletes nothing when the audit row cannot be written", async () => {
    const admin = await createStaff("admin");
    const item = await createDemoItem({ title: `Kept ${n++}` });
    const title = () => env.DB.prepare("SELECT title FROM demo_items WHERE id = ?1").bind(item.id).first<{ title: string }>();
    const before = await title();
    expect(
      String(await whileAuditRefused(() => saveDemoItem(callAs(admin), env.MEDIA, { id: item.id, title: "Renamed", description: "", productId }))),
    ).toMatch(/refused by the test/);
    expect(await title()).toEqual(before);
    expect(String(await whileAuditRefused(() => deleteDemoItem(callAs(admin), env.MEDIA, { id: item.id })))).toMatch(/refused by the test/);
    expect(await title()).toEqual(before);

    expect(await deleteDemoItem(callAs(admin), env.MEDIA, { id: item.id })).toMatchObject({ ok: true });
    expect(await count("SELECT count(*) AS n FROM demo_items WHERE id = ?1", item.id)).toBe(0);
    expect((await auditRows("demo.item.delete")).filter((r) => r.target === before?.title)).toHaveLength(1);
  });
});
