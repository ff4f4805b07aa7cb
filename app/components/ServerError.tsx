import { Link, isRouteErrorResponse } from "@remix-run/react";

/** Shown for anything but a 404: the status, and nothing internal. */
export function ServerError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status >= 500 ? "Something went wrong" : isRouteErrorResponse(error) ? error.statusText || "Request failed" : "Request failed";
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>Please try again in a moment. If the problem continues, contact us.</p>
      <Link className="button" to="/" prefetch="intent">
        Home
      </Link>
    </section>
  );
}
