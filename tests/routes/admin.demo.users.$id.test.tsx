import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.demo.users.$id";
import { itAnswersNotFound, itGuards, recordAt } from "./support/access";
import { demoUser, openAs } from "./support/fixtures";
import { field, fill, press, saveEmptied } from "./support/form";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
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

describe("/admin/demo/users/:id's intents (lib/demo/demoUserIntents.ts)", () => {
  it("answers an unknown or missing intent 400 'Unknown action': the user is not saved, no invitation is sent", async () => {
    const prospect = await demoUser(env);
    const { cookie, user } = await signedInStaff(env, "admin");
    const fields = { name: prospect.name, company: "Changed Without Asking", email: prospect.email, username: prospect.username, active: "on" };
    for (const intent of ["reinvite", undefined]) {
      const answer = await postForm(route.action, `http://127.0.0.1/admin/demo/users/${prospect.id}`, { ...(intent ? { intent } : {}), ...fields }, context, {
        cookie,
        params: { id: prospect.id },
      });
      expect(answer).toMatchObject({ status: 400, body: { error: "Unknown action" } });
    }
    expect(await row(prospect.id)).toEqual({ name: prospect.name, company: prospect.company });
    expect(await env.DB.prepare("SELECT count(*) AS n FROM staff_audit WHERE actor_id = ?1").bind(user.id).first("n")).toBe(0);
  });
});
