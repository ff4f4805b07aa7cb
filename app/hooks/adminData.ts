import { useRouteLoaderData } from "@remix-run/react";
import type { Permission, Role } from "~/lib/auth/permissions";
import { DEFAULT_TIME_ZONE } from "~/lib/timeZones";

/** What the admin layout (app/routes/admin.tsx) loads for every admin page. */
export interface AdminLayoutData {
  user: { id: string; name: string; email: string; role: Role; roleLabel: string };
  permissions: Permission[];
  /** An admin without a second factor: only enrolment is open. */
  mustEnrol: boolean;
  /**
   * The zone staff screens show times in (decision record 0029) and where it came from: the
   * profile's choice, the browser's (its cookie), or UTC until the browser has said.
   */
  timeZone: string;
  timeZoneFrom: "profile" | "browser" | "default";
}

/** The signed-in staff user and their permissions, from any route inside /admin. */
export function useAdminData(): AdminLayoutData {
  const d = useRouteLoaderData("routes/admin") as AdminLayoutData | undefined;
  if (!d) throw new Error("useAdminData must be used inside the admin area");
  return d;
}

/** The staff member's time zone, from any route inside /admin; UTC outside it (and in tests that render a screen alone). */
export function useStaffTimeZone(): string {
  const d = useRouteLoaderData("routes/admin") as AdminLayoutData | undefined;
  return d?.timeZone ?? DEFAULT_TIME_ZONE;
}
