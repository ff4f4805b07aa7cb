import { loadIslands } from "~/components/islands";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/cloudflare";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { NonceContext } from "~/components/nonce";
import { RequestIdContext } from "~/components/requestId";
import { withHeldModuleScripts } from "~/server/platform/heldModuleScript.server";
import { landingKind, landingViewScript } from "~/server/insights/landingView.server";
import { logError } from "~/server/platform/log.server";

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  let status = responseStatusCode;
  const nonce = loadContext.cspNonce;
  // Parts of the page loaded apart in the browser render at once here (decision record 0053).
  await loadIslands();
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RequestIdContext.Provider value={loadContext.requestId}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </RequestIdContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) logError(loadContext.requestId, "render", error);
        status = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers get the whole document at once; browsers get it streamed.
  if (isbot(request.headers.get("user-agent") ?? "")) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // A page with the outdated-browser banner was made for that browser alone: no shared cache may
  // keep it for others. (Outdated browsers cannot run the app's modules, so they make no data requests.)
  const root = remixContext.staticHandlerContext.loaderData?.root as { browserWarning?: unknown } | undefined;
  if (root?.browserWarning) responseHeaders.set("Cache-Control", "private, no-store");
  // The page's view is counted at load by a script of the server's own (decision record 0048).
  const kind = landingKind(request, remixContext.staticHandlerContext);
  return new Response(withHeldModuleScripts(body, kind ? landingViewScript(kind) : undefined), { headers: responseHeaders, status });
}

/** A loader's or action's error: logged once, as a structured line carrying the request id. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A client's mistake (a POST to a page without an action: 405) is the request line's business, not an error.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logError(context.requestId, `remix ${request.method} ${new URL(request.url).pathname}`, error);
};
