import { expect } from "vitest";
import type { Answer } from "./postForm";

/**
 * Matchers the route tests share: `expect(answer).toRedirectTo("/admin/x")` for an action's
 * redirect (any 3xx, the Location's path and query; a prefix ending in "*" matches the start),
 * and `await expect(env.DB).toHaveAuditRow({ action, actorId, target })` for the staff audit row a
 * change must write with it (decision record 0020: no change without its audit row).
 */
expect.extend({
  toRedirectTo(received: Answer, location: string) {
    const got = received.headers.get("Location") ?? "";
    const matches = location.endsWith("*") ? got.startsWith(location.slice(0, -1)) : got === location;
    const pass = received.status >= 300 && received.status < 400 && matches;
    return { pass, message: () => `expected a redirect to ${location}, got ${received.status} ${got || "(no Location)"}` };
  },
  async toHaveAuditRow(db: D1Database, want: { action: string; actorId: string; target?: string }) {
    const row = await db
      .prepare("SELECT actor_id FROM staff_audit WHERE action = ?1 AND actor_id = ?2 AND target LIKE ?3 LIMIT 1")
      .bind(want.action, want.actorId, `%${want.target ?? ""}%`)
      .first();
    return { pass: row !== null, message: () => `expected an audit row ${JSON.stringify(want)}${row ? "" : ", found none"}` };
  },
});

interface RouteMatchers<R = unknown> {
  toRedirectTo(location: string): R;
  toHaveAuditRow(want: { action: string; actorId: string; target?: string }): Promise<R>;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Assertion<T> extends RouteMatchers<T> {}
}
