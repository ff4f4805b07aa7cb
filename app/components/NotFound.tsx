import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The spec's Page Not Found screen (R-ROUTES): title, code 404 and a Home button. Catalogue and
 * unknown paths add "did you mean" and the search box (catalogue/NotFoundPage.tsx) as children;
 * the root's boundary shows it bare, so every page's first load carries only this.
 */
export function NotFound({ children }: { children?: ReactNode }) {
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <p className="error-code">404</p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      {children}
      <Link className="button" to="/" prefetch="intent">
        Home
      </Link>
    </section>
  );
}
