import { Link, isRouteErrorResponse } from "@remix-run/react";
import { REQUEST_REFERENCE_ID, useRequestId } from "~/components/requestId";

/** Shown for anything but a 404: the status and, for a server error, the request's reference; nothing internal. */
export function ServerError({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status >= 500 ? "Something went wrong" : isRouteErrorResponse(error) ? error.statusText || "Request failed" : "Request failed";
  const requestId = useRequestId();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>Please try again in a moment. If the problem continues, contact us.</p>
      {status >= 500 && requestId ? (
        <p className="error-reference" id={REQUEST_REFERENCE_ID} data-request-id={requestId}>
          Reference: <code>{requestId}</code>
        </p>
      ) : null}
      <Link className="button" to="/">
        Home
      </Link>
    </section>
  );
}
