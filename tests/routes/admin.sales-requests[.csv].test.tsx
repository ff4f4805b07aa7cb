import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.sales-requests[.csv]";
import { salesRequest } from "./support/fixtures";
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

  it("answers a malformed filter 400 with the reason, not an empty file", async () => {
    const admin = await signedInStaff(env, "admin");
    const answer = await csv("status=lost-in-space", admin.cookie);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(/^Invalid filters: status must be one of /);
  });
});
