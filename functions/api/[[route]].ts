import { handle } from "hono/cloudflare-pages";
import { setBuildId, setSiteOrigins } from "../../app/server/platform/edgeCache.server";
import { setPageStore } from "../../app/server/platform/pageStore.server";
// The build's id (written by remix.config.js on every build), as functions/[[path]].ts reads it.
// The API's operations purge the shared edge cache (a post published through the API), and this
// bundle has its own copy of edgeCache.server: without the id its keys would not be the pages'.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import BUILD_ID from "../../build/server/build-id.txt";

/**
 * The Hono app is imported on the first API request, not when the isolate starts: a page request
 * never evaluates the API's routers and schemas (decision record 0027). The bundler turns
 * the dynamic import into a module initialised on first call, in the same file.
 */
let handler: Promise<PagesFunction> | undefined;
const apiHandler = () => (handler ??= import("../../app/api/app.server").then(({ app }) => handle(app) as unknown as PagesFunction));

export const onRequest: PagesFunction = async (context) => {
  setBuildId(String(BUILD_ID));
  // …and the pages' store, which a post published through the API tombstones (decision record 0032).
  setPageStore((context.env as { MEDIA?: R2Bucket }).MEDIA);
  // …on every host name the site answers to (decision record 0037).
  setSiteOrigins(context.env as { SITE_URL?: string; SITE_ALIASES?: string });
  return (await apiHandler())(context);
};
