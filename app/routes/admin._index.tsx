import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ADMIN_SCREENS } from "~/lib/adminScreens";
import { requireStaff } from "~/server/auth/guards.server";
import { useAdminData } from "~/lib/adminData";

/** The admin dashboard: a greeting, the role, and the screens this role may use. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context.env);
  return null;
}

export default function AdminDashboard() {
  const { user, permissions } = useAdminData();
  const screens = ADMIN_SCREENS.filter((s) => !s.permission || permissions.includes(s.permission));
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Welcome, {user.name}</h1>
      <p>
        You are signed in as {user.email} with the <strong>{user.roleLabel}</strong> role.
      </p>
      <h2>What you can do</h2>
      <ul className="admin-cards">
        {screens.map((s) => (
          <li key={s.to}>
            <Link to={s.to}>{s.label}</Link>
            <p>{s.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
