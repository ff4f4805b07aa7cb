import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { enqueueStaffEmail } from "../../../app/server/email/outbox.server";
import { resendOutboxMessage } from "../../../app/server/email/outboxAdmin.server";
import { sendStaffEmail } from "../../../app/server/email/staffEmail.server";
import { appEnv, createStaff } from "../auth";
import { auditRows, callAs, count, whileAuditRefused, whileRefused } from "./atomicity";

let n = 0;
const subject = () => `Atomic ${Date.now().toString(36)}-${n++}`;

async function message(status: "failed" | "delivered") {
  const id = crypto.randomUUID();
  await enqueueStaffEmail(env.DB, { to: "client@bank.example", subject: subject(), text: "Hello" }, null, id).run();
  await env.DB.prepare("UPDATE email_outbox SET status = ?2, attempts = 3 WHERE id = ?1").bind(id, status).run();
  return id;
}

describe("staff e-mail: the queued message and its audit row land together or not at all", () => {
  it("queues nothing when the audit row cannot be written, then queues and records", async () => {
    const editor = await createStaff("editor");
    const input = { to: "client@bank.example", subject: subject(), body: "Your demo is ready." };
    expect(String(await whileAuditRefused(() => sendStaffEmail(callAs(editor), appEnv(), input)))).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM email_outbox WHERE subject = ?1", input.subject)).toBe(0);

    const sent = await sendStaffEmail(callAs(editor), appEnv(), input);
    expect(sent).toMatchObject({ ok: true, status: "pending" });
    expect(await count("SELECT count(*) AS n FROM email_outbox WHERE subject = ?1", input.subject)).toBe(1);
    expect((await auditRows("email.send")).filter((r) => r.detail?.startsWith(input.subject))).toEqual([
      expect.objectContaining({ actor_id: editor.id, target: "client@bank.example" }),
    ]);
  });

  it("writes no audit row when the message cannot be queued", async () => {
    const editor = await createStaff("editor");
    const input = { to: "client@bank.example", subject: subject(), body: "Never queued." };
    expect(String(await whileRefused("email_outbox", "INSERT", () => sendStaffEmail(callAs(editor), appEnv(), input)))).toMatch(/refused by the test/);
    expect((await auditRows("email.send")).filter((r) => r.detail?.startsWith(input.subject))).toEqual([]);
  });
});

describe("outbox resend: the requeue or copy and its audit row land together or not at all", () => {
  it("requeues nothing and copies nothing when the audit row cannot be written", async () => {
    const admin = await createStaff("admin");
    const [failed, delivered] = [await message("failed"), await message("delivered")];
    const status = (id: string) => env.DB.prepare("SELECT status FROM email_outbox WHERE id = ?1").bind(id).first<{ status: string }>();
    const total = await count("SELECT count(*) AS n FROM email_outbox");
    for (const id of [failed, delivered]) {
      expect(String(await whileAuditRefused(() => resendOutboxMessage(callAs(admin), { id })))).toMatch(/refused by the test/);
    }
    expect([await status(failed), await status(delivered)]).toEqual([{ status: "failed" }, { status: "delivered" }]);
    expect(await count("SELECT count(*) AS n FROM email_outbox")).toBe(total);

    expect(await resendOutboxMessage(callAs(admin), { id: failed })).toMatchObject({ ok: true, id: failed, copied: false });
    expect(await resendOutboxMessage(callAs(admin), { id: delivered })).toMatchObject({ ok: true, copied: true });
    expect((await auditRows("outbox.resend")).map((r) => r.target)).toEqual([failed, delivered]);
  });

  it("writes no audit row when the requeue cannot run, and is refused to an editor", async () => {
    const admin = await createStaff("admin");
    const failed = await message("failed");
    expect(String(await whileRefused("email_outbox", "UPDATE", () => resendOutboxMessage(callAs(admin), { id: failed })))).toMatch(/refused by the test/);
    expect((await auditRows("outbox.resend")).filter((r) => r.target === failed)).toEqual([]);
    expect(await resendOutboxMessage(callAs(await createStaff("editor")), { id: failed })).toMatchObject({ ok: false, status: 403 });
  });
});
