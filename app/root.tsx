import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { NotFound } from "~/components/NotFound";
import { useNonce } from "~/components/nonce";
import { ServerError } from "~/components/ServerError";
import { SiteShell } from "~/components/shell/SiteShell";
import { browserWarningDismissed, outdatedBrowser } from "~/lib/browser";
import { getMeta } from "~/lib/meta";
import { publicConfig } from "~/server/env.server";
import stylesHref from "~/styles/site.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const headers = request.headers;
  return {
    config: publicConfig(context.env),
    year: new Date().getUTCFullYear(),
    // Decided here, from the User-Agent, so the banner is in the first HTML (SPEC §4, §8).
    browserWarning: browserWarningDismissed(headers.get("Cookie")) ? null : outdatedBrowser(headers.get("User-Agent")),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => getMeta({ siteTitle: data?.config.siteTitle ?? "" });

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const content = isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError error={error} />;
  // Keep the navigation and footer around the error when the root loader itself succeeded.
  return useRouteLoaderData("root") ? <SiteShell>{content}</SiteShell> : <main id="main">{content}</main>;
}
