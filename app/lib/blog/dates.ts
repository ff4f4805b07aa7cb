const long = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const withTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** "March 4, 2026" (UTC, so server and browser render the same text). */
export const formatDate = (iso: string) => long.format(new Date(iso));
/** "Mar 4, 2026, 9:15 AM UTC" for the admin screens. */
export const formatDateTime = (iso: string | null) => (iso ? `${withTime.format(new Date(iso))} UTC` : "—");
