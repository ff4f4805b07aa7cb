import { Link, isRouteErrorResponse } from "@remix-run/react";
import { RequestReference } from "~/components/requestId";

/** Shown for anything but a 404: the status and, for a server error, the request's reference; nothing internal. */
export function ServerError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status >= 500 ? "Something went wrong" : isRouteErrorResponse(error) ? error.statusText || "Request failed" : "Request failed";
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>Please try again in a moment. If the problem continues, contact us.</p>
      {status >= 500 ? <RequestReference /> : null}
      <Link className="button" to="/" prefetch="intent">
        Home
      </Link>
    </section>
  );
}
