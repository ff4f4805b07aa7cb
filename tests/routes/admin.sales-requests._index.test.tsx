import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.sales-requests._index";
import { openAs, salesRequest } from "./support/fixtures";
import { platform } from "./support/platform";

const { env } = await platform();

describe("/admin/sales-requests (app/routes/admin.sales-requests._index.tsx)", () => {
  it("lists a new request with its sender and company, for an editor (sales:read)", async () => {
    const request = await salesRequest(env, { company_name: "Lakeside Credit Union" });
    await openAs("editor", route, { path: "/admin/sales-requests", url: `/admin/sales-requests?q=${encodeURIComponent(request.email)}` });
    expect(await screen.findByRole("heading", { level: 1, name: /Sales requests/ })).toBeTruthy();
    const row = (await screen.findByText(request.name)).closest("tr")!;
    expect(within(row).getByText("Lakeside Credit Union")).toBeTruthy();
  });

  it("lists no row for a search that matches no request", async () => {
    await openAs("admin", route, { path: "/admin/sales-requests", url: "/admin/sales-requests?q=zz-no-such-sender-qq" });
    expect(await screen.findByRole("heading", { level: 1, name: /Sales requests/ })).toBeTruthy();
    expect(screen.queryByRole("row", { name: /zz-no-such-sender-qq/ })).toBeNull();
  });
});
