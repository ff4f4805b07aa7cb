import * as z from "zod";
import { BROWSER_ZONE_COOKIE, DEFAULT_TIME_ZONE, canonicalTimeZone } from "../../lib/timeZones";
import { readCookie } from "../auth/cookies.server";
import type { D1 } from "../platform/d1Sessions.server";
import { type Result, fail } from "../platform/result.server";

/**
 * Which zone a staff member's screens show times in (decision record 0029): the profile's choice,
 * else the zone their browser reported in the `staff_tz` cookie (set by the staff pages' script,
 * hooks/useBrowserTimeZone.ts), else UTC. Anything Intl does not support is ignored, never shown.
 */
export function staffTimeZone(request: Request, user: { timeZone?: string | null }): { timeZone: string; timeZoneFrom: "profile" | "browser" | "default" } {
  const chosen = canonicalTimeZone(user.timeZone);
  if (chosen) return { timeZone: chosen, timeZoneFrom: "profile" };
  const raw = readCookie(request.headers.get("Cookie"), BROWSER_ZONE_COOKIE);
  let decoded: string | null = null;
  try {
    decoded = raw ? decodeURIComponent(raw) : null;
  } catch {
    decoded = null;
  }
  const browser = canonicalTimeZone(decoded);
  return browser ? { timeZone: browser, timeZoneFrom: "browser" } : { timeZone: DEFAULT_TIME_ZONE, timeZoneFrom: "default" };
}

/** The profile's field: "" follows the browser; anything else must be a zone Intl supports (stored canonical). */
export const timeZoneChoiceSchema = z.object({
  timeZone: z
    .string({ error: "Choose a time zone" })
    .max(64, "Choose a time zone from the list")
    .transform((v, ctx) => {
      if (v === "") return null;
      const zone = canonicalTimeZone(v);
      if (!zone) {
        ctx.addIssue({ code: "custom", message: "Choose a time zone from the list" });
        return z.NEVER;
      }
      return zone;
    }),
});

/** Saves the staff member's own time zone (null: the browser's). Their own preference, so no permission and no audit row. */
export async function setStaffTimeZone(db: D1, userId: string, raw: unknown): Promise<Result<{ timeZone: string | null }>> {
  const parsed = timeZoneChoiceSchema.safeParse(raw);
  if (!parsed.success) {
    return fail(400, parsed.error.issues[0]?.message ?? "Choose a time zone from the list", {
      issues: parsed.error.issues.map((i) => ({ path: i.path.join(".") || "timeZone", message: i.message })),
    });
  }
  const updated = await db
    .prepare("UPDATE staff_users SET time_zone = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1")
    .bind(userId, parsed.data.timeZone)
    .run();
  if (!updated.meta.changes) return fail(404, "User not found");
  return { ok: true, timeZone: parsed.data.timeZone };
}
