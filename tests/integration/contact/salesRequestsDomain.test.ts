import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { contactSchema } from "../../../app/lib/contact/schema";
import { createSalesRequest, latestSalesRequests } from "../../../app/server/sales/salesRequests.server";
import { listSalesRequests } from "../../../app/server/sales/salesRequestList.server";
import { countRows, validRequest } from "./fixtures";

const ctx = (now?: string) => ({
  db: env.DB,
  salesEmail: "sales@meridian-fs.example",
  siteTitle: "Meridian Financial Software",
  siteUrl: "http://127.0.0.1:8788",
  now: now ? new Date(now) : undefined,
});
const create = (overrides: Record<string, unknown> = {}, now?: string) => {
  const input = contactSchema.parse(validRequest({ Email: "ada@example.com", ...overrides }));
  return createSalesRequest(ctx(now), { ...input, clientId: input.clientId! });
};
const list = (query: Record<string, unknown>) => listSalesRequests(env.DB, salesRequestQuerySchema.parse(query));

describe("createSalesRequest", () => {
  it("stores the request, its notification for sales and the prospect's acknowledgement in one batch", async () => {
    const { request, created } = await create({ Name: "Grace Hopper", Comments: "Line one\nLine two" });
    expect(created).toBe(true);
    expect(request).toMatchObject({ Name: "Grace Hopper", Products: "General Ledger", status: "new" });
    const mail = await env.DB.prepare("SELECT * FROM email_outbox WHERE sales_request_id = ?1 AND kind = 'sales_notification'")
      .bind(request.id)
      .first<Record<string, string>>();
    expect(mail).toMatchObject({
      to_address: "sales@meridian-fs.example",
      reply_to: "ada@example.com",
      source: "sales_request",
      status: "pending",
      subject: "[Meridian Financial Software] Request a Demo: General Ledger (Analytical Engines Ltd)",
    });
    for (const line of [
      "Contact Type: Request a Demo",
      "Products: General Ledger",
      "Name: Grace Hopper",
      "Company Name: Analytical Engines Ltd",
      "Email: ada@example.com",
      "Phone: +44 20 7946 0000",
      "  12 Example Street",
      "Country: United Kingdom",
      "How They Found Us: Referral",
      "  Line one\n  Line two",
      `Request id: ${request.id}`,
      `Open it in the inbox: http://127.0.0.1:8788/admin/sales-requests/${request.id}`,
    ]) {
      expect(mail!.body_text).toContain(line);
    }
    expect(mail!.body_html).toContain(`<a href="http://127.0.0.1:8788/admin/sales-requests/${request.id}">`);
    const ack = await env.DB.prepare("SELECT * FROM email_outbox WHERE sales_request_id = ?1 AND kind = 'acknowledgement'")
      .bind(request.id)
      .first<Record<string, string>>();
    expect(ack).toMatchObject({ to_address: "ada@example.com", reply_to: "sales@meridian-fs.example", status: "pending" });
    expect(ack!.body_text).toContain("Dear Grace Hopper,");
    expect(ack!.body_text).toContain("We received your request");
    expect(ack!.body_text).not.toContain("Line one"); // nothing typed but the name
  });

  it("escapes every field in both HTML parts", async () => {
    const hostile = '<script>alert("x")</script>&';
    const { request } = await create({ Name: hostile, CompanyName: hostile, Comments: hostile, Address: hostile, Phone: "555 <b>0100</b>" });
    const { results } = await env.DB.prepare("SELECT kind, body_html FROM email_outbox WHERE sales_request_id = ?1")
      .bind(request.id)
      .all<{ kind: string; body_html: string }>();
    expect(results.map((r) => r.kind).sort()).toEqual(["acknowledgement", "sales_notification"]);
    for (const { body_html } of results) {
      expect(body_html).not.toContain("<script>");
      expect(body_html).not.toContain("<b>");
      expect(body_html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;");
    }
  });

  it("stores one row and its two messages for the same client id, and returns that row both times", async () => {
    const clientId = crypto.randomUUID();
    const first = await create({ clientId, Name: "First" });
    const second = await create({ clientId, Name: "Second attempt" });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(second.request.id).toBe(first.request.id);
    expect(second.request.Name).toBe("First");
    expect(await countRows("sales_requests", "client_id = ?1", clientId)).toBe(1);
    expect(await countRows("email_outbox", "sales_request_id = ?1", first.request.id)).toBe(2);
  });

  it("stores one row when the same form arrives twice at once", async () => {
    const clientId = crypto.randomUUID();
    const results = await Promise.all([create({ clientId }), create({ clientId })]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0]!.request.id).toBe(results[1]!.request.id);
    expect(await countRows("sales_requests", "client_id = ?1", clientId)).toBe(1);
  });

  it("stores neither the request nor the message when the database refuses the message", async () => {
    const input = contactSchema.parse(validRequest());
    // An empty sales address breaks email_outbox's CHECK: the request insert in the same batch
    // must roll back with it, so no request exists without its notification.
    await expect(createSalesRequest({ ...ctx(), salesEmail: "" }, { ...input, clientId: input.clientId! })).rejects.toThrow();
    expect(await countRows("sales_requests", "client_id = ?1", input.clientId)).toBe(0);
  });

  it("caps the e-mail subject at the outbox's 300 characters", async () => {
    const input = contactSchema.parse(validRequest());
    const { request } = await createSalesRequest({ ...ctx(), siteTitle: "x".repeat(400) }, { ...input, clientId: input.clientId! });
    const mail = await env.DB.prepare("SELECT subject FROM email_outbox WHERE sales_request_id = ?1 AND kind = 'sales_notification'")
      .bind(request.id)
      .first<{ subject: string }>();
    expect(mail!.subject).toHaveLength(300);
  });
});

describe("listSalesRequests", () => {
  // A fixed set on known days; the table also holds the rows of the tests above (created now).
  beforeAll(async () => {
    const rows: [string, Record<string, unknown>][] = [
      ["2025-01-01T00:00:00.000Z", { Name: "Jan First Midnight", CompanyName: "Alpha Bank" }],
      ["2025-01-01T23:59:59.999Z", { Name: "Jan First Late", CompanyName: "Beta Trust" }],
      ["2025-01-02T00:00:00.000Z", { Name: "Jan Second", CompanyName: "Gamma Credit Union", Products: "Mutual Fund" }],
      ["2025-01-03T12:00:00.000Z", { Name: "Percent Person", CompanyName: "100% Capital", Email: "pp@percent.example" }],
      ["2025-01-04T12:00:00.000Z", { Name: "Under Score", CompanyName: "Under_Score Partners", Comments: "call me" }],
      ["2025-01-05T12:00:00.000Z", { Name: "Back Slash", CompanyName: "Back\\Slash Holdings" }],
    ];
    for (const [at, overrides] of rows) await create(overrides, at);
    for (let i = 0; i < 23; i++)
      await create({ Name: `Bulk ${String(i).padStart(2, "0")}`, CompanyName: "Bulk Co" }, `2024-06-01T10:00:${String(i).padStart(2, "0")}.000Z`);
  });

  it("pages newest first with a total, 10 per page by default", async () => {
    const page = await list({ q: "Bulk Co" });
    expect(page).toMatchObject({ total: 23, page: 1, pageSize: 10, pages: 3 });
    expect(page.items.map((r) => r.Name)).toEqual(Array.from({ length: 10 }, (_, i) => `Bulk ${String(22 - i).padStart(2, "0")}`));
    const last = await list({ q: "Bulk Co", page: 3 });
    expect(last.items.map((r) => r.Name)).toEqual(["Bulk 02", "Bulk 01", "Bulk 00"]);
    expect((await list({ q: "Bulk Co", page: 4 })).items).toEqual([]);
  });

  it("accepts only the page sizes 5, 10, 25 and 100", async () => {
    for (const pageSize of [5, 25, 100]) {
      const page = await list({ q: "Bulk Co", pageSize: String(pageSize) });
      expect(page.items).toHaveLength(Math.min(pageSize, 23));
    }
    for (const pageSize of ["7", "0", "-10", "ten", "1000"]) {
      expect(salesRequestQuerySchema.safeParse({ pageSize }).success, pageSize).toBe(false);
    }
    expect(salesRequestQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(salesRequestQuerySchema.safeParse({ page: "1.5" }).success).toBe(false);
  });

  it("includes both ends of a date range, the whole 'to' day", async () => {
    const names = async (from?: string, to?: string) =>
      (await list({ from, to, pageSize: 100 })).items.filter((r) => r.createdAt.startsWith("2025-")).map((r) => r.Name);
    expect(await names("2025-01-01", "2025-01-01")).toEqual(["Jan First Late", "Jan First Midnight"]);
    expect(await names("2025-01-02", "2025-01-02")).toEqual(["Jan Second"]);
    expect(await names("2025-01-01", "2025-01-02")).toEqual(["Jan Second", "Jan First Late", "Jan First Midnight"]);
    expect(await names("2025-01-04")).toEqual(["Back Slash", "Under Score"]);
    expect(await names(undefined, "2025-01-01")).toEqual(["Jan First Late", "Jan First Midnight"]);
    expect((await list({ from: "2024-06-01", to: "2024-06-01" })).total).toBe(23);
  });

  it("refuses impossible dates and a range that ends before it starts", () => {
    for (const from of ["2025-02-30", "2025-13-01", "01/02/2025", "2025-1-2"]) {
      expect(salesRequestQuerySchema.safeParse({ from }).success, from).toBe(false);
    }
    expect(salesRequestQuerySchema.safeParse({ from: "2025-01-03", to: "2025-01-02" }).success).toBe(false);
  });

  /** Per search: the names of the requests it finds. */
  const found = async (...queries: string[]) =>
    Object.fromEntries(await Promise.all(queries.map(async (q) => [q, (await list({ q, pageSize: 100 })).items.map((r) => r.Name)])));

  it("searches name, company, e-mail, products and comments, ignoring case", async () => {
    expect(await found("jan second", "GAMMA credit", "PERCENT.EXAMPLE", "mutual fund", "CALL ME")).toEqual({
      "jan second": ["Jan Second"],
      "GAMMA credit": ["Jan Second"],
      "PERCENT.EXAMPLE": ["Percent Person"],
      "mutual fund": ["Jan Second"],
      "CALL ME": ["Under Score"],
    });
  });

  it("treats %, _ and \\ in a search as plain characters", async () => {
    expect(await found("100%", "%", "r_s", "_", "k\\s")).toEqual({
      "100%": ["Percent Person"],
      "%": ["Percent Person"],
      r_s: ["Under Score"],
      _: ["Under Score"],
      "k\\s": ["Back Slash"],
    });
  });

  it("combines search and date range", async () => {
    const page = await list({ q: "jan", from: "2025-01-02", to: "2025-01-31" });
    expect(page.items.map((r) => r.Name)).toEqual(["Jan Second"]);
    expect(page.total).toBe(1);
  });
});

describe("latestSalesRequests", () => {
  it("returns the newest first, at most the limit", async () => {
    const newest = await create({ Name: "Newest Of All" }, "2099-01-01T00:00:00.000Z");
    const latest = await latestSalesRequests(env.DB, 3);
    expect(latest).toHaveLength(3);
    expect(latest[0]!.id).toBe(newest.request.id);
    expect(latest[0]!.createdAt >= latest[1]!.createdAt).toBe(true);
    expect(latest[1]!.createdAt >= latest[2]!.createdAt).toBe(true);
  });
});
