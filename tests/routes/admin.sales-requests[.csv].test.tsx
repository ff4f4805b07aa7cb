import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.sales-requests[.csv]";
import { salesRequest, unique } from "./support/fixtures";
import { platform } from "./support/platform";
import { getResource } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
const csv = (query: string, cookie?: string) => getResource(route.loader, `http://127.0.0.1/admin/sales-requests.csv?${query}`, context, { cookie });

describe("/admin/sales-requests.csv (app/routes/admin.sales-requests[.csv].tsx)", () => {
  it("sends an anonymous visitor to sign in, with no file", async () => {
    const answer = await csv("q=anything");
    expect({ status: answer.status, headers: answer.headers }).toRedirectTo("/admin/login*");
  });

  it("downloads the inbox's matching requests as a CSV file: the header row, then the request", async () => {
    const editor = await signedInStaff(env, "editor");
    const request = await salesRequest(env, { company_name: "Export Savings Bank", comments: 'Says "hello", twice' });
    const answer = await csv(`q=${encodeURIComponent(request.email)}`, editor.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("Content-Disposition")).toMatch(/^attachment; filename="sales-requests-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await answer.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^"Received \(UTC\)","Status","Assigned to",/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"${request.name}","Export Savings Bank","${request.email}"`);
    expect(lines[1]).toContain('"Says ""hello"", twice"');
    expect(lines[1]).toMatch(new RegExp(`,"${request.id}"$`));
  });

  // A browser case once (tests/e2e/inbox.spec.ts), but for the link: the inbox's Export CSV link
  // carries its filter (the route tests of the inbox), the file is this route's.
  it("carries the current filter, every match (not one page), quoted and formula-safe", async () => {
    const editor = await signedInStaff(env, "editor");
    const marker = `csv${unique()}`;
    const row = (name: string, at: string, comments = "") =>
      env.DB.prepare(
        "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, comments, created_at, updated_at) VALUES (?1, ?2, 'General Ledger', ?3, ?4, 'prospect@bank.example', '555 0100', ?5, ?6, ?6)",
      ).bind(crypto.randomUUID(), crypto.randomUUID(), name, `Inbox ${marker}`, comments, at);
    // Fixed past days, stored as written and filtered by a fixed range: nothing compares them with today.
    await env.DB.batch([
      ...Array.from({ length: 12 }, (_, i) => row(`Row ${String(i + 1).padStart(2, "0")}`, `2025-07-${String(i + 1).padStart(2, "0")}T00:00:00.000Z`)),
      row('=HYPERLINK("http://evil.example","x")', "2025-07-20T00:00:00.000Z", 'He said "hi", then left'),
      row("Out of range", "2025-08-20T00:00:00.000Z"),
    ]);
    const answer = await csv(`q=${marker}&from=2025-07-01&to=2025-07-31&pageSize=5`, editor.cookie);
    expect(answer.status).toBe(200);
    const text = (await answer.text()).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      '"Received (UTC)","Status","Assigned to","Follow up on","Contact type","Products","Name","Company","Email","Phone","Address","Country","How they found us","Comments","Language","Internal notes","Pages viewed","Id"',
    );
    expect(lines).toHaveLength(1 + 13);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain('"He said ""hi"", then left"');
    expect(lines[1]!.startsWith('"2025-07-20T00:00:00.000Z","New","",')).toBe(true);
    expect(text).not.toContain("Out of range");
  });

  it("answers a malformed filter 400 with the reason, not an empty file", async () => {
    const admin = await signedInStaff(env, "admin");
    const answer = await csv("status=lost-in-space", admin.cookie);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/^Invalid filters: status must be one of /);
  });
});
