/** Display helpers for demo media (isomorphic). */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

export const formatDimensions = (w: number | null, h: number | null) => (w && h ? `${w}×${h}` : null);

/** "Video · 4:12" / "Image · 1280×720" */
export function mediaSummary(item: { kind: "video" | "image"; durationSeconds: number | null; width: number | null; height: number | null }): string {
  const detail = item.kind === "video" ? formatDuration(item.durationSeconds) : formatDimensions(item.width, item.height);
  return `${item.kind === "video" ? "Video" : "Image"}${detail ? ` · ${detail}` : ""}`;
}

/*
 * Dates are built by hand, not with Intl: workerd and browsers ship different ICU data (a narrow
 * no-break space before "AM", say), and text that differs between server and browser breaks
 * hydration. Always UTC, so both agree.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const pad = (n: number) => String(n).padStart(2, "0");

/** "Nov 22, 2026, 06:29 UTC", or `never` when there is no date. */
export function formatWhen(iso: string | null, never = "Never"): string {
  if (!iso) return never;
  const d = new Date(iso);
  return `${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

/** A YYYY-MM-DD (UTC) day as "November 22, 2026". */
export function formatDay(date: string | null): string | null {
  if (!date) return null;
  const d = new Date(`${date}T00:00:00Z`);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export const STATUS_LABELS = { active: "Active", expired: "Expired", deactivated: "Deactivated" } as const;
