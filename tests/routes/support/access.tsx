import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import type { Role } from "../../../app/lib/auth/permissions";
import { openAs } from "./fixtures";
import { platform } from "./platform";
import type { RouteModule } from "./renderRoute";
import { renderRoute } from "./renderRoute";

/**
 * The staff guard's answers every staff screen must give (staffRoute.server.ts): an anonymous
 * visitor lands on /admin/login, and `refused` (a role without the screen's permission), when
 * given, gets 403 Forbidden instead of the screen. Declares the tests in the caller's describe.
 */
export function itGuards(mod: RouteModule, where: { path: string; url?: string; inAdmin?: boolean }, refused?: Role) {
  it("sends an anonymous visitor to sign in", async () => {
    const { context } = await platform();
    renderRoute(mod, { path: where.path, url: where.url ?? where.path, inAdmin: where.inAdmin, context, landings: ["/admin/login"] });
    expect(await screen.findByRole("heading", { name: "Landed on /admin/login" })).toBeTruthy();
  });
  if (refused)
    it(`answers 403 to ${refused === "admin" ? "an admin" : "an editor"}, whose role lacks the permission`, async () => {
      await openAs(refused, mod, where);
      expect(await screen.findByText("403 Forbidden")).toBeTruthy();
    });
}

/** A screen for one record answers 404 when the record does not exist (`where` opens a made-up id). */
export function itAnswersNotFound(mod: RouteModule, where: { path: string; url: string; inAdmin?: boolean }, role: Role) {
  it("answers 404 for a record that does not exist", async () => {
    await openAs(role, mod, where);
    expect(await screen.findByText(/404/)).toBeTruthy();
  });
}

/** Where a screen for one record is: its path pattern and, for an id, the URL that opens it. */
export const recordAt =
  (path: string, options: { inAdmin?: boolean } = {}) =>
  (id: string) => ({ path, url: path.replace(":id", id), ...options });
