import { stylesheets } from "~/lib/stylesheets";
import { type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, NavLink, Outlet, isRouteErrorResponse, useLocation, useNavigation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LogoMark } from "~/components/shell/icons";
import { BRAND } from "~/config/brand";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { type AdminLayoutData, useAdminData } from "~/hooks/adminData";
import { ADMIN_SCREENS, type AdminScreen } from "~/lib/admin/adminScreens";
import { privatePageMeta } from "~/hooks/rootData";
import { requireStaff } from "~/server/auth/guards.server";
import { staffTimeZone } from "~/server/users/staffTimeZone.server";
import { useBrowserTimeZone } from "~/hooks/useBrowserTimeZone";
import { ROLE_LABELS, mustEnrol, permissionsOf } from "~/lib/auth/permissions";
import identityStyles from "~/styles/identity.css";
import staffStyles from "~/styles/staff.css";
import { RequestReference } from "~/components/requestId";
import { SERVER_ERROR_MESSAGE } from "~/lib/messages";
import { privatePageHeaders } from "~/lib/cache";

/**
 * The admin area's layout: who is signed in, the nav (screens filtered by the permission table)
 * and sign-out. Its guard sends anonymous visitors to /login?redirectTo=<the page>. It does not
 * protect the child routes (Remix runs loaders in parallel): each child calls its own guard.
 * It does carry the sliding-session renewal back to the browser (auth.setCookie).
 */
// staffStyles: the staff screens' own (the paginator and the post preview use site.css's news rules).
export const links = stylesheets(identityStyles, staffStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Admin");

export const headers = privatePageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The layout also frames the enrolment page, so it lets an admin without a second factor through;
  // every child route's own guard sends them to enrolment.
  const auth = await requireStaff(request, context.env, { enrolling: true });
  const { id, name, email, role } = auth.user;
  return data<AdminLayoutData>(
    {
      user: { id, name, email, role, roleLabel: ROLE_LABELS[role] },
      permissions: [...permissionsOf(role)],
      mustEnrol: mustEnrol(auth.user),
      ...staffTimeZone(request, auth.user),
    },
    auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined,
  );
}

/** Screens as the items of a nav's list (NavLink marks the one open). */
function ScreenLinks({ screens }: { screens: AdminScreen[] }) {
  return screens.map((s) => (
    <li key={s.to}>
      <NavLink to={s.to}>{s.label}</NavLink>
    </li>
  ));
}

function AdminHeader({ user, permissions, mustEnrol }: AdminLayoutData) {
  const navigation = useNavigation();
  const location = useLocation();
  const signingOut = navigation.state !== "idle" && navigation.formAction === "/logout";
  // Until an admin has a second factor, enrolment is the only screen (the guards enforce it).
  const allowed = mustEnrol ? [] : ADMIN_SCREENS.filter((s) => !s.permission || permissions.includes(s.permission));
  const screens = allowed.filter((s) => !s.personal);
  const own = allowed.filter((s) => s.personal);
  // The menu folds behind a control on narrow screens. Without JavaScript it stays open (identity.css,
  // `scripting: none`); before React runs the control is a link to #admin-menu, which opens it by
  // :target, and once React runs it is a button of the same size (carrying over an open menu).
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => setHydrated(true), []);
  // Folded again on each new screen or anchor; open on the first if the link opened it before React ran.
  useEffect(() => setOpen(location.hash === "#admin-menu"), [location.pathname, location.hash]);
  return (
    <header className={`admin-header${hydrated ? " admin-header-js" : ""}${open ? " admin-header-open" : ""}`}>
      <div className="admin-bar">
        <Link to="/admin" className="admin-brand">
          <LogoMark size={28} />
          <span>
            {BRAND.name} <span className="admin-brand-tag">Admin</span>
          </span>
        </Link>
        <a className="admin-view-site" href="/">
          View site
        </a>
        {hydrated ? (
          <button type="button" className="admin-menu-button" aria-expanded={open} aria-controls="admin-menu" onClick={() => setOpen((o) => !o)}>
            {open ? "Close menu" : "Menu"}
          </button>
        ) : (
          <a href="#admin-menu" className="admin-menu-button">
            Menu
          </a>
        )}
      </div>
      <div id="admin-menu" className="admin-menu">
        <nav aria-label="Admin">
          <ul className="admin-nav">
            {mustEnrol ? (
              <li>
                <NavLink to="/admin/two-factor">Two-factor sign-in</NavLink>
              </li>
            ) : (
              <li>
                <NavLink to="/admin" end>
                  Dashboard
                </NavLink>
              </li>
            )}
            <ScreenLinks screens={screens} />
          </ul>
        </nav>
        <div className="admin-who">
          <span>
            Signed in as <strong>{user.name}</strong> <span className="admin-role">({user.roleLabel})</span>
          </span>
          {own.length ? (
            <nav aria-label="Your account">
              <ul className="admin-account-links">
                <ScreenLinks screens={own} />
              </ul>
            </nav>
          ) : null}
          <Form method="post" action="/logout">
            <SubmitButton busy={signingOut} busyLabel="Signing out…" className="button button-secondary">
              Sign Out
            </SubmitButton>
          </Form>
        </div>
      </div>
    </header>
  );
}

export default function AdminLayout() {
  const d = useAdminData();
  useBrowserTimeZone(d);
  return (
    <div className="admin">
      <AdminHeader {...d} />
      <div className="admin-body">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const d = useRouteLoaderData("routes/admin") as AdminLayoutData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 403 ? "You do not have permission to view this page." : status === 404 ? "This page does not exist." : "Something went wrong. Please try again.";
  return (
    <div className="admin">
      {d ? <AdminHeader {...d} /> : null}
      <section className="admin-body" aria-labelledby="admin-error-title">
        <h1 id="admin-error-title">{status === 403 ? "Not allowed" : status === 404 ? "Page Not Found" : SERVER_ERROR_MESSAGE}</h1>
        <p>{message}</p>
        {status >= 500 ? <RequestReference /> : null}
        <Link className="button" to="/admin">
          Back to the dashboard
        </Link>
      </section>
    </div>
  );
}
