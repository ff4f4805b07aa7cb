import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { scheduledJobs } from "../../../app/server/admin/scheduledWork.server";
import { quickViewCounts } from "../../../app/server/sales/inboxCounts.server";
import { listSalesRequests } from "../../../app/server/sales/salesRequestList.server";
import { listSuspectedSpam, purgeSuspectedSpam, restoreSuspectedSpam } from "../../../app/server/sales/suspectedSpam.server";
import { appEnv, countRows, freshIp, validRequest } from "../contact/fixtures";
import { client } from "../helpers";
import { createStaff } from "../auth";
import { auditRows, callAs, whileAuditRefused } from "../operations/atomicity";

/** Posts through the public API a request with a filled honeypot; answers the id it was given. */
async function postSpam(overrides: Record<string, unknown> = {}) {
  const request = validRequest({ website: "http://spam.example", ...overrides });
  const response = await client().api["sales-requests"].$post({ json: request }, { headers: { "CF-Connecting-IP": freshIp() } });
  expect(response.status).toBe(201);
  const body = await response.json();
  if (!("id" in body)) throw new Error("no id");
  return body.id;
}

const inboxNames = async (q: string) => (await listSalesRequests(env.DB, salesRequestQuerySchema.parse({ q }))).items.map((r) => r.Name);
const DAY = 24 * 3600 * 1000;

describe("suspected spam (decision record 0034)", () => {
  it("is stored with its reasons, queues no e-mail and enters no inbox list or count", async () => {
    const staff = await createStaff("editor");
    const countsBefore = await quickViewCounts(env.DB, staff.id);
    const id = await postSpam({ Name: "Held Person", Comments: "Hello" });
    const { items } = await listSuspectedSpam(env.DB);
    expect(items.find((s) => s.id === id)).toMatchObject({ Name: "Held Person", reasons: "honeypot" });
    expect(await countRows("email_outbox", "sales_request_id = ?1", id)).toBe(0);
    expect(await inboxNames("Held Person")).toEqual([]);
    expect(await quickViewCounts(env.DB, staff.id)).toEqual(countsBefore);
  });

  it("'Not spam' moves it into the inbox under the same id, queues both e-mails and writes the audit row in the same batch", async () => {
    const editor = await createStaff("editor");
    const id = await postSpam({ Name: "Restored Person", Email: "restored@example.com" });
    const result = await restoreSuspectedSpam(callAs(editor), appEnv(), { id });
    expect(result).toEqual({ ok: true, id, name: "Restored Person" });
    expect(await inboxNames("Restored Person")).toEqual(["Restored Person"]);
    expect(await countRows("suspected_spam", "id = ?1", id)).toBe(0);
    const mail = await env.DB.prepare("SELECT kind, to_address FROM email_outbox WHERE sales_request_id = ?1 ORDER BY kind").bind(id).all();
    expect(mail.results).toEqual([
      { kind: "acknowledgement", to_address: "restored@example.com" },
      { kind: "sales_notification", to_address: "sales@meridian-fs.example" },
    ]);
    expect((await auditRows("request.not_spam")).filter((r) => r.actor_id === editor.id)).toEqual([
      expect.objectContaining({ target: `Restored Person <restored@example.com> (${id})`, detail: "honeypot", ip: "198.18.90.1" }),
    ]);
    // A second "Not spam" (another tab) finds nothing to restore.
    expect(await restoreSuspectedSpam(callAs(editor), appEnv(), { id })).toMatchObject({ ok: false, status: 404 });
  });

  it("changes nothing when the audit row cannot be written, and refuses an id that is not one", async () => {
    const editor = await createStaff("editor");
    const id = await postSpam({ Name: "Atomic Spam" });
    expect(String(await whileAuditRefused(() => restoreSuspectedSpam(callAs(editor), appEnv(), { id })))).toMatch(/refused by the test/);
    expect(await countRows("suspected_spam", "id = ?1", id)).toBe(1);
    expect(await countRows("sales_requests", "id = ?1", id)).toBe(0);
    expect(await countRows("email_outbox", "sales_request_id = ?1", id)).toBe(0);
    expect(await restoreSuspectedSpam(callAs(editor), appEnv(), { id: "not an id!" })).toMatchObject({ ok: false, status: 400 });
  });

  it("is deleted 30 days after it arrived, by the scheduled work at the clock it is given", async () => {
    const now = Date.UTC(2031, 0, 31, 12);
    const insert = (id: string, at: number) =>
      env.DB.prepare(
        "INSERT INTO suspected_spam (id, client_id, products, name, company_name, email, phone, reasons, created_at) VALUES (?1, ?1, 'General Ledger', 'Old', 'Spam Co', 'x@example.com', '555', 'honeypot', ?2)",
      )
        .bind(id, new Date(at).toISOString())
        .run();
    const [old, recent] = [crypto.randomUUID(), crypto.randomUUID()];
    await insert(old, now - 30 * DAY - 1);
    await insert(recent, now - 29 * DAY);
    await scheduledJobs(appEnv(), now);
    expect(await countRows("suspected_spam", "id = ?1", old)).toBe(0);
    expect(await countRows("suspected_spam", "id = ?1", recent)).toBe(1);
    // A day later the other one goes too; running the job again is harmless.
    expect(await purgeSuspectedSpam(env.DB, now + DAY + 1)).toBeGreaterThanOrEqual(1);
    expect(await purgeSuspectedSpam(env.DB, now + DAY + 1)).toBe(0);
    expect(await countRows("suspected_spam", "id = ?1", recent)).toBe(0);
  });
});
