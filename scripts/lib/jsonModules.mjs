// A Node module hook for the Playwright specs, which load app/ modules under Node's own ES module
// loader: Node refuses `import data from "./x.json"` without `with { type: "json" }`, which the
// app cannot write (the Remix compiler's esbuild 0.17 does not parse import attributes; it and
// Vite read JSON imports without one). So JSON files resolve as JSON modules here, as they do there.
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!new URL(resolved.url).pathname.endsWith(".json")) return resolved;
  return { ...resolved, importAttributes: { ...context.importAttributes, type: "json" } };
}
