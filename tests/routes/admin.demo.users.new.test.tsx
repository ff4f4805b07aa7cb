import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.demo.users.new";
import { itGuards } from "./support/access";
import { openAs, unique } from "./support/fixtures";
import { field, fill, press } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/demo/users/new" };
const stored = (username: string) => env.DB.prepare("SELECT name, email, active FROM demo_users WHERE username = ?1").bind(username).first();

describe("/admin/demo/users/new (app/routes/admin.demo.users.new.tsx)", () => {
  itGuards(route, at, "editor");

  it("adds a demo user and invites them: the user is stored, audited, and the link is shown this once", async () => {
    const { staff } = await openAs("admin", route, at, "Add Demo User");
    const username = `prospect-${unique()}`;
    fill("Name", "Pat Prospect");
    fill("Email", `${username}@harbor-bank.example`);
    fill("Username", username);
    press("Create demo user");
    expect(await screen.findByRole("heading", { level: 1, name: `Demo user ${username} added` })).toBeTruthy();
    expect(screen.getByText(`The invitation is on its way to ${username}@harbor-bank.example.`)).toBeTruthy();
    expect((screen.getByLabelText("Invitation link") as HTMLInputElement).value).toMatch(/\/demo\/invitation\//);
    expect(await stored(username)).toEqual({ name: "Pat Prospect", email: `${username}@harbor-bank.example`, active: 1 });
    await expect(env.DB).toHaveAuditRow({ action: "demo.user.create", actorId: staff.user.id, target: username });
  });

  it("a malformed e-mail address is refused under the field, what was typed kept, nothing stored", async () => {
    await openAs("admin", route, at, "Add Demo User");
    const username = `typo-${unique()}`;
    fill("Name", "Tia Typo");
    fill("Email", "not-an-address");
    fill("Username", username);
    press("Create demo user");
    await screen.findByRole("alert");
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(field("Username").value).toBe(username);
    expect(await stored(username)).toBeNull();
  });
});
