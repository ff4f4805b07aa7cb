import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.demo.users._index";
import { itGuards } from "./support/access";
import { demoUser, openAs } from "./support/fixtures";
import { deleteThroughConfirm } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/demo/users" };
const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr")!;

describe("/admin/demo/users (app/routes/admin.demo.users._index.tsx)", () => {
  itGuards(route, at, "editor");

  it("lists a demo user with their company, username and access status", async () => {
    const prospect = await demoUser(env, { company: "Lakeside Credit Union" });
    await openAs("admin", route, at, "Demo Users");
    const row = await rowOf(prospect.username);
    expect(within(row).getByRole("link", { name: prospect.name }).getAttribute("href")).toBe(`/admin/demo/users/${prospect.id}`);
    expect(within(row).getByText("Lakeside Credit Union")).toBeTruthy();
    expect(within(row).getByText("Active")).toBeTruthy();
  });

  it("asks before deleting; the confirmed delete removes the user, audited, and says so", async () => {
    const prospect = await demoUser(env);
    const { staff } = await openAs("admin", route, at);
    await deleteThroughConfirm(await rowOf(prospect.username), {
      ask: `Delete ${prospect.name} (${prospect.username})`,
      question: `Delete ${prospect.name}?`,
      confirm: "Delete demo user",
      done: `Deleted ${prospect.username}.`,
    });
    expect(await env.DB.prepare("SELECT id FROM demo_users WHERE id = ?1").bind(prospect.id).first()).toBeNull();
    await expect(env.DB).toHaveAuditRow({ action: "demo.user.delete", actorId: staff.user.id, target: prospect.username });
  });
});
