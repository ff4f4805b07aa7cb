import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contactEmailBucket } from "../../../app/server/sales/contactSubmission.server";
import type { InferRequestType } from "hono/client";
import { type Api, api, client, errorBodyOf } from "../helpers";
import { countRows, freshIp, validRequest } from "./fixtures";

const post = (
  body: InferRequestType<Api["api"]["sales-requests"]["$post"]>["json"],
  { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) => client().api["sales-requests"].$post({ json: body }, { headers: { "CF-Connecting-IP": ip, ...headers } });

const postRaw = (body: unknown, { ip = freshIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) =>
  // raw: what the typed client cannot send: a body that is not an object or not JSON, another Content-Type, an oversize body.
  api("/api/sales-requests", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

describe("POST /api/sales-requests", () => {
  it("stores a valid request with its outbox message and answers 201 with its id", async () => {
    const request = validRequest({ Name: "Api Person" });
    const response = await client().api["sales-requests"].$post({ json: request }, { headers: { "CF-Connecting-IP": freshIp() } });
    expect(response.status).toBe(201);
    const body = await response.json();
    if (!("id" in body)) throw new Error("no id");
    expect(body.received).toBe(true);
    const row = await env.DB.prepare("SELECT * FROM sales_requests WHERE id = ?1").bind(body.id).first<Record<string, string>>();
    expect(row).toMatchObject({ client_id: request.clientId, name: "Api Person", products: "General Ledger", company_name: "Analytical Engines Ltd" });
    expect(await countRows("email_outbox", "sales_request_id = ?1", body.id)).toBe(2);
  });

  it("records the language a request names (en, es, fr, pt, ar), English when it names none, and refuses any other", async () => {
    const arabic = await post({ ...validRequest(), language: "ar" });
    expect(arabic.status).toBe(201);
    const unnamed = await post(validRequest());
    const languages = await env.DB.prepare("SELECT id, language FROM sales_requests WHERE id IN (?1, ?2)")
      .bind((await arabic.json()).id, (await unnamed.json()).id)
      .all<{ language: string }>();
    expect(languages.results.map((r) => r.language).sort()).toEqual(["ar", "en"]);
    const other = validRequest();
    const refused = await post({ ...other, language: "de" });
    expect(refused.status).toBe(400);
    expect((await errorBodyOf(refused)).issues!.map((i) => i.path)).toEqual(["language"]);
    expect(await countRows("sales_requests", "client_id = ?1", other.clientId)).toBe(0);
  });

  it("answers a retry of the same request with the same id and stores one row", async () => {
    const request = validRequest();
    const ip = freshIp();
    const first = await post(request, { ip });
    const second = await post(request, { ip });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect((await second.json()).id).toBe((await first.json()).id);
    expect(await countRows("sales_requests", "client_id = ?1", request.clientId)).toBe(1);
  });

  it("stores a second row when the same form id comes back with different words (not a retry)", async () => {
    const first = validRequest({ Products: "General Ledger" });
    const ip = freshIp();
    const a = await post(first, { ip });
    const b = await post({ ...first, Products: "Mutual Fund" }, { ip });
    expect([a.status, b.status]).toEqual([201, 201]);
    const ids = [(await a.json()).id, (await b.json()).id];
    expect(ids[0]).not.toBe(ids[1]);
    const products = await env.DB.prepare("SELECT products FROM sales_requests WHERE id IN (?1, ?2) ORDER BY products")
      .bind(...ids)
      .all<{ products: string }>();
    expect(products.results.map((r) => r.products)).toEqual(["General Ledger", "Mutual Fund"]);
  });

  it("stores both when two different requests race with one form id", async () => {
    const clientId = crypto.randomUUID();
    const ip = freshIp();
    const [a, b] = await Promise.all([
      post(validRequest({ clientId, Name: "Racer One" }), { ip }),
      post(validRequest({ clientId, Name: "Racer Two" }), { ip }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 201]);
    expect(await countRows("sales_requests", "name IN ('Racer One', 'Racer Two')")).toBe(2);
  });

  it("stores a request without a client id (API clients need not send one)", async () => {
    const { clientId: _omit, ...request } = validRequest({ Name: "No Client Id" });
    const response = await post(request);
    expect(response.status).toBe(201);
    expect(await countRows("sales_requests", "name = 'No Client Id'")).toBe(1);
  });

  it("answers 400 with the spec's message per missing field, and stores nothing", async () => {
    const before = await countRows("sales_requests");
    const response = await post({ ContactType: "Contact Type", Products: "I am Interested In..." });
    expect(response.status).toBe(400);
    const body = await errorBodyOf(response);
    expect(body.error).toBe("Please provide required values");
    expect(body.requestId).toBeTruthy();
    expect(body.issues).toEqual([
      { path: "Products", message: "Product is Required" },
      { path: "Name", message: "Name is Required" },
      { path: "CompanyName", message: "Company Name is Required" },
      { path: "Email", message: "Email is Required" },
      { path: "Phone", message: "Phone is Required" },
    ]);
    expect(await countRows("sales_requests")).toBe(before);
  });

  it("answers 400 for a malformed e-mail, an over-long phone and a body that is not an object", async () => {
    const bad = await post(validRequest({ Email: "not-an-address", Phone: "12345678901234567" }));
    expect(bad.status).toBe(400);
    expect((await errorBodyOf(bad)).issues).toEqual([
      { path: "Email", message: "Email is Required" },
      { path: "Phone", message: "Phone must be at most 16 characters" },
    ]);
    expect((await postRaw([1, 2, 3])).status).toBe(400);
    const malformed = await postRaw("{not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "Request body must be valid JSON" });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const form = new URLSearchParams(validRequest() as Record<string, string>);
    // raw: a form body, which the typed client does not send to a JSON route.
    const response = await api("/api/sales-requests", { method: "POST", body: form, headers: { "CF-Connecting-IP": freshIp() } });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: "Content-Type must be application/json" });
    const plain = await postRaw(JSON.stringify(validRequest()), { headers: { "Content-Type": "text/plain" } });
    expect(plain.status).toBe(415);
  });

  it("answers 413 for a body over 16 KB, by its declared length and by the bytes actually sent", async () => {
    const before = await countRows("sales_requests");
    const big = JSON.stringify(validRequest({ Comments: "x".repeat(17 * 1024) }));
    const declared = await postRaw(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ error: "Request body must be at most 16 KB" });

    // A streamed body has no Content-Length: the limit applies to what is read.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 4096) controller.enqueue(bytes.slice(i, i + 4096));
        controller.close();
      },
    });
    // raw: a streamed body without a length.
    const streamed = await api("/api/sales-requests", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: stream,
      // @ts-expect-error duplex is required for a streamed request body
      duplex: "half",
    });
    expect(streamed.status).toBe(413);
    expect(await countRows("sales_requests")).toBe(before);
  });

  it("stores a filled honeypot as suspected spam under the id it answers, queues no e-mail and counts it against the limit", async () => {
    const outboxBefore = await countRows("email_outbox");
    const ip = freshIp();
    const request = validRequest({ website: "http://spam.example" });
    const response = await post(request, { ip });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const held = await env.DB.prepare("SELECT id, reasons, name FROM suspected_spam WHERE client_id = ?1").bind(request.clientId).first();
    expect(held).toEqual({ id, reasons: "honeypot", name: "Ada Lovelace" });
    expect(await countRows("sales_requests", "client_id = ?1", request.clientId)).toBe(0);
    expect(await countRows("email_outbox")).toBe(outboxBefore);
    // A retry of the same submission is the same row.
    const again = await post(request, { ip });
    expect(again.status).toBe(200);
    expect((await again.json()).id).toBe(id);
    const counter = await env.DB.prepare("SELECT count FROM rate_limits WHERE bucket = ?1").bind(`contact:ip:${ip}`).first<{ count: number }>();
    expect(counter?.count).toBe(1);
  });

  it("lets a team behind one address send 20 requests in 10 minutes, then answers 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await post(validRequest(), { ip })).status, `request ${i + 1}`).toBe(201);
    const before = await countRows("sales_requests");
    const refused = await post(validRequest(), { ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const body = await errorBodyOf(refused);
    expect(body.error).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?, or contact sales@meridian-fs\.example directly\.$/);
    expect(await countRows("sales_requests")).toBe(before);
    // Another address is not affected.
    expect((await post(validRequest(), { ip: freshIp() })).status).toBe(201);
  });

  it("allows 5 requests naming one e-mail address in 10 minutes, from any addresses, then answers 429", async () => {
    const Email = `Flooded.${crypto.randomUUID().slice(0, 8)}@Example.com`;
    for (let i = 0; i < 5; i++) expect((await post(validRequest({ Email }), { ip: freshIp() })).status).toBe(201);
    const before = await countRows("sales_requests");
    // The same address however it is written.
    const refused = await post(validRequest({ Email: Email.toLowerCase() }), { ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await countRows("sales_requests")).toBe(before);
    // Its bucket is named by a hash of the address, not the address.
    const bucket = await contactEmailBucket(Email);
    expect(bucket).toMatch(/^contact:email:[0-9a-f]{64}$/);
    expect(await env.DB.prepare("SELECT count FROM rate_limits WHERE bucket = ?1").bind(bucket).first("count")).toBe(6);
    // Another e-mail address from the same network is not affected.
    expect((await post(validRequest(), { ip: freshIp() })).status).toBe(201);
  });

  it("still answers a retry of an already stored request when the address is over its limit", async () => {
    const ip = freshIp();
    const first = validRequest();
    expect((await post(first, { ip })).status).toBe(201);
    for (let i = 0; i < 19; i++) await post(validRequest(), { ip });
    expect((await post(validRequest(), { ip })).status).toBe(429);
    expect((await post(first, { ip })).status).toBe(200);
  });
});
