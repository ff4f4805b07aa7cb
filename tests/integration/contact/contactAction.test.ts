import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ContactActionData } from "../../../app/lib/contact/actionData";
import { contactAction, EXPIRED_MESSAGE } from "../../../app/server/sales/contactAction.server";
import { checkFormToken, MAX_AGE_MS, signFormToken } from "../../../app/server/sales/formToken.server";
import { appEnv, countRows, freshIp, validRequest } from "./fixtures";

const SECRET = "integration-test-secret-0123456789abcdef";
const agedToken = (ageMs = 60_000) => signFormToken(SECRET, Date.now() - ageMs);

/** Posts a form to the real /contact action and returns its status and data. */
async function postForm(fields: Record<string, string>, { ip = freshIp(), body }: { ip?: string; body?: BodyInit } = {}) {
  const ctx = createExecutionContext();
  const request = new Request("http://127.0.0.1/contact", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
    body: body ?? new URLSearchParams(fields),
  });
  const result = await contactAction(request, { env: appEnv(), requestId: "test", waitUntil: (p) => ctx.waitUntil(p) });
  await waitOnExecutionContext(ctx);
  // Success is a plain object (200); failures are data() with their status.
  if ("init" in (result as object)) {
    const r = result as unknown as { data: ContactActionData; init: { status: number; headers?: Record<string, string> } };
    return { status: r.init.status, data: r.data, headers: r.init.headers ?? {} };
  }
  return { status: 200, data: result as ContactActionData, headers: {} };
}

const formOf = (overrides: Record<string, unknown> = {}) => validRequest(overrides) as Record<string, string> & { clientId: string };

describe("the /contact action", () => {
  it("stores a valid form with a genuine, old-enough timestamp and answers with the name", async () => {
    const form = { ...formOf({ Name: "Form Person" }), formToken: await agedToken(), website: "" };
    const result = await postForm(form);
    expect(result).toMatchObject({ status: 200, data: { ok: true, name: "Form Person" } });
    expect(await countRows("sales_requests", "client_id = ?1", form.clientId)).toBe(1);
    expect(await countRows("email_outbox", "sales_request_id = (SELECT id FROM sales_requests WHERE client_id = ?1)", form.clientId)).toBe(2);
  });

  it("blanks placeholders and answers 400 with every field's message, the values and the same token", async () => {
    const token = await agedToken();
    const result = await postForm({
      ContactType: "Contact Type",
      Products: "I am Interested In...",
      Name: "Only A Name",
      clientId: crypto.randomUUID(),
      formToken: token,
    });
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      error: "Please provide required values",
      fieldErrors: {
        Products: "Product is Required",
        CompanyName: "Company Name is Required",
        Email: "Email is Required",
        Phone: "Phone is Required",
      },
      values: { Name: "Only A Name" },
      formToken: token,
    });
  });

  it("answers a double submit of the same form with success twice and stores one row", async () => {
    const form = { ...formOf(), formToken: await agedToken() };
    const ip = freshIp();
    const [a, b] = await Promise.all([postForm(form, { ip }), postForm(form, { ip })]);
    expect(a.data.ok && b.data.ok).toBe(true);
    expect(await countRows("sales_requests", "client_id = ?1", form.clientId)).toBe(1);
  });

  it("stores a form sent the instant its token was issued (autofill) as a normal request, with its e-mails", async () => {
    const form = {
      ...formOf({ Name: "Autofill Person", Email: `autofill-${crypto.randomUUID().slice(0, 8)}@example.com` }),
      formToken: await signFormToken(SECRET, Date.now()),
      website: "",
    };
    const result = await postForm(form);
    expect(result).toMatchObject({ status: 200, data: { ok: true, name: "Autofill Person" } });
    expect(await countRows("sales_requests", "client_id = ?1", form.clientId)).toBe(1);
    expect(await countRows("suspected_spam", "client_id = ?1", form.clientId)).toBe(0);
    expect(await countRows("email_outbox", "sales_request_id = (SELECT id FROM sales_requests WHERE client_id = ?1)", form.clientId)).toBe(2);
  });

  it("stores a filled honeypot, a forged timestamp and a link-stuffed form as suspected spam with their reasons, and queues no e-mail", async () => {
    const outboxBefore = await countRows("email_outbox");
    const genuine = await agedToken();
    const cases: [Record<string, string>, string][] = [
      [{ ...formOf(), formToken: genuine, website: "https://buy.example" }, "honeypot"],
      [{ ...formOf(), formToken: await signFormToken("another-secret-0123456789abcdef0123456", Date.now() - 10_000) }, "forged-token"],
      // The genuine signature with another time: workerd's clock stands still between I/O, so the
      // time is moved from the token's own, not from Date.now().
      [{ ...formOf(), formToken: genuine.replace(/\.(\d+)\./, (_, t: string) => `.${Number(t) - 1000}.`) }, "forged-token"],
      [{ ...formOf({ CompanyName: "Cheap pills www.pills.example" }), formToken: genuine }, "link-in-name"],
      [{ ...formOf({ Comments: "https://a.example https://b.example http://c.example" }), formToken: genuine }, "many-links"],
    ];
    for (const [form, reason] of cases) {
      const result = await postForm(form);
      expect(result).toMatchObject({ status: 200, data: { ok: true, name: "Ada Lovelace" } });
      const held = await env.DB.prepare("SELECT reasons FROM suspected_spam WHERE client_id = ?1").bind(form.clientId).first<{ reasons: string }>();
      expect(held?.reasons, reason).toBe(reason);
      expect(await countRows("sales_requests", "client_id = ?1", form.clientId)).toBe(0);
    }
    expect(await countRows("email_outbox")).toBe(outboxBefore);
  });

  it("asks a visitor with a missing or day-old timestamp to submit again, with a fresh usable token", async () => {
    for (const formToken of ["", await agedToken(MAX_AGE_MS + 60_000)]) {
      const form = { ...formOf({ Name: "Slow Visitor" }), formToken };
      const result = await postForm(form);
      expect(result.status).toBe(400);
      if (result.data.ok) throw new Error("expected a failure");
      expect(result.data.error).toBe(EXPIRED_MESSAGE);
      expect(result.data.values).toMatchObject({ Name: "Slow Visitor", clientId: form.clientId });
      // The new token is usable at once: resubmitting the form now stores it.
      expect(await checkFormToken(SECRET, result.data.formToken)).toMatchObject({ ok: true });
      expect(await countRows("sales_requests", "client_id = ?1", form.clientId)).toBe(0);
      const retry = await postForm({ ...form, formToken: result.data.formToken! });
      expect(retry.data).toEqual({ ok: true, name: "Slow Visitor" });
      expect(await countRows("sales_requests", "client_id = ?1", form.clientId)).toBe(1);
    }
  });

  it("answers 429 with the message and Retry-After after 20 requests from one address", async () => {
    const ip = freshIp();
    const formToken = await agedToken();
    for (let i = 0; i < 20; i++) expect((await postForm({ ...formOf(), formToken }, { ip })).data.ok).toBe(true);
    const refused = await postForm({ ...formOf({ Name: "Sixth" }), formToken }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ ok: false, values: { Name: "Sixth" } });
    if (refused.data.ok) throw new Error("expected a failure");
    expect(refused.data.error).toMatch(
      /^Too many requests from your network\. Please try again in \d+ minutes?, or contact sales@meridian-fs\.example directly\.$/,
    );
    expect(Number(refused.headers["Retry-After"])).toBeGreaterThan(0);
  });

  it("answers 413 for a body over 16 KB and stores nothing", async () => {
    const before = await countRows("sales_requests");
    const result = await postForm({}, { body: new URLSearchParams({ ...formOf(), Comments: "x".repeat(17 * 1024) }) });
    expect(result.status).toBe(413);
    expect(result.data).toMatchObject({ ok: false, error: expect.stringMatching(/^Your message is too long/) });
    expect(await countRows("sales_requests")).toBe(before);
  });

  it("answers 500 'Server Error' (never throws) when storage fails, keeping the values", async () => {
    const ctx = createExecutionContext();
    const broken = {
      ...appEnv(),
      DB: {
        prepare: () => {
          throw new Error("D1 is down");
        },
        batch: () => Promise.reject(new Error("D1 is down")),
      } as unknown as D1Database,
    };
    const form = { ...formOf({ Name: "Unlucky" }), formToken: await agedToken() };
    const result = (await contactAction(
      new Request("http://127.0.0.1/contact", { method: "POST", body: new URLSearchParams(form), headers: { "CF-Connecting-IP": freshIp() } }),
      { env: broken, requestId: "test", waitUntil: (p) => ctx.waitUntil(p) },
    )) as unknown as { data: ContactActionData; init: { status: number } };
    expect(result.init.status).toBe(500);
    expect(result.data).toMatchObject({ ok: false, status: 500, error: "Server Error", values: { Name: "Unlucky" } });
  });
});
