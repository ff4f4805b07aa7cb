import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin._index";
import { itGuards } from "./support/access";
import { openAs } from "./support/fixtures";

const at = { path: "/admin", inAdmin: true };
/** The screens the dashboard offers under "What you can do", by their link's name. */
const offered = () =>
  within(screen.getByRole("heading", { level: 2, name: "What you can do" }).nextElementSibling as HTMLElement)
    .getAllByRole("link")
    .map((a) => a.textContent);

describe("/admin (app/routes/admin._index.tsx)", () => {
  itGuards(route, at);

  it("welcomes an editor by name and role, and offers only the screens an editor may use", async () => {
    const { staff } = await openAs("editor", route, at);
    expect(await screen.findByRole("heading", { level: 1, name: `Welcome, ${staff.user.name}` })).toBeTruthy();
    expect(screen.getByText("Editor").tagName).toBe("STRONG");
    expect(offered()).toEqual(expect.arrayContaining(["Sales requests", "Blog", "Customer stories", "Profile"]));
    expect(offered()).not.toEqual(expect.arrayContaining(["Users"]));
    expect(offered()).not.toContain("Outbox");
    expect(screen.queryByText("Active demo users")).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Latest sales requests" })).toBeTruthy();
  });

  it("offers an admin the admins' screens and figures too", async () => {
    const { staff } = await openAs("admin", route, at);
    expect(await screen.findByRole("heading", { level: 1, name: `Welcome, ${staff.user.name}` })).toBeTruthy();
    expect(offered()).toEqual(expect.arrayContaining(["Users", "Outbox", "Audit log", "Demo access"]));
    expect(screen.getByText("Active demo users")).toBeTruthy();
  });
});
