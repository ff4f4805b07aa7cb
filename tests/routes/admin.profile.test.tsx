import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.profile";
import { itGuards } from "./support/access";
import { openAs } from "./support/fixtures";
import { field, fill, press, saveEmptied } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/profile", inAdmin: true, landings: ["/admin/confirm"] };
const nameOf = (id: string) => env.DB.prepare("SELECT name FROM staff_users WHERE id = ?1").bind(id).first("name");

describe("/admin/profile (app/routes/admin.profile.tsx)", () => {
  itGuards(route, at);

  it("shows who is signed in, with their name in the form", async () => {
    const { staff } = await openAs("editor", route, at, "Profile");
    expect(screen.getByText(staff.user.email).tagName).toBe("STRONG");
    expect(field("Name").value).toBe(staff.user.name);
  });

  it("saves a new name, audited, and says so", async () => {
    const { staff } = await openAs("editor", route, at, "Profile");
    fill("Name", "Renata Renamed");
    press("Save name");
    expect(await screen.findByText("Your name was saved.")).toBeTruthy();
    expect(await nameOf(staff.user.id)).toBe("Renata Renamed");
    await expect(env.DB).toHaveAuditRow({ action: "profile.name", actorId: staff.user.id, target: staff.user.email });
  });

  it("an emptied name is refused under the field, the stored name unchanged", async () => {
    const { staff } = await openAs("admin", route, at, "Profile");
    await saveEmptied("Name", "Save name");
    expect(await nameOf(staff.user.id)).toBe(staff.user.name);
  });

  it("a password change first asks the user to confirm it is them (a step-up), changing nothing yet", async () => {
    await openAs("admin", route, at, "Profile");
    expect(screen.getAllByRole("link", { name: "confirm it is you" })[0]!.getAttribute("href")).toBe("/admin/confirm?redirectTo=%2Fadmin%2Fprofile");
    fill("Current password", "whatever-it-was");
    press("Change password");
    expect(await screen.findByRole("heading", { name: "Landed on /admin/confirm" })).toBeTruthy();
  });
});
