import { Link } from "@remix-run/react";
import { useRef } from "react";
import { STAFF_LOGIN_PATH } from "~/lib/auth/loginActionData";
import { onPlainClick } from "./scroll";

/**
 * The header's Log In (issue 29): a quiet disclosure, not the page's main button, offering the
 * three sign-ins in the order visitors need them: Client Login (the external portal, from
 * config), Employee sign-in (the login pane, R-HOME-SECTIONS; /admin/login without JavaScript)
 * and Demo sign-in (/demo). A native <details>, so it opens without JavaScript and adds next to
 * no script to every page's first load; with it, Escape and leaving it (a click or Tab elsewhere)
 * close it.
 */
export function SignInMenu({ portalUrl, onEmployee }: { portalUrl: string; onEmployee(): void }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute("open");
  const employee = onPlainClick(() => {
    // The pane gives focus back to what had it when it opened: Log In, not a link about to be hidden.
    menu.current?.querySelector("summary")?.focus();
    closeMenu();
    onEmployee();
  });
  return (
    // Escape and focus leaving are the disclosure's own keyboard behaviour; its summary is the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={menu}
      className="nav-signin"
      onKeyDown={(e) => {
        if (e.key !== "Escape" || !menu.current?.open) return;
        closeMenu();
        menu.current.querySelector("summary")?.focus();
      }}
      // A click or Tab anywhere else takes focus out of the menu, and closes it.
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) closeMenu();
      }}
    >
      <summary className="nav-link">Log In</summary>
      <ul className="nav-signin-list">
        <li>
          <a href={portalUrl} rel="noopener">
            Client Login <span>Your institution&apos;s client portal</span>
          </a>
        </li>
        <li>
          <a href={STAFF_LOGIN_PATH} onClick={employee} aria-haspopup="dialog">
            Employee sign-in <span>Staff area</span>
          </a>
        </li>
        <li>
          <Link to="/demo" onClick={closeMenu}>
            Demo sign-in <span>Videos for invited prospects</span>
          </Link>
        </li>
      </ul>
    </details>
  );
}
