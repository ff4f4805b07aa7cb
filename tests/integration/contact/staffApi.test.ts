import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { contactSchema } from "../../../app/lib/contact/schema";
import { createSalesRequest } from "../../../app/server/sales/salesRequests.server";
import { sinkMessage } from "../../../app/server/email/mailSink.server";
import { bearer, createDemoUser, createStaff, mintToken, signedInHeaders } from "../auth";
import type { InferRequestType } from "hono/client";
import { type Api, api, client, errorBodyOf } from "../helpers";
import { validRequest } from "./fixtures";

let staff: Record<string, string>;

async function seed(at: string, overrides: Record<string, unknown>) {
  const input = contactSchema.parse(validRequest(overrides));
  return createSalesRequest(
    { db: env.DB, salesEmail: "sales@meridian-fs.example", siteTitle: "Meridian", siteUrl: "http://127.0.0.1:8788", now: new Date(at) },
    { ...input, clientId: input.clientId! },
  );
}

beforeAll(async () => {
  staff = await signedInHeaders("editor");
  await seed("2025-03-01T08:00:00.000Z", { Name: "March First", CompanyName: "Harbor Bank", ContactType: "Request Info" });
  await seed("2025-03-02T23:59:59.000Z", { Name: "March Second", CompanyName: "Summit Trust", Comments: "Needs 50% faster batch" });
  await seed("2025-03-03T00:00:00.000Z", { Name: "March Third", CompanyName: "Delta CU", ContactType: "Comments" });
  for (let i = 0; i < 12; i++) await seed(`2025-02-01T00:00:${String(i).padStart(2, "0")}.000Z`, { Name: `Feb ${i}`, CompanyName: "Feb Filler" });
  await env.DB.prepare("UPDATE sales_requests SET status = 'contacted' WHERE name = 'March Second'").run();
});

type Query = InferRequestType<Api["api"]["sales-requests"]["$get"]>["query"];
const list = (query: Query = {}, headers: Record<string, string> = staff) => client().api["sales-requests"].$get({ query }, { headers });
const latestOf = (query: InferRequestType<Api["api"]["latest-sales-requests"]["$get"]>["query"] = {}) =>
  client().api["latest-sales-requests"].$get({ query }, { headers: staff });
/** "a=1&b=2" as the query object the typed client sends. */
const queryOf = (text: string): Query => Object.fromEntries(new URLSearchParams(text));

describe("GET /api/sales-requests (staff)", () => {
  it("refuses anonymous callers and demo users with 401 'Session Expired- please log in'", async () => {
    const anonymous = await client().api["sales-requests"].$get({ query: {} });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: "Session Expired- please log in" });
    const demo = await createDemoUser();
    expect((await list({}, bearer((await mintToken(demo.id, "demo")).token))).status).toBe(401);
  });

  it("lists 10 per page, newest first, with the total", async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json();
    expect(body).toMatchObject({ total: 15, page: 1, pageSize: 10, pages: 2 });
    expect(body.items.slice(0, 3).map((r) => r.Name)).toEqual(["March Third", "March Second", "March First"]);
    const second = await (await list({ page: "2" })).json();
    expect(second.items.map((r) => r.Name)).toEqual(["Feb 4", "Feb 3", "Feb 2", "Feb 1", "Feb 0"]);
  });

  it("filters by an inclusive date range, text (any case, % literal) and status", async () => {
    const names = async (query: string) => (await (await list(queryOf(query))).json()).items.map((r) => r.Name);
    expect(await names("from=2025-03-01&to=2025-03-02")).toEqual(["March Second", "March First"]);
    expect(await names("from=2025-03-03&to=2025-03-03")).toEqual(["March Third"]);
    expect(await names("q=HARBOR")).toEqual(["March First"]);
    expect(await names("q=50%25")).toEqual(["March Second"]);
    expect(await names("q=summit&from=2025-03-03")).toEqual([]);
    expect(await names("status=contacted")).toEqual(["March Second"]);
    expect(await (await list({ pageSize: "5", q: "feb filler" })).json()).toMatchObject({ pages: 3 });
  });

  it("answers 400 with issues for a page size outside 5/10/25/100, a bad date or a reversed range", async () => {
    for (const query of ["pageSize=7", "pageSize=abc", "page=0", "from=2025-02-30", "to=03/01/2025", "from=2025-03-02&to=2025-03-01", "status=lost"]) {
      const response = await list(queryOf(query));
      expect(response.status, query).toBe(400);
      const body = await errorBodyOf(response);
      expect(body.error).toBe("Invalid query");
      expect(body.issues!.length).toBeGreaterThan(0);
    }
    const body = await errorBodyOf(await list({ pageSize: "7" }));
    expect(body.issues).toEqual([{ path: "pageSize", message: "pageSize must be one of 5, 10, 25, 100" }]);
  });
});

describe("GET /api/latest-sales-requests (staff)", () => {
  it("returns the newest first, 5 by default, up to ?limit", async () => {
    const latest = await (await latestOf()).json();
    expect(latest.items.map((r) => r.Name)).toEqual(["March Third", "March Second", "March First", "Feb 11", "Feb 10"]);
    const two = await (await latestOf({ limit: "2" })).json();
    expect(two.items).toHaveLength(2);
    for (const limit of ["0", "101", "x"]) expect((await latestOf({ limit })).status, limit).toBe(400);
    expect((await client().api["latest-sales-requests"].$get({ query: {} })).status).toBe(401);
  });
});

describe("GET /saviewgrid/ (staff)", () => {
  it("returns the filtered rows and totals over every request", async () => {
    const response = await client().saviewgrid.$get({ query: { q: "march", pageSize: "5" } }, { headers: staff });
    expect(response.status).toBe(200);
    const grid = await response.json();
    expect(grid.rows.map((r) => r.Name)).toEqual(["March Third", "March Second", "March First"]);
    expect(grid.total).toBe(3);
    expect(grid.totals).toEqual({
      all: 15,
      byStatus: { new: 14, contacted: 1, qualified: 0, closed: 0 },
      byContactType: { "Request a Demo": 13, "Request Info": 1, Comments: 1 },
    });
    expect((await client().saviewgrid.$get({ query: {} })).status).toBe(401);
  });
});

describe("POST /sendemail/ (staff)", () => {
  it("queues the message in the outbox from the staff member and delivers it", async () => {
    const sender = await createStaff("editor", { email: "sender@meridian-fs.example" });
    const headers = bearer((await mintToken(sender.id, "staff")).token);
    const response = await client().sendemail.$post(
      { json: { to: "prospect@example.com", subject: "Your demo", body: "Hello,\r\nsee you Tuesday." } },
      { headers },
    );
    expect(response.status).toBe(202);
    const { id, status } = await response.json();
    expect(status).toBe("pending");
    const row = await env.DB.prepare("SELECT * FROM email_outbox WHERE id = ?1").bind(id).first<Record<string, unknown>>();
    // The drain ran after the response (waitUntil) and delivered it to the local mail sink.
    expect(row).toMatchObject({
      to_address: "prospect@example.com",
      reply_to: "sender@meridian-fs.example",
      subject: "Your demo",
      body_text: "Hello,\nsee you Tuesday.",
      source: "staff",
      created_by: sender.id,
      status: "delivered",
      transport: "sink",
    });
    expect(await sinkMessage(env.MEDIA, id)).toMatchObject({ to: ["prospect@example.com"], subject: "Your demo", text: "Hello,\nsee you Tuesday." });
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM email_attempts WHERE outbox_id = ?1").bind(id).first<{ n: number }>())?.n).toBe(1);
  });

  it("answers 400 with issues for a bad message, 415 for non-JSON, 401 without a session", async () => {
    const bad = await client().sendemail.$post({ json: { to: "nobody", subject: "Hi\nBcc: x@example.com", body: "" } }, { headers: staff });
    expect(bad.status).toBe(400);
    expect((await errorBodyOf(bad)).issues).toEqual([
      { path: "to", message: "Please enter a valid email address" },
      { path: "subject", message: "Subject must be a single line" },
      { path: "body", message: "Message is Required" },
    ]);
    // raw: a form body, which the typed client does not send to a JSON route.
    const form = await api("/sendemail/", { method: "POST", headers: staff, body: new URLSearchParams({ to: "a@b.co" }) });
    expect(form.status).toBe(415);
    expect((await client().sendemail.$post({ json: { to: "a@b.co", subject: "s", body: "b" } })).status).toBe(401);
  });

  it("answers 403 to a cross-site browser request even with a valid session", async () => {
    const response = await client().sendemail.$post(
      { json: { to: "a@b.co", subject: "s", body: "b" } },
      { headers: { ...staff, "Sec-Fetch-Site": "cross-site" } },
    );
    expect(response.status).toBe(403);
  });
});
