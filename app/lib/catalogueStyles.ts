import type { LinksFunction } from "@remix-run/cloudflare";
import href from "~/styles/catalogue.css";

/** The catalogue pages' stylesheet, as a route's `links` export. */
export const catalogueLinks: LinksFunction = () => [{ rel: "stylesheet", href }];
