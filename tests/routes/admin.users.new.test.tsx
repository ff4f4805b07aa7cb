import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.users.new";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe("/admin/users/new (app/routes/admin.users.new.tsx)", () => {
  it("adds an editor, audited by the admin who added them, and goes back to the list", async () => {
    const admin = await signedInStaff(env, "admin", { recent: true });
    renderRoute(route, { path: "/admin/users/new", url: "/admin/users/new", context, cookie: admin.cookie, landings: ["/admin/users"] });
    const email = `new-editor-${Date.now()}@meridian-fs.example`;
    await screen.findByRole("heading", { name: "Add User" });
    fill("Name", "Nia New");
    fill("Email", email);
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "editor" } });
    fill("Initial password", "a-long-enough-initial-password-42");
    fireEvent.click(screen.getByRole("button", { name: "Add user" }));
    expect(await screen.findByRole("heading", { name: "Landed on /admin/users" })).toBeTruthy();
    const row = await env.DB.prepare("SELECT id, role FROM staff_users WHERE email = ?1").bind(email).first<{ id: string; role: string }>();
    expect(row?.role).toBe("editor");
    expect(await env.DB.prepare("SELECT actor_id FROM staff_audit WHERE action = 'user.create' AND target LIKE ?1").bind(`%${email}%`).first()).toEqual({
      actor_id: admin.user.id,
    });
  });

  it("keeps what was typed and says which field is wrong, storing nothing", async () => {
    const admin = await signedInStaff(env, "admin", { recent: true });
    renderRoute(route, { path: "/admin/users/new", url: "/admin/users/new", context, cookie: admin.cookie });
    await screen.findByRole("heading", { name: "Add User" });
    fill("Name", "Nia Typo");
    fill("Email", "not-an-address");
    fill("Initial password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Add user" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect((screen.getByLabelText("Name", { exact: false }) as HTMLInputElement).value).toBe("Nia Typo");
    expect(screen.getByLabelText("Email", { exact: false }).getAttribute("aria-invalid")).toBe("true");
    expect(await env.DB.prepare("SELECT id FROM staff_users WHERE name = 'Nia Typo'").first()).toBeNull();
  });

  it("is not for editors: the loader answers 403", async () => {
    const editor = await signedInStaff(env, "editor", { recent: true });
    renderRoute(route, { path: "/admin/users/new", url: "/admin/users/new", context, cookie: editor.cookie });
    expect(await screen.findByText("403 Forbidden")).toBeTruthy();
  });
});
