import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.sales-requests._index";
import { openAs, salesRequest, unique } from "./support/fixtures";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

describe("/admin/sales-requests (app/routes/admin.sales-requests._index.tsx)", () => {
  it("lists a new request with its sender and company, for an editor (sales:read)", async () => {
    const request = await salesRequest(env, { company_name: "Lakeside Credit Union" });
    await openAs("editor", route, { path: "/admin/sales-requests", url: `/admin/sales-requests?q=${encodeURIComponent(request.email)}` });
    expect(await screen.findByRole("heading", { level: 1, name: /Sales requests/ })).toBeTruthy();
    const row = (await screen.findByText(request.name)).closest("tr")!;
    expect(within(row).getByText("Lakeside Credit Union")).toBeTruthy();
  });

  // A browser case once (tests/e2e/inbox.spec.ts): the search is the server's.
  it("searches a case-insensitive substring over name, company, email, products and comments", async () => {
    const marker = `search${unique()}`;
    for (const fields of [
      { name: `Name ${marker}`, company_name: "A" },
      { name: "By company", company_name: `Co ${marker.toUpperCase()} Ltd` },
      { name: "By email", company_name: "B", email: `${marker}@bank.example` },
      { name: "By products", company_name: "C", products: `Ledger ${marker}` },
      { name: "By comments", company_name: "D", comments: `please call re ${marker}` },
    ]) {
      await salesRequest(env, fields);
    }
    await openAs("editor", route, { path: "/admin/sales-requests", url: `/admin/sales-requests?q=${encodeURIComponent(marker.slice(3).toUpperCase())}` });
    await screen.findByRole("heading", { level: 1, name: /Sales requests/ });
    await screen.findByText("By company");
    const names = [...document.querySelectorAll('table.admin-table tbody tr td[data-label="Name"]')].map((td) => td.textContent);
    expect(names.sort()).toEqual(["By comments", "By company", "By email", "By products", `Name ${marker}`].sort());
  });

  it("links Export CSV with the current filter (the file: admin.sales-requests[.csv].test.tsx)", async () => {
    // Fixed days: the link carries the filter as written; nothing compares them with today.
    const query = "q=csv-filter&from=2025-07-01&to=2025-07-31&pageSize=5";
    await openAs("editor", route, { path: "/admin/sales-requests", url: `/admin/sales-requests?${query}` });
    const link = await screen.findByRole("link", { name: "Export CSV" });
    expect(link.getAttribute("href")).toBe(`/admin/sales-requests.csv?${query}`);
  });

  it("lists no row for a search that matches no request", async () => {
    await openAs("admin", route, { path: "/admin/sales-requests", url: "/admin/sales-requests?q=zz-no-such-sender-qq" });
    expect(await screen.findByRole("heading", { level: 1, name: /Sales requests/ })).toBeTruthy();
    expect(screen.queryByRole("row", { name: /zz-no-such-sender-qq/ })).toBeNull();
  });
});

describe("/admin/sales-requests' intents (lib/sales/inboxIntents.ts)", () => {
  it("changes the ticked requests' status with intent=change-status; an unknown or missing intent is 400 'Unknown action' and changes nothing", async () => {
    const request = await salesRequest(env);
    const { cookie } = await signedInStaff(env, "editor");
    const post = (fields: Record<string, string>) => postForm(route.action, "http://127.0.0.1/admin/sales-requests?index", fields, context, { cookie });
    const status = () => env.DB.prepare("SELECT status FROM sales_requests WHERE id = ?1").bind(request.id).first("status");
    for (const fields of [
      { intent: "archive", status: "closed", ids: request.id },
      { status: "closed", ids: request.id },
    ] as Record<string, string>[]) {
      expect(await post(fields)).toMatchObject({ status: 400, body: { error: "Unknown action" } });
    }
    expect(await status()).toBe("new");
    expect((await post({ intent: "change-status", status: "contacted", ids: request.id })).status).toBe(302);
    expect(await status()).toBe("contacted");
  });
});
