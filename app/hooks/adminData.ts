import { useRouteLoaderData } from "@remix-run/react";
import type { Permission, Role } from "~/lib/auth/permissions";

/** What the admin layout (app/routes/admin.tsx) loads for every admin page. */
export interface AdminLayoutData {
  user: { id: string; name: string; email: string; role: Role; roleLabel: string };
  permissions: Permission[];
  /** An admin without a second factor: only enrolment is open (issue 16). */
  mustEnrol: boolean;
}

/** The signed-in staff user and their permissions, from any route inside /admin. */
export function useAdminData(): AdminLayoutData {
  const d = useRouteLoaderData("routes/admin") as AdminLayoutData | undefined;
  if (!d) throw new Error("useAdminData must be used inside the admin area");
  return d;
}
