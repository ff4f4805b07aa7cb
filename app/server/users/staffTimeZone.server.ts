import * as z from "zod/mini";
import { BROWSER_ZONE_COOKIE, DEFAULT_TIME_ZONE, canonicalTimeZone } from "../../lib/timeZones";
import { timeZoneNameField } from "../../lib/auth/authSchemas";
import { preprocess } from "../../lib/zodMini";
import { readCookie } from "../platform/cookies.server";
import { type StaffCall, auditRow, firstIssueMessage, parseInput } from "../operations/staffOperation.server";
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

/**
 * The choice as the profile form ("" follows the browser) and PUT /api/profile (null follows the
 * browser) send it; anything else must be a zone Intl supports (stored canonical).
 */
const timeZoneChoiceSchema = z.object({
  timeZone: preprocess((v) => (v === "" ? null : v), z.nullable(timeZoneNameField)),
});

/**
 * Saves the staff member's own time zone (null: the browser's): THE operation, for the profile
 * screen and PUT /api/profile alike. Their own preference, so no permission beyond being signed
 * in; the change and its audit row (`profile.timezone`) are one batch.
 */
export async function setStaffTimeZone(call: StaffCall, raw: unknown): Promise<Result<{ timeZone: string | null }>> {
  const input = parseInput(timeZoneChoiceSchema, raw, firstIssueMessage);
  if (!input.ok) return input;
  const { timeZone } = input.data;
  const [updated] = await call.db.batch([
    call.db.prepare("UPDATE staff_users SET time_zone = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1").bind(call.actor.id, timeZone),
    auditRow(call, { action: "profile.timezone", target: call.actor.email, detail: timeZone ?? "the browser's" }, { ifChanged: true }),
  ]);
  if (!updated?.meta.changes) return fail(404, "User not found");
  return { ok: true, timeZone };
}
