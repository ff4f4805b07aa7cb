/**
 * Staff screens show times in the staff member's time zone (decision record 0029):
 * the one chosen in their profile, else their browser's. Times are stored in UTC; only display
 * changes. Isomorphic: the server renders in the zone and the browser hydrates the same text.
 *
 * Intl supplies only numbers here (the wall-clock fields in a zone); the words are built by hand,
 * as lib/blog/dates.ts does, because workerd and browsers ship different ICU data (a zone's short
 * name, a narrow no-break space) and any difference in text breaks hydration.
 */
export const DEFAULT_TIME_ZONE = "UTC";

/** The name of the cookie the staff pages set to the browser's zone (Path=/admin; never sent to public pages). */
export const BROWSER_ZONE_COOKIE = "staff_tz";

let supported: Set<string> | null = null;

/** Every zone Intl supports ("UTC" first, then the IANA names A–Z). */
export function supportedTimeZones(): string[] {
  const names = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [DEFAULT_TIME_ZONE, ...names.filter((n) => n !== DEFAULT_TIME_ZONE).sort()];
}

/**
 * The zone's canonical name if Intl supports it ("Asia/Calcutta" → whatever this runtime calls
 * it), else null. A name must also be one of `supportedTimeZones()`, so what is stored is always
 * one the profile's list offers.
 */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return null;
  supported ??= new Set(supportedTimeZones());
  if (supported.has(value)) return value;
  try {
    const resolved = new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
    return supported.has(resolved) ? resolved : null;
  } catch {
    return null; // RangeError: not a zone this runtime knows
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function numericFormat(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      numberingSystem: "latn",
    });
    formatters.set(zone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** Minutes ahead of UTC at that instant (Tokyo +540, New York −300 or −240). */
  offsetMinutes: number;
}

/** The instant's date and time on a wall clock in `zone` (a zone Intl does not know reads as UTC). */
export function wallClock(ms: number, zone: string): WallClock {
  const d = new Date(ms);
  if (zone === DEFAULT_TIME_ZONE || canonicalTimeZone(zone) === null) {
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      offsetMinutes: 0,
    };
  }
  const parts: Record<string, number> = {};
  for (const p of numericFormat(zone).formatToParts(d)) if (p.type !== "literal") parts[p.type] = Number(p.value);
  const w = { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return { ...w, offsetMinutes: Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000) };
}

/** "UTC", "UTC+9", "UTC-3:30": the offset, which reads the same on every runtime (a zone's short name does not). */
export function offsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return "UTC";
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${offsetMinutes > 0 ? "+" : "-"}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, "0")}` : ""}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * THE staff screens' time: "Mar 4, 2026, 18:15 UTC+9" in the staff member's zone ("…, 09:15 UTC"
 * in UTC, as lib/blog/dates.ts's formatDateTime writes it); `seconds` adds ":07" (the audit log).
 * "—" when there is none. Staff pages only: public pages keep dates.ts, which carries no Intl.
 */
export function formatStaffTime(iso: string | null | undefined, zone: string, options: { seconds?: boolean } = {}): string {
  if (!iso) return "—";
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "—";
  const w = wallClock(t, zone);
  const time = `${pad(w.hour)}:${pad(w.minute)}${options.seconds ? `:${pad(w.second)}` : ""}`;
  return `${MONTHS[w.month - 1]} ${w.day}, ${w.year}, ${time} ${offsetLabel(w.offsetMinutes)}`;
}

/** A zone's name as people read it: "America/New York". */
export const zoneLabel = (zone: string) => zone.replace(/_/g, " ");

const DAY_MS = 86_400_000;
const offsetAt = (ms: number, zone: string) => wallClock(ms, zone).offsetMinutes;

/**
 * The UTC instant (ms) at which a wall clock in `zone` reads this date and time: the way back from
 * `wallClock`, for what staff type (the editor's schedule, the inbox's and audit log's days).
 * `month` is 1–12. A zone Intl does not know reads as UTC.
 *
 * Daylight-saving changes are resolved one fixed way (Temporal's "compatible" rule):
 * - a wall time that never happens (the clocks jump over it, 02:30 when 02:00 becomes 03:00) is read
 *   with the offset in force before the jump, so it lands as far after the jump as it was typed
 *   after its start (02:30 → 03:30);
 * - a wall time that happens twice (the clocks go back, 01:30 when 02:00 becomes 01:00) is the
 *   first of the two, the earlier instant.
 * No zone changes its offset twice within two days, so the offsets a day either side are the
 * only candidates.
 */
export function zonedWallTimeToMs(zone: string, year: number, month: number, day: number, hour = 0, minute = 0): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  if (zone === DEFAULT_TIME_ZONE || canonicalTimeZone(zone) === null) return asUtc;
  const before = offsetAt(asUtc - DAY_MS, zone);
  const after = offsetAt(asUtc + DAY_MS, zone);
  // An offset fits when the instant it gives really has that offset in the zone.
  const fits = [before, after].filter((o) => offsetAt(asUtc - o * 60_000, zone) === o).map((o) => asUtc - o * 60_000);
  if (fits.length) return Math.min(...fits); // one fit, or two in an overlap: the earlier
  return asUtc - before * 60_000; // a gap: the offset before the jump
}

const WALL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value ("YYYY-MM-DDTHH:MM") on a wall clock in `zone`, as an ISO instant; "" when it is not one. */
export function wallInputToIso(value: string, zone: string): string {
  const m = WALL_INPUT.exec(value);
  if (!m) return "";
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return "";
  // Refuse a day the month does not have (Feb 30) rather than roll it into the next month.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return "";
  return new Date(zonedWallTimeToMs(zone, y, mo, d, h, mi)).toISOString();
}

/** An ISO instant as a datetime-local value ("YYYY-MM-DDTHH:MM") on a wall clock in `zone`; "" when it is not a time. */
export function isoToWallInput(iso: string, zone: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const w = wallClock(t, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** The first instant (ISO) of a calendar day ("YYYY-MM-DD") in `zone`: where a date filter's day starts for this staff member. */
export function zonedDayStartIso(day: string, zone: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(zonedWallTimeToMs(zone, y, m, d)).toISOString();
}

/** The first instant (ISO) of the day after `day` in `zone`: a "to" date's day ends just before it. */
export function zonedDayEndIso(day: string, zone: string): string {
  const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
  return zonedDayStartIso(next, zone);
}

/** Today's date ("YYYY-MM-DD") on a wall clock in `zone`. */
export function todayIn(zone: string, now: Date = new Date()): string {
  const w = wallClock(now.getTime(), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}
