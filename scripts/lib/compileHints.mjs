// Compiled while it downloads, not when it first runs (decision record 0057). V8 compiles a
// function's code the first time it is called, on the main thread. A trace of a phone (4× CPU
// slowdown, npm run bench:hydration) found most of the app's start to be that compile: react-dom's
// factory alone, compiled when React's chunk is evaluated, 40-50 of that task's 80 ms, and a third
// of each of React's hydration tasks after it. A file whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` (Chromium 136 and later) has every function compiled with the
// file, and a module script that is large enough is compiled on a background thread while it
// streams in. Other browsers read a comment.
//
// esbuild, which Remix's compiler drives, keeps no comment at the top of a minified chunk and
// Remix lets no plugin add one, so this runs after `remix build` (remix.config.js) on the
// first-load modules the manifest names (the entry's, each route's and their shared chunks) of
// at least `HINTED_BYTES`: React's chunk (react-dom, the router, Remix: 250 KB, most of a page's
// code). The line costs about 25 B of gzip per file, and the first load is at its 100 KB budget:
// all 30 of the home page's files would add 0.65 KB. Code loaded later (overlays, islands, the
// idle preloads) keeps V8's lazy compile: much of it never runs. Idempotent; a file's name (its
// content hash, from esbuild) does not change, and the build that makes it always adds the line.
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
/** The smallest first-load module that gets the hint. */
export const HINTED_BYTES = 30 * 1024;

/** The build's client manifest (public/build/manifest-*.js), or null when there is none. */
export function readManifest(buildDir) {
  const name = existsSync(buildDir) ? readdirSync(buildDir).find((file) => /^manifest-[\w-]+\.js$/.test(file)) : undefined;
  if (!name) return null;
  const text = readFileSync(join(buildDir, name), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

/** Every module a page loads first, by URL: the entry, each route's module, and their shared chunks. */
export function firstLoadModules(manifest) {
  const routes = Object.values(manifest.routes ?? {});
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((route) => [route.module, ...(route.imports ?? [])])])];
}

/**
 * Puts the compile hint on the first line of each first-load module of `HINTED_BYTES` or more under
 * `buildDir` (public/build, served at /build/). A source map beside a file gets an empty first line too, so it still maps.
 * Returns how many files it changed.
 */
export function addCompileHints(buildDir = "public/build") {
  const manifest = readManifest(buildDir);
  if (!manifest) return 0;
  let changed = 0;
  for (const url of firstLoadModules(manifest)) {
    const file = join(buildDir, decodeURIComponent(url.replace(/^\/build\//, "")));
    if (!existsSync(file)) continue;
    const code = readFileSync(file, "utf8");
    if (code.length < HINTED_BYTES || code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + code);
    const map = `${file}.map`;
    if (existsSync(map)) {
      const sourceMap = JSON.parse(readFileSync(map, "utf8"));
      writeFileSync(map, JSON.stringify({ ...sourceMap, mappings: `;${sourceMap.mappings}` }));
    }
    changed++;
  }
  return changed;
}
