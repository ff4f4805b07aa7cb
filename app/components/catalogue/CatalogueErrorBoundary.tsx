import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { NotFoundPage, ServerError } from "~/components/rareScreens";

/** A catalogue, news or stories route's error inside the page shell: the Page Not Found screen for a 404. */
export function CatalogueErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <ServerError error={error} />;
}
