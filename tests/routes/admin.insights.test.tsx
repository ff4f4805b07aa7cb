import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.insights";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

describe("/admin/insights (app/routes/admin.insights.tsx)", () => {
  it("shows the range's funnel, the searches that found nothing (linked to the search page) and the vitals against their targets", async () => {
    const editor = await signedInStaff(env, "editor");
    const day = "2030-05-20";
    const term = `nothing-${Date.now()}`;
    const put = (kind: string, key: string, count: number) =>
      env.DB.prepare("INSERT INTO event_counts (day, kind, key, country, device, count) VALUES (?1, ?2, ?3, '', 'desktop', ?4)").bind(day, kind, key, count);
    await env.DB.batch([
      put("product", "fed-funds", 120),
      put("brochure", "fed-funds", 12),
      put("request_demo", "fed-funds", 6),
      put("search_none", term, 4),
      env.DB.prepare("INSERT INTO vital_buckets (day, page_type, metric, bucket, count) VALUES (?1, 'product', 'LCP', 80, 10)").bind(day),
    ]);
    renderRoute(route, { path: "/admin/insights", url: `/admin/insights?from=2030-05-14&to=${day}`, context, cookie: editor.cookie });

    const funnel = await screen.findByRole("table", { name: "Products: views, brochures, requests" });
    const row = within(funnel).getByRole("row", { name: /Fed Funds/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["Banking", "120", "12", "6", "5.0 %"]);

    const notFound = screen.getByRole("table", { name: "Searches that found nothing" });
    expect(within(notFound).getByRole("link", { name: term }).getAttribute("href")).toBe(`/search?q=${term}`);

    const vitals = screen.getByRole("table", { name: "Web vitals in the field" });
    const lcp = within(vitals).getByRole("row", { name: /product/ });
    expect(lcp.textContent).toContain("4.05 s (over target)");
    expect(lcp.textContent).toContain("2.50 s");
    // Every chart is drawn for the eye only; its figures are in a table.
    for (const svg of document.querySelectorAll("svg")) expect(svg.getAttribute("aria-hidden")).toBe("true");
  });

  it("names a malformed range and shows no figures", async () => {
    const admin = await signedInStaff(env, "admin");
    renderRoute(route, { path: "/admin/insights", url: "/admin/insights?from=2030-02-30", context, cookie: admin.cookie });
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Check the range: /);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
