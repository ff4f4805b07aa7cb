import { Link, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { SERVER_ERROR_MESSAGE } from "~/lib/messages";

/** The demo pages' error screen: a clear word for an item that is not theirs (403) or gone (404). */
export function DemoErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const [title, message] =
    status === 403
      ? ["Not available", "This demo has not been shared with you. If you think it should be, please contact us."]
      : status === 404
        ? ["Page Not Found", "This demo does not exist."]
        : [SERVER_ERROR_MESSAGE, "Something went wrong. Please try again."];
  return (
    <section className="demo-page" aria-labelledby="demo-error-title">
      <h1 id="demo-error-title">{title}</h1>
      <p>{message}</p>
      <Link className="button" to="/demo">
        Back to your demos
      </Link>
    </section>
  );
}
