/**
 * The editor's "Saved at" time of day, in the staff member's zone (profile, else browser: decision
 * record 0029), as the Publish / Schedule control shows its times; a zone Intl does not know reads
 * as UTC.
 */
import { wallClock } from "~/lib/timeZones";

const pad = (n: number) => String(n).padStart(2, "0");

/** "14:05": the instant's time of day on a wall clock in `zone`. */
export function clockTime(ms: number, zone: string): string {
  const w = wallClock(ms, zone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}
