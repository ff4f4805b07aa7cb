import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.stories._index";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
const open = (cookie?: string) =>
  renderRoute(route, { path: "/admin/stories", url: "/admin/stories", context, cookie, landings: ["/admin/login", "/admin/two-factor"] });

describe("/admin/stories (app/routes/admin.stories._index.tsx): who gets in", () => {
  it("sends an anonymous visitor to sign in", async () => {
    open();
    expect(await screen.findByRole("heading", { name: "Landed on /admin/login" })).toBeTruthy();
  });

  it("sends staff without a second factor to set one up, before anything is read", async () => {
    const editor = await signedInStaff(env, "editor", { enrolled: false });
    open(editor.cookie);
    expect(await screen.findByRole("heading", { name: "Landed on /admin/two-factor" })).toBeTruthy();
  });

  it("lets editors and admins in (stories:manage, as for posts)", async () => {
    for (const role of ["editor", "admin"] as const) {
      const staff = await signedInStaff(env, role);
      const { unmount } = open(staff.cookie);
      expect(await screen.findByRole("heading", { level: 1, name: /Customer stories/ })).toBeTruthy();
      unmount();
    }
  });
});
