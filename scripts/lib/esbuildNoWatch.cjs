// Preloaded into wrangler by `npm start` (NODE_OPTIONS=--require) so that a server of the built
// site idles. `wrangler pages dev` always bundles its worker through an esbuild context in watch
// mode (wrangler 4.86 hard-codes it), and esbuild's watcher polls the bundle's files several times
// a second: 8-18 % of a core on this project with nobody asking for anything. Here `watch()` does
// one build instead — the same result and the same onEnd callbacks wrangler waits for — and then
// nothing watches. `npm run dev` does not load this file and keeps rebuild-on-change.
const Module = require("node:module");

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
        },
      };
    },
  };
  return wrapped;
};
