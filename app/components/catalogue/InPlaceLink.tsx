import { Link, useNavigate } from "@remix-run/react";
import type { ComponentProps } from "react";

/**
 * A link that changes what a page shows (a query parameter) without moving the page. Its href
 * keeps the #anchor so that, without JavaScript, the reloaded page opens at the same place; with
 * JavaScript it navigates client-side without the anchor, so the router does not scroll to it.
 */
export function InPlaceLink({ to, replace, onClick, ...props }: Omit<ComponentProps<typeof Link>, "to"> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Link
      prefetch="intent"
      {...props}
      to={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to.replace(/#.*$/, ""), { preventScrollReset: true, replace });
      }}
    />
  );
}
