// The artifact Cloudflare runs, built here once so that what the rehearsal serves is what the
// deploy uploads (decision record 0046): a Pages "advanced mode" folder, public/ plus one
// prebuilt `_worker.js`, deployed with `wrangler pages deploy <dir> --no-bundle`.
//
// `wrangler pages functions build` bundles functions/ without aliases or defines, so the link is
// made here with the same parts: wrangler reads functions/ into its route table, its own Pages
// template routes requests through that table, and esbuild links everything as one graph: the
// Remix build (which leaves every npm package unbundled, remix.config.js) and the API's sources
// resolve each library once. The production link also leaves out what only tests and benches use
// (the fixture writer, the simulated D1 round trip) and react-dom's browser renderer.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { build } from "esbuild";
import { bin, run } from "./run.mjs";

const ROOT = resolve(".");
const TEMPLATE = resolve("node_modules/wrangler/templates/pages-template-worker.ts");

/**
 * Modules the production link replaces (the path as the importing file writes it, ending in the
 * module's name): each stand-in has the same exports and none of the behaviour.
 */
const PRODUCTION_STANDINS = [
  { module: /(^|\/)testRoutes\.server$/, by: "scripts/artifact/noTestRoutes.server.ts" },
  { module: /(^|\/)benchHooks\.server$/, by: "scripts/artifact/noBenchHooks.server.ts" },
  { module: /^react-dom$/, by: "scripts/artifact/reactDomOnServer.ts" },
];

/** Strings the production artifact must not contain (the rehearsal checks its text). */
export const TEST_ONLY_MARKERS = ["test-fixtures", "forget-location-copies"];

const standIns = (kind) => ({
  name: "artifact-stand-ins",
  setup(b) {
    if (kind !== "production") return;
    b.onResolve({ filter: /(testRoutes\.server|benchHooks\.server|^react-dom)$/ }, (args) => {
      const hit = PRODUCTION_STANDINS.find((s) => s.module.test(args.path));
      return hit ? { path: resolve(hit.by) } : undefined;
    });
  },
});

/** The route table wrangler makes of functions/, as the module its Pages template injects. */
async function routesModule(scratch) {
  const configPath = join(scratch, "functions-config.json");
  // wrangler's own reading of the file tree (routes, middleware, mount paths); its bundle is discarded.
  await run(bin("wrangler"), ["pages", "functions", "build", "functions", "--outdir", join(scratch, "discard"), "--output-config-path", configPath], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const config = JSON.parse(readFileSync(configPath, "utf8"));
  const imports = new Map();
  const idOf = (entry) => {
    const [file, name = "default"] = entry.split(":");
    const path = resolve("functions", file);
    const key = `${path}:${name}`;
    if (!imports.has(key)) imports.set(key, { path, name, id: `f${imports.size}` });
    return imports.get(key).id;
  };
  const routes = config.routes.map((r) => ({
    routePath: r.routePath,
    mountPath: r.mountPath,
    method: r.method,
    middlewares: (r.middleware ?? []).map(idOf),
    modules: (r.module ?? []).map(idOf),
  }));
  const lines = [...imports.values()].map(({ path, name, id }) => `import { ${name} as ${id} } from ${JSON.stringify(path)};`);
  const table = routes.map(
    (r) =>
      `{ routePath: ${JSON.stringify(r.routePath)}, mountPath: ${JSON.stringify(r.mountPath)}, method: ${JSON.stringify(r.method)}, middlewares: [${r.middlewares.join(", ")}], modules: [${r.modules.join(", ")}] }`,
  );
  const file = join(scratch, "routes.mjs");
  writeFileSync(file, `${lines.join("\n")}\nexport const routes = [\n  ${table.join(",\n  ")}\n];\n`);
  return file;
}

/**
 * Builds the artifact into `outDir` (public/ and `_worker.js`); expects `remix build` to have run.
 * `kind`: "production" (what a deploy uploads) or "test" (the same link with the test hooks in).
 * Returns the worker's path and esbuild's metafile.
 */
export async function buildArtifact({ outDir, kind = "production", minify = true }) {
  const scratch = resolve(outDir, "..", `.${kind}-scratch`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  rmSync(outDir, { recursive: true, force: true });
  cpSync("public", outDir, { recursive: true });
  const routes = await routesModule(scratch);
  const worker = join(outDir, "_worker.js");
  const result = await build({
    entryPoints: [TEMPLATE],
    inject: [routes],
    outfile: worker,
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    conditions: ["workerd", "worker", "browser"],
    mainFields: ["browser", "module", "main"],
    external: ["node:*", "cloudflare:*"],
    loader: { ".txt": "text", ".ts": "ts", ".tsx": "tsx" },
    define: { __FALLBACK_SERVICE__: JSON.stringify("ASSETS"), "process.env.NODE_ENV": JSON.stringify("production") },
    plugins: [standIns(kind)],
    minify,
    legalComments: "none",
    metafile: true,
    logLevel: "warning",
    absWorkingDir: ROOT,
  });
  writeFileSync(join(scratch, "meta.json"), JSON.stringify(result.metafile));
  rmSync(join(scratch, "discard"), { recursive: true, force: true });
  return { worker, metafile: result.metafile, scratch: relative(ROOT, scratch), dir: dirname(worker) };
}
