// The Remix half of the Pages project: compiled by `remix build` into functions/[[path]].js.
import { createPagesFunctionHandler } from "@remix-run/cloudflare-pages";
import * as build from "@remix-run/dev/server-build";
import { loadContext } from "./app/server/context.server";
import { logRequest } from "./app/server/log.server";
import { requestIdFor } from "./app/server/requestId.server";

const requestIds = new WeakMap<Request, string>();

const handleRemix = createPagesFunctionHandler({
  build,
  getLoadContext: ({ request, context }) => loadContext(context.cloudflare, requestIds.get(request) ?? requestIdFor(request)),
});

export const onRequest: PagesFunction = async (context) => {
  const requestId = requestIdFor(context.request);
  requestIds.set(context.request, requestId);
  const started = Date.now();
  const response = await handleRemix(context);
  const out = new Response(response.body, response);
  out.headers.set("X-Request-Id", requestId);
  logRequest({
    requestId,
    method: context.request.method,
    route: new URL(context.request.url).pathname,
    status: out.status,
    durationMs: Date.now() - started,
  });
  return out;
};
