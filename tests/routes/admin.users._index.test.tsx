import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.users._index";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

describe("/admin/users (app/routes/admin.users._index.tsx)", () => {
  it("lists the staff with their second factor, and marks the signed-in admin as you", async () => {
    const admin = await signedInStaff(env, "admin", { name: "Ada Admin" });
    const editor = await signedInStaff(env, "editor", { name: "Eddie Editor" });
    renderRoute(route, { path: "/admin/users", url: "/admin/users", context, cookie: admin.cookie });
    const table = await screen.findByRole("table", { name: "Staff users" });
    const eddie = within(table).getByText(editor.user.email).closest("tr")!;
    expect(within(eddie).getByText("Editor")).toBeTruthy();
    expect(within(eddie).getByText("On")).toBeTruthy();
    expect(within(within(table).getByText(admin.user.email).closest("tr")!).getByText("(you)")).toBeTruthy();
  });

  it("asks before deleting, and the confirmed delete removes the user and says so", async () => {
    const admin = await signedInStaff(env, "admin", { recent: true });
    const doomed = await signedInStaff(env, "editor", { name: "Dora Doomed" });
    renderRoute(route, { path: "/admin/users", url: "/admin/users", context, cookie: admin.cookie });
    fireEvent.click(await screen.findByRole("button", { name: `Delete Dora Doomed (${doomed.user.email})` }));
    expect(
      await screen.findByText(`${doomed.user.email} will be signed out everywhere at once and will no longer be able to sign in. This cannot be undone.`),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete user" }));
    expect(await screen.findByText(`Deleted ${doomed.user.email}.`)).toBeTruthy();
    expect(await env.DB.prepare("SELECT id FROM staff_users WHERE id = ?1").bind(doomed.user.id).first()).toBeNull();
    const audit = await env.DB.prepare("SELECT actor_id FROM staff_audit WHERE action = 'user.delete' AND target LIKE ?1")
      .bind(`%${doomed.user.email}%`)
      .first();
    expect(audit).toEqual({ actor_id: admin.user.id });
  });

  it("refuses an admin deleting themselves, with the reason on the screen", async () => {
    const admin = await signedInStaff(env, "admin", { recent: true });
    const other = await signedInStaff(env, "editor");
    const { container } = renderRoute(route, { path: "/admin/users", url: "/admin/users", context, cookie: admin.cookie });
    await screen.findByText(other.user.email);
    // No Delete button is offered for yourself; a crafted post gets the 409 message.
    const form = container.querySelector("form.admin-row-actions") as HTMLFormElement;
    (form.querySelector('input[name="id"]') as HTMLInputElement).value = admin.user.id;
    fireEvent.click(within(form).getByRole("button", { name: /^Delete / }));
    expect(await screen.findByText("You cannot delete your own account")).toBeTruthy();
  });
});
