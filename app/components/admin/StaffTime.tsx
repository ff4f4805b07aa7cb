import { useStaffTimeZone } from "~/hooks/adminData";
import { formatStaffTime } from "~/lib/timeZones";

/** An instant on a staff screen, in the staff member's time zone; the machine-readable UTC instant in `dateTime`. */
export function StaffTime({ iso, seconds }: { iso: string | null | undefined; seconds?: boolean }) {
  const zone = useStaffTimeZone();
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatStaffTime(iso, zone, { seconds })}</time>;
}
