import { Link } from "@remix-run/react";

/** The spec's Page Not Found screen (R-ROUTES): title, code 404 and a Home button. */
export function NotFound() {
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <p className="error-code">404</p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>The page you were looking for does not exist or has moved.</p>
      <Link className="button" to="/" prefetch="intent">
        Home
      </Link>
    </section>
  );
}
