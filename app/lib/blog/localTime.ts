/**
 * The editor's times of day in the browser's own zone. The Publish / Schedule control no longer
 * lives here: it shows and reads times in the staff member's zone (lib/timeZones.ts, decision
 * record 0029), and the server converts them.
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** "14:05": a time of day in the browser's zone, for "Saved at". */
export const clockTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
