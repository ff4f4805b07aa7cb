import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { addCompileHints } from "./scripts/lib/compileHints.mjs";

// Every build gets an id of its own, which keys the shared edge cache (functions/[[path]].ts,
// app/server/platform/edgeCache.server.ts; decision record 0027): a deploy never serves a page
// another build rendered. Written before the server build, next to it.
mkdirSync("build/server", { recursive: true });
writeFileSync("build/server/build-id.txt", randomUUID());

// Once the build is written, each module a page loads first gets the line that has Chromium
// compile it as it downloads, off the main thread (decision record 0057): Remix's compiler has no
// step after its build, and every build (npm run build, the benches, the tests) runs this file.
process.once("exit", () => addCompileHints("public/build"));

const ignoredRouteFiles = ["**/.*", "**/*.test.*"];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles,
  // The public pages under /es/, /fr/, /pt/ and /ar/ (decision record 0049) are not routes of the
  // build: server.ts adds them to the server build when it starts (withLanguageRoutes in
  // app/config/languages.mjs; decision record 0058), so the worker holds one copy of each.
  server: "./server.ts",
  serverBuildPath: "build/server/remix.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: [],
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
