// The one request pipeline before every function (pages, API, media; decision record 0045):
// request id, the kept public copy, the storage-fault answer, security headers, the log line
// (app/server/platform/requestPipeline.server.ts). Evaluated when the isolate starts: it imports
// neither the Remix build nor the Hono app, which stay imported on first use (decision record 0027).
import { applyBenchHooks } from "../app/server/platform/benchHooks.server";
import { type PipelineEnv, runPipeline } from "../app/server/platform/requestPipeline.server";
// The build's id (written by remix.config.js on every build): the edge cache's keys are under it.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore
import BUILD_ID from "../build/server/build-id.txt";

export const onRequest: PagesFunction = (context) => {
  // The bench's simulated D1 round trip, on the bindings before any function reads them (a no-op
  // in the production artifact: scripts/lib/artifact.mjs).
  applyBenchHooks(context.env as Record<string, unknown>);
  return runPipeline(
    { request: context.request, env: context.env as PipelineEnv, data: context.data, waitUntil: (p) => context.waitUntil(p), next: () => context.next() },
    String(BUILD_ID),
  );
};
