/**
 * The editor's Publish / Schedule control shows times in the browser's time zone and sends UTC
 * (issue 30, decision record 0025). These run in the browser (the server does not know the
 * writer's zone; it renders UTC until the page hydrates).
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a datetime-local value ("YYYY-MM-DDTHH:MM") in the browser's zone, or in UTC. */
export function instantToLocalInput(iso: string, zone: "local" | "utc"): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  const d = new Date(t);
  if (zone === "utc") return d.toISOString().slice(0, 16);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value read in the browser's zone (or UTC) as an ISO instant; "" when it is not a time. */
export function localInputToInstant(value: string, zone: "local" | "utc"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return "";
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const t = zone === "utc" ? Date.UTC(y, mo - 1, d, h, mi) : new Date(y, mo - 1, d, h, mi).getTime();
  return Number.isNaN(t) ? "" : new Date(t).toISOString();
}

/** The browser's time zone as people read it ("Europe/Berlin"), or "your time zone". */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "your time zone";
  } catch {
    return "your time zone";
  }
}

/** "14:05": a time of day in the browser's zone, for "Saved at". */
export const clockTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** "Tue 1 Dec 2026, 09:30": a scheduled time as the writer reads it, in the browser's zone. */
export function localDateTime(iso: string, zone: "local" | "utc"): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return "";
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: zone === "utc" ? "UTC" : undefined,
  }).format(new Date(t));
}
