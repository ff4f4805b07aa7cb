// What a page makes the browser download on first load: the stylesheets and scripts its HTML
// names (link rel=stylesheet/modulepreload, script src, the inline module script's imports),
// then every static import of those scripts, transitively. Dynamic import() is not followed:
// that is code loaded later (an overlay on first open, another route on navigation);
// lazyChunkFiles measures one such chunk beyond the first load.

const attr = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];

/** The static imports at the head of an ES module (esbuild puts them first, as the spec requires). */
export function staticImports(source) {
  const found = [];
  const statement = /^\s*(?:import|export)\s*(?:[^;"'()]*?\bfrom\s*)?(["'])([^"']+)\1\s*;?/;
  let rest = source.replace(/^(?:\s*\/\/[^\n]*\n|\s*\/\*[\s\S]*?\*\/)*/, "");
  for (let m = statement.exec(rest); m; m = statement.exec(rest)) {
    found.push(m[2]);
    rest = rest.slice(m[0].length);
  }
  return found;
}

/** Script and stylesheet URLs the HTML itself names. */
export function htmlAssets(html, pageUrl) {
  const js = new Set();
  const css = new Set();
  const resolve = (href) => new URL(href.replace(/&amp;/g, "&"), pageUrl).href;
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("stylesheet")) css.add(resolve(href));
    // Module preloads, also those the server holds in a template until first paint (heldModuleScript.server.ts).
    else if (rel.includes("modulepreload") || rel.includes("x-held-modulepreload")) js.add(resolve(href));
  }
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)) {
    const src = attr(tag, "src");
    if (src) js.add(resolve(src));
    // A module script, or the one the server holds until first paint (heldModuleScript.server.ts).
    else if (/type\s*=\s*"(module|text\/x-held-module)"/i.test(tag)) {
      for (const [, , spec] of body.matchAll(/\bimport\s*(?:[^;"'()]*?\bfrom\s*)?(["'])([^"']+)\1/g)) js.add(resolve(spec));
    }
  }
  return { js, css };
}

/**
 * Fetches each first-load file once; returns [{ url, kind: "js" | "css", body: Buffer }].
 * `fetchBody(url)` lets a caller reuse a cache across pages (a file is downloaded once per page).
 */
export async function firstLoadFiles(html, pageUrl, fetchBody) {
  const { js, css } = htmlAssets(html, pageUrl);
  const files = await withStaticImports([...js], new Set(), fetchBody);
  for (const url of css) files.push({ url, kind: "css", body: await fetchBody(url) });
  return files;
}

/** The scripts `start` names and every script they import statically, transitively, less `seen`. */
async function withStaticImports(start, seen, fetchBody) {
  const files = [];
  const queue = [...start];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const body = await fetchBody(url);
    files.push({ url, kind: "js", body });
    for (const spec of staticImports(body.toString("utf8"))) queue.push(new URL(spec, url).href);
  }
  return files;
}

/** The specifiers of the dynamic `import("…")` calls in a script (code it loads later, on demand). */
export function dynamicImports(source) {
  return [...source.matchAll(/\bimport\(\s*(["'])([^"']+)\1\s*\)/g)].map((m) => m[2]);
}

/**
 * What a lazily loaded module makes the browser fetch beyond the page's first load: the chunk a
 * first-load script import()s whose path matches `chunkName` (e.g. /\/ContactOverlay-\w+\.js$/),
 * with every static import of it, transitively, less the scripts the first load already fetched.
 * Returns { entry, files: [{ url, kind: "js", body }] }; throws when no first-load script import()s
 * such a chunk (the overlay moved, or came into the first load).
 */
export async function lazyChunkFiles(firstLoad, chunkName, fetchBody) {
  const loaded = new Set(firstLoad.filter((f) => f.kind === "js").map((f) => f.url));
  const entries = new Set();
  for (const file of firstLoad) {
    if (file.kind !== "js") continue;
    for (const spec of dynamicImports(file.body.toString("utf8"))) {
      const url = new URL(spec, file.url).href;
      if (chunkName.test(new URL(url).pathname)) entries.add(url);
    }
  }
  if (entries.size !== 1) throw new Error(`expected one first-load script to import() a chunk matching ${chunkName}, found ${entries.size}`);
  const [entry] = entries;
  return { entry, files: await withStaticImports([entry], loaded, fetchBody) };
}

/** The contact overlay's chunk (app/components/contact/loadContactOverlay.ts import()s it). */
export const CONTACT_OVERLAY_CHUNK = /\/ContactOverlay-\w+\.js$/;

/** The first post link (/news/{slug}, not the feed's /news/rss.xml) on the news page, if any. */
export function firstPostPath(newsHtml) {
  return /href="(\/news\/(?!rss\.xml")[^"/?#]+)"/.exec(newsHtml)?.[1];
}
