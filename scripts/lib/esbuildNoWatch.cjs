// Preloaded into wrangler by `npm start` (NODE_OPTIONS=--require) so that a server of the built
// site idles. `wrangler pages dev` always bundles its worker through an esbuild context in watch
// mode (hard-coded in wrangler 4.86 to 4.164), and esbuild's watcher polls the bundle's files
// several times a second: 8-18 % of a core on this project with nobody asking for anything. Here `watch()` does
// one build instead — the same result and the same onEnd callbacks wrangler waits for — and then
// nothing watches. `npm run dev` does not load this file and keeps rebuild-on-change.
//
// It reaches into wrangler's internals (it loads esbuild with require() and calls
// context().watch()), so each time it replaces a watch() it appends a
// line to ESBUILD_NO_WATCH_REPORT. tests/e2e/idle-server.spec.ts fails when the server under test
// left no such line: a wrangler that bundles another way would otherwise bring the watcher back
// unnoticed.
const Module = require("node:module");
const { appendFileSync } = require("node:fs");

function report() {
  const file = process.env.ESBUILD_NO_WATCH_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify({ watchReplaced: true, pid: process.pid })}\n`);
}

const load = Module._load;
let wrapped;
Module._load = function (request) {
  const exports = load.apply(this, arguments);
  if (request !== "esbuild") return exports;
  wrapped ??= {
    ...exports,
    async context(options) {
      const context = await exports.context(options);
      return {
        rebuild: () => context.rebuild(),
        serve: (serveOptions) => context.serve(serveOptions),
        cancel: () => context.cancel(),
        dispose: () => context.dispose(),
        watch: async () => {
          await context.rebuild();
          report();
        },
      };
    },
  };
  return wrapped;
};
