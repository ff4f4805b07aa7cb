import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { NotFound } from "~/components/NotFound";
import { useNonce } from "~/components/nonce";
import { ServerError } from "~/components/ServerError";
import { getMeta } from "~/lib/meta";
import { publicConfig } from "~/server/env.server";
import stylesHref from "~/styles/app.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: LoaderFunctionArgs) {
  return { config: publicConfig(context.env), year: new Date().getUTCFullYear() };
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
    <main id="main">
      <Outlet />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main">{isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ServerError error={error} />}</main>
  );
}
