import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useNonce } from "~/components/nonce";
import { NotFound, ServerError } from "~/components/rareScreens";
import { SiteShell } from "~/components/shell/SiteShell";
import { getMeta } from "~/lib/meta";
import { languageInfo, languageOfPath } from "~/lib/i18n/languages";
import { useMessages } from "~/hooks/messages";
import stylesHref from "~/styles/site.css";
import type { loader as rootLoader } from "./rootLoader.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export { loader } from "./rootLoader.server";

/** The root's data carries the shell's words: a step into another language fetches them (decision record 0049). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname);

export const meta: MetaFunction<typeof rootLoader> = ({ data }) => getMeta({ siteTitle: data?.config.siteTitle ?? "" });

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // The path names the language (/es/…, /ar/… right to left; decision record 0049).
  const language = languageInfo(languageOfPath(useLocation().pathname));
  const t = useMessages();
  return (
    <html lang={language.locale} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t("shell.skipLink")}
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
