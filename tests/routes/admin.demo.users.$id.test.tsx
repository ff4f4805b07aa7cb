import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.demo.users.$id";
import { itAnswersNotFound, itGuards, recordAt } from "./support/access";
import { demoUser, openAs } from "./support/fixtures";
import { field, fill, press, saveEmptied } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = recordAt("/admin/demo/users/:id");
const row = (id: string) => env.DB.prepare("SELECT name, company FROM demo_users WHERE id = ?1").bind(id).first();

describe("/admin/demo/users/:id (app/routes/admin.demo.users.$id.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()), "editor");

  it("shows the demo user's details in the form, and that they have watched nothing yet", async () => {
    const prospect = await demoUser(env);
    await openAs("admin", route, at(prospect.id), prospect.name);
    expect(field("Username").value).toBe(prospect.username);
    expect(field("Email").value).toBe(prospect.email);
    expect(screen.getByText("No video started yet.")).toBeTruthy();
  });

  it("saves a changed company, audited, and says Saved.", async () => {
    const prospect = await demoUser(env);
    const { staff } = await openAs("admin", route, at(prospect.id), prospect.name);
    fill("Company", "Lakeside Credit Union");
    press("Save changes");
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(await row(prospect.id)).toEqual({ name: prospect.name, company: "Lakeside Credit Union" });
    await expect(env.DB).toHaveAuditRow({ action: "demo.user.edit", actorId: staff.user.id, target: prospect.username });
  });

  it("a save with the name emptied is refused under the field, the stored user unchanged", async () => {
    const prospect = await demoUser(env);
    await openAs("admin", route, at(prospect.id), prospect.name);
    await saveEmptied("Name", "Save changes");
    expect(await row(prospect.id)).toEqual({ name: prospect.name, company: prospect.company });
  });

  it("sends a new invitation on request, audited, and says to whom", async () => {
    const prospect = await demoUser(env);
    const { staff } = await openAs("admin", route, at(prospect.id), prospect.name);
    press("Send a new invitation");
    expect(await screen.findByText(`A new invitation was sent to ${prospect.email}. Earlier links no longer work.`)).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "demo.invite", actorId: staff.user.id, target: prospect.username });
  });

  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");
});
