/**
 * A follow-up date is a calendar day (YYYY-MM-DD), not an instant: shown as written, with no time
 * zone to convert, so "Dec 1, 2026" is the same day for every rep.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Dec 1, 2026" for "2026-12-01"; "—" when there is none. */
export function formatFollowUp(day: string | null): string {
  if (!day) return "—";
  const [y, m, d] = day.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** Whether a follow-up day has come (today or before): the "Follow-up due" view's test, for showing it. */
export const followUpDue = (day: string | null, today: string) => day !== null && day <= today;
