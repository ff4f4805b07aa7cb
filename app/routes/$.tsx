import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { NotFoundPage } from "~/components/catalogue/NotFoundPage";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { notFoundOrLegacy } from "~/routeModules/notFoundOrLegacy.server";
import { withRetryAfter } from "~/lib/cache";

// Any path no other route claims: a real 404 for GET and POST alike, except that a GET of a
// legacy catalogue spelling (/banking/fed-funds, /investment/…) answers 301 to its canonical page.
export const loader = ({ request }: LoaderFunctionArgs) => {
  throw notFoundOrLegacy(request);
};
/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export const action = () => {
  throw new Response("Not Found", { status: 404 });
};

export const meta: MetaFunction = ({ matches }) => getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "Page Not Found" });

export function ErrorBoundary() {
  return <NotFoundPage />;
}

export default function CatchAll() {
  return <NotFoundPage />;
}
