import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { enqueueStaffEmail } from "../../../app/server/email/outbox.server";
import { outboxAction, outboxDetailLoader, outboxListLoader } from "../../../app/server/email/outboxScreen.server";
import { createStaff, mintToken } from "../auth";
import { appEnv } from "./fixtures";

/** /admin/outbox's loaders and action (the code the route files call), as a browser reaches them: with a staff cookie. */
const cookieFor = async (role: "admin" | "editor") => `meridian_staff=${(await mintToken((await createStaff(role)).id, "staff")).token}`;
const page = (path: string, cookie: string, init: RequestInit = {}) =>
  new Request(new URL(path, "http://127.0.0.1"), { ...init, headers: { Cookie: cookie, ...(init.headers as Record<string, string>) } });
const post = (cookie: string, fields: Record<string, string>) =>
  page("/admin/outbox?index", cookie, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://127.0.0.1" },
    body: new URLSearchParams(fields),
  });
/** A thrown Response (redirect, 403, 404) or a returned data() as status + body. */
async function outcome(run: () => Promise<unknown>): Promise<{ status: number; body: unknown; location?: string | null }> {
  try {
    const r = await run();
    if (r instanceof Response) return { status: r.status, body: null, location: r.headers.get("Location") };
    if (r && typeof r === "object" && "init" in r) {
      const d = r as { data: unknown; init: { status?: number } | null };
      return { status: d.init?.status ?? 200, body: d.data };
    }
    return { status: 200, body: r };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: await thrown.text(), location: thrown.headers.get("Location") };
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      const d = thrown as { data: unknown; init: { status?: number } | null };
      return { status: d.init?.status ?? 500, body: d.data };
    }
    throw thrown;
  }
}

async function queued(status: string, subject = "Screen test") {
  const id = crypto.randomUUID();
  await enqueueStaffEmail(env.DB, { to: "someone@example.com", subject, text: "Full text of the message" }, null, id).run();
  await env.DB.prepare("UPDATE email_outbox SET status = ?2, attempts = 3, last_error = 'HTTP 500' WHERE id = ?1").bind(id, status).run();
  return id;
}

describe("/admin/outbox", () => {
  it("an editor cannot open the outbox, a message, or resend one (403); a visitor is sent to sign in", async () => {
    const editor = await cookieFor("editor");
    const id = await queued("failed");
    expect((await outcome(() => outboxListLoader(page("/admin/outbox", editor), { env: appEnv() }))).status).toBe(403);
    expect((await outcome(() => outboxDetailLoader(page(`/admin/outbox/${id}`, editor), id, { env: appEnv() }))).status).toBe(403);
    expect((await outcome(() => outboxAction(post(editor, { intent: "resend", id }), { env: appEnv() }))).status).toBe(403);
    expect((await env.DB.prepare("SELECT status FROM email_outbox WHERE id = ?1").bind(id).first<{ status: string }>())?.status).toBe("failed");
    const visitor = await outcome(() => outboxListLoader(new Request("http://127.0.0.1/admin/outbox"), { env: appEnv() }));
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/admin\/login\?/);
  });

  it("lists messages for an admin with status, attempts, last error and next try; filters by status; pages", async () => {
    const admin = await cookieFor("admin");
    const id = await queued("abandoned", "Gave up on this one");
    const all = (await outboxListLoader(page("/admin/outbox", admin), { env: appEnv() })) as Awaited<ReturnType<typeof outboxListLoader>>;
    expect(all.transport).toBe("sink");
    const filtered = await outboxListLoader(page("/admin/outbox?status=abandoned&pageSize=5", admin), { env: appEnv() });
    expect(filtered.page.items.every((m) => m.status === "abandoned")).toBe(true);
    expect(filtered.page.items.find((m) => m.id === id)).toMatchObject({
      subject: "Gave up on this one",
      attempts: 3,
      lastError: "HTTP 500",
      nextAttemptAt: null,
    });
    expect(filtered.page.pageSize).toBe(5);
    const bad = await outboxListLoader(page("/admin/outbox?status=nope", admin), { env: appEnv() });
    expect(bad.error).toMatch(/^status must be one of/);
    expect(bad.query.status).toBeUndefined();
    const detail = await outboxDetailLoader(page(`/admin/outbox/${id}`, admin), id, { env: appEnv() });
    expect(detail.message.text).toBe("Full text of the message");
    expect((await outcome(() => outboxDetailLoader(page("/admin/outbox/x", admin), "no-such-id", { env: appEnv() }))).status).toBe(404);
  });

  it("resends a message that gave up: queued again under its own id and delivered to the sink", async () => {
    const admin = await cookieFor("admin");
    const id = await queued("abandoned");
    const ctx = createExecutionContext();
    const result = await outcome(() => outboxAction(post(admin, { intent: "resend", id }), { env: appEnv(), waitUntil: (p) => ctx.waitUntil(p) }));
    await waitOnExecutionContext(ctx);
    expect(result.status).toBe(302);
    expect(result.location).toBe(`/admin/outbox/${id}?resent=same`);
    const detail = await outboxDetailLoader(page(`/admin/outbox/${id}`, admin), id, { env: appEnv() });
    expect(detail.message).toMatchObject({ status: "delivered", transport: "sink" });
    expect(detail.received).toMatchObject({ idempotencyKey: id, to: ["someone@example.com"], text: "Full text of the message" });
  });

  it("resending a delivered message sends a new copy with a new id", async () => {
    const admin = await cookieFor("admin");
    const id = await queued("delivered");
    const result = await outcome(() => outboxAction(post(admin, { intent: "resend", id }), { env: appEnv() }));
    expect(result.status).toBe(302);
    const newId = /^\/admin\/outbox\/([^?]+)\?resent=copy$/.exec(result.location ?? "")?.[1];
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(id);
    expect((await env.DB.prepare("SELECT status, subject FROM email_outbox WHERE id = ?1").bind(newId).first())?.status).toBe("pending");
  });

  it("refuses bad input with 400 and changes nothing; 404 for an unknown id; 409 while sending", async () => {
    const admin = await cookieFor("admin");
    const sending = await queued("sending");
    const before = await env.DB.prepare("SELECT COUNT(*) AS n, group_concat(status) AS s FROM email_outbox").first();
    const cases: Record<string, string>[] = [
      {},
      { intent: "resend" },
      { intent: "delete", id: sending },
      { intent: "resend", id: "'; DROP TABLE email_outbox; --" },
    ];
    for (const fields of cases) {
      expect((await outcome(() => outboxAction(post(admin, fields), { env: appEnv() }))).status).toBe(400);
    }
    expect((await outcome(() => outboxAction(post(admin, { intent: "resend", id: crypto.randomUUID() }), { env: appEnv() }))).status).toBe(404);
    expect((await outcome(() => outboxAction(post(admin, { intent: "resend", id: sending }), { env: appEnv() }))).status).toBe(409);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n, group_concat(status) AS s FROM email_outbox").first()).toEqual(before);
  });
});
