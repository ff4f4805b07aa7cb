import { handle } from "hono/cloudflare-pages";

/**
 * The Hono app is imported on the first API request, not when the isolate starts: a page request
 * never evaluates the API's routers and schemas (decision record 0027). The bundler turns
 * the dynamic import into a module initialised on first call, in the same file. The request id,
 * security headers, log line, storage-fault answer and the build id, pages' store and site
 * origins the API's purges need are set before this by functions/_middleware.ts (decision record 0045).
 */
let handler: Promise<PagesFunction> | undefined;
const apiHandler = () => (handler ??= import("../../app/api/app.server").then(({ app }) => handle(app) as unknown as PagesFunction));

export const onRequest: PagesFunction = async (context) => (await apiHandler())(context);
