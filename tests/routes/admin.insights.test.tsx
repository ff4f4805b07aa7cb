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
    // A fixed day, not today: the screen shows the range asked for whatever the clock, and a day no
    // other test writes keeps the figures exactly the rows inserted here.
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
    // The metric in words with its target, in the table and above its chart.
    expect(lcp.textContent).toContain("Largest Contentful Paint (LCP)");
    expect(screen.getByRole("heading", { level: 3, name: "Largest Contentful Paint: target 2.5 s or less" })).toBeTruthy();
    expect(screen.getByText(/how long until the page's main content shows; target 2.5 s or less/)).toBeTruthy();
    expect(screen.getByText(/how long the page takes to answer a click, tap or key; target 200 ms or less/)).toBeTruthy();
    expect(screen.getByText(/lower is better\); target 0.1 or less/)).toBeTruthy();

    // Each report downloads alone, for the same range.
    const csv = screen.getByRole("link", { name: "Download “Products: views, brochures, requests” as CSV" });
    expect(csv.getAttribute("href")).toBe(`/admin/insights.csv?from=2030-05-14&to=${day}&report=products`);

    // Every chart is drawn for the eye only; its figures are in a table.
    const charts = document.querySelectorAll(".hbar-chart, .insights-daily-chart");
    expect(charts.length).toBeGreaterThan(1);
    for (const chart of charts) expect(chart.getAttribute("aria-hidden")).toBe("true");
    for (const svg of document.querySelectorAll("svg")) expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("names a malformed range and shows no figures", async () => {
    const admin = await signedInStaff(env, "admin");
    renderRoute(route, { path: "/admin/insights", url: "/admin/insights?from=2030-02-30", context, cookie: admin.cookie });
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Check the range: /);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
