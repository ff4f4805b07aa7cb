import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const routes = new URL("../../../app/routes/", import.meta.url);

/**
 * app/server/admin/staffRoute.server.ts: a route's `staffLoader(...)`/`staffAction(...)` is a
 * top-level call, which esbuild keeps in the browser's route chunk unless it is marked pure; there
 * the `.server` module is empty, so an unmarked call would fail as the chunk loads.
 */
describe("staff routes' guards (app/server/admin/staffRoute.server.ts)", () => {
  it("every staffLoader/staffAction call in app/routes is marked pure, so the browser build drops it", () => {
    const unmarked = readdirSync(routes)
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) =>
        [...readFileSync(new URL(file, routes), "utf8").matchAll(/(.{0,16})\bstaff(Loader|Action)\(/g)]
          .filter(([, before]) => !before!.endsWith("/* @__PURE__ */ "))
          .map(([call]) => `${file}: ${call.trim()}`),
      );
    expect(unmarked).toEqual([]);
  });
});
