import type { MetaFunction } from "@remix-run/cloudflare";
import { NotFound } from "~/components/NotFound";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/rootData";

// Any path no other route claims: a real 404 for GET and POST alike.
const notFound = () => {
  throw new Response("Not Found", { status: 404 });
};
export const loader = notFound;
export const action = notFound;

export const meta: MetaFunction = ({ matches }) =>
  getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "Page Not Found" });

export function ErrorBoundary() {
  return <NotFound />;
}

export default function CatchAll() {
  return <NotFound />;
}
