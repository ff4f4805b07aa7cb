import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useAdminData } from "~/lib/adminData";
import { ADMIN_SCREENS } from "~/lib/adminScreens";
import { requireStaff } from "~/server/auth/guards.server";
import { can } from "~/server/permissions";
import { dashboardStats } from "~/server/dashboard.server";

/**
 * The admin dashboard (the layout's header shows who is signed in and signs out): the numbers that matter this week, and
 * every screen this role may use. Each figure is loaded only for a role allowed to see it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env);
  const stats = await dashboardStats(context.env.DB);
  return {
    posts: can(user.role, "blog:manage") ? stats.posts : null,
    activeDemoUsers: can(user.role, "demo:manage") ? stats.activeDemoUsers : null,
  };
}

function Stat({ value, label, to }: { value: number; label: string; to?: string }) {
  return (
    <li>
      <span className="stat-value">{value}</span>
      {to ? <Link to={to}>{label}</Link> : label}
    </li>
  );
}

export default function AdminDashboard() {
  const { user, permissions } = useAdminData();
  const d = useLoaderData<typeof loader>();
  const screens = ADMIN_SCREENS.filter((s) => !s.permission || permissions.includes(s.permission));
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Welcome, {user.name}</h1>
      <p>
        You are signed in as {user.email} with the <strong>{user.roleLabel}</strong> role. Sign out with the button at the top of every admin page.
      </p>
      <h2>At a glance</h2>
      <ul className="dashboard-stats">
        {d.posts ? (
          <>
            <Stat value={d.posts.published} label="Published posts" to="/admin/blog" />
            <Stat value={d.posts.drafts} label="Draft posts" to="/admin/blog" />
          </>
        ) : null}
        {d.activeDemoUsers !== null ? <Stat value={d.activeDemoUsers} label="Active demo users" /> : null}
      </ul>
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
