import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.blog.categories";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

const open = (cookie: string) => renderRoute(route, { path: "/admin/blog/categories", url: "/admin/blog/categories", context, cookie });

async function create(name: string) {
  const form = await screen.findByRole("form", { name: "New category" });
  fireEvent.change(within(form).getByLabelText("Name", { exact: false }), { target: { value: name } });
  fireEvent.click(within(form).getByRole("button", { name: "Create category" }));
}

describe("/admin/blog/categories (app/routes/admin.blog.categories.tsx)", () => {
  it("an editor creates a category: the list shows it with its slug and the screen confirms", async () => {
    const editor = await signedInStaff(env, "editor");
    open(editor.cookie);
    const name = `Payments ${Date.now()}`;
    await create(name);
    expect(await screen.findByText(`Created “${name}”.`)).toBeTruthy();
    const table = screen.getByRole("table");
    expect(within(table).getByText(name)).toBeTruthy();
    expect(await env.DB.prepare("SELECT slug FROM blog_categories WHERE name = ?1").bind(name).first()).toEqual({
      slug: name.toLowerCase().replace(/ /g, "-"),
    });
  });

  it("a taken name is refused under the field, the typed name kept", async () => {
    const editor = await signedInStaff(env, "editor");
    const name = `Treasury ${Date.now()}`;
    open(editor.cookie);
    await create(name);
    await screen.findByText(`Created “${name}”.`);
    await create(name.toUpperCase());
    const form = screen.getByRole("form", { name: "New category" });
    const field = within(form).getByLabelText("Name", { exact: false }) as HTMLInputElement;
    await within(form).findByText(/already/i);
    expect(field.value).toBe(name.toUpperCase());
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("deleting an empty category asks first, then removes it", async () => {
    const editor = await signedInStaff(env, "editor");
    const name = `Doomed ${Date.now()}`;
    open(editor.cookie);
    await create(name);
    await screen.findByText(`Created “${name}”.`);
    fireEvent.click(screen.getByRole("button", { name: `Delete ${name}` }));
    fireEvent.click(await screen.findByRole("button", { name: /^Delete category/ }));
    expect(await screen.findByText(`Deleted “${name}”.`)).toBeTruthy();
    expect(await env.DB.prepare("SELECT id FROM blog_categories WHERE name = ?1").bind(name).first()).toBeNull();
  });
});
