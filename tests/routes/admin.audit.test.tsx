import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.audit";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

describe("/admin/audit (app/routes/admin.audit.tsx)", () => {
  it("filters by who acted, from the query string", async () => {
    const admin = await signedInStaff(env, "admin");
    const actor = `audited-${Date.now()}@meridian-fs.example`;
    await env.DB.prepare("INSERT INTO staff_audit (at, actor_email, action, target) VALUES (?1, ?2, 'user.create', 'someone@meridian-fs.example')")
      .bind(new Date().toISOString(), actor)
      .run();
    renderRoute(route, { path: "/admin/audit", url: `/admin/audit?actor=${encodeURIComponent(actor)}`, context, cookie: admin.cookie });
    expect(await screen.findByText("Entries 1–1 of 1, newest first.")).toBeTruthy();
    expect(within(screen.getByRole("table")).getByText(actor)).toBeTruthy();
  });

  it("a malformed date filter is named, and no entries are shown", async () => {
    const admin = await signedInStaff(env, "admin");
    renderRoute(route, { path: "/admin/audit", url: "/admin/audit?from=yesterday", context, cookie: admin.cookie });
    expect((await screen.findByRole("alert")).textContent).toMatch(/^Check the filters: /);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
