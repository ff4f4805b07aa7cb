/**
 * Hydration after first paint (decision record 0017). Remix's <Scripts> ends the body
 * with one inline module script that imports the entry and every route module of the page. A
 * module script runs as soon as its imports have arrived, so on a fast connection React was
 * evaluated and hydrating before the page had painted, and Lighthouse's model of a phone counts
 * every chunk evaluated before the paint as blocking it: LCP 2.0-2.3 s against 0.9 s for the same
 * HTML without scripts.
 *
 * So the server writes that script with an inert type (`HELD_MODULE_TYPE`) and puts a small
 * script before it (`RELEASE`) that swaps it for a real module script, same code and nonce, after:
 *  - the load event (the stylesheet and pictures are in), or 2.5 s after the page was parsed if a
 *    large picture further down keeps it waiting, then
 *  - the first contentful paint has been reported (a paint entry is dispatched once the frame is
 *    on screen, which a requestAnimationFrame alone does not promise), then
 *  - three frames in a row with no new largest-contentful-paint entry, so what loaded last (the
 *    page's picture, often the largest element) is on screen too.
 * A browser without paint timing, or a page that paints nothing within 3 s, starts anyway. Until
 * the swap the page is the server's HTML, which works without JavaScript (every link and form).
 * The module preloads (about 25) are held too: the server writes each run of them inside a
 * `<template>` (`HELD_PRELOADS`), whose content the browser parses but never fetches, and the swap
 * puts the template's content where the template stood just before the module script (a task of
 * its own: each is short), so the code arrives in one round of parallel requests rather than
 * import by import. A template is valid HTML anywhere (an inert `rel` on a `<link>` in the body is
 * not: the Nu checker reported one error per preload), and once swapped the body is
 * exactly what React rendered, so hydration sees the links it expects. Fetched earlier, even at low priority, they arrived
 * before the picture had painted and shared the connection with it; and Lighthouse's model counts
 * every script that arrived before the largest paint as needed for it, whenever it runs (it cannot
 * see when a module is evaluated). One fragment at the end of the head costs the main thread a
 * third of what changing or replacing each link in the body did (1.7 against 4-6 ms for 26 links);
 * swapping the template is one such fragment.
 * Asset URLs with `[` or `]` (a route file such as `routes/[bank_operations].$.tsx`) are not valid
 * URLs in an attribute; in the held preloads and the held module script (its imports and the
 * manifest) they are percent-encoded, the same way in both, so the preload and the import name
 * one module. The static file server decodes them to the same file.
 * The release script removes itself as it runs, so React hydrates the body it rendered; being
 * written here and not in root.tsx, it costs the client bundle nothing. Plain ES5.
 *
 * The rewrite runs on the streamed HTML. A chunk can end inside a tag, so text from an unclosed
 * "<" on is held back and joined to the next chunk: a tag is never split. The HTML is read only as
 * the response is (a pull stream with no buffer of its own), so React's stream is consumed as
 * before: a page whose data is ready still goes out whole, not as a shell and a late part.
 */

export const HELD_MODULE_TYPE = "text/x-held-module";
/** The element each run of module preloads is written in (its content is inert until swapped in). */
export const HELD_PRELOADS = "template data-held-preloads";
/** How long the app waits for the load event (a large picture further down must not hold it). */
const LOAD_WAIT_MS = 2500;

const release = `
function preload() {
  var held = document.querySelectorAll("template[data-held-preloads]");
  for (var i = 0; i < held.length; i++) held[i].parentNode.replaceChild(held[i].content, held[i]);
}
function start() {
  var held = document.querySelector('script[type="${HELD_MODULE_TYPE}"]');
  if (!held) return;
  var script = document.createElement("script");
  script.type = "module";
  script.nonce = held.nonce;
  script.textContent = held.textContent;
  held.parentNode.replaceChild(script, held);
}
function afterPaint() {
  var started = false, painted = false, quiet = 0;
  function go() { if (!started) { started = true; preload(); setTimeout(start, 0); } }
  function frame() { if (++quiet >= 3) setTimeout(go, 0); else requestAnimationFrame(frame); }
  var P = window.PerformanceObserver, types = (P && P.supportedEntryTypes) || [];
  if (types.indexOf("paint") < 0) return go();
  new P(function (list) {
    if (!painted && list.getEntriesByName("first-contentful-paint").length) { painted = true; requestAnimationFrame(frame); }
  }).observe({ type: "paint", buffered: true });
  if (types.indexOf("largest-contentful-paint") >= 0) new P(function () { quiet = 0; }).observe({ type: "largest-contentful-paint", buffered: true });
  setTimeout(go, 3000);
}
var waiting = true;
function ready() { if (waiting) { waiting = false; afterPaint(); } }
if (document.readyState === "complete") ready();
else { addEventListener("load", ready, { once: true }); setTimeout(ready, ${LOAD_WAIT_MS}); }`;

/** The release script, run where it stands and then removed from the document. */
export const RELEASE = `(function(){${release.replace(/\n\s*/g, "")}})();document.currentScript.remove();`;

const MODULE_SCRIPT_START = /<script\b[^>]*? type="module" async="">/g;
const MODULE_SCRIPT = /<script\b([^>]*?) type="module" async="">([\s\S]*?)<\/script>/g;
const SCRIPT_END = /<\/script>/g;
const NONCE = /\snonce="([^"]*)"/;

const MODULE_PRELOADS = /(?:<link rel="modulepreload"[^>]*>)+/g;
const BUILD_URL = /\/build\/[^"'\s<>]*/g;

/** `[` and `]` percent-encoded in every /build/ URL of `text` (they are not valid in a URL). */
export const encodeAssetUrls = (text: string) => text.replace(BUILD_URL, (url) => url.replace(/\[/g, "%5B").replace(/\]/g, "%5D"));

/** Rewrites complete HTML: the module script held, its preloads in a template, asset URLs encoded. */
export const holdModuleScripts = (html: string) =>
  html
    .replace(MODULE_SCRIPT, (_, attributes: string, body: string) => {
      const nonce = NONCE.exec(attributes)?.[1];
      const nonceAttribute = nonce === undefined ? "" : ` nonce="${nonce}"`;
      return `<script${nonceAttribute}>${RELEASE}</script><script${attributes} type="${HELD_MODULE_TYPE}">${encodeAssetUrls(body)}</script>`;
    })
    .replace(MODULE_PRELOADS, (links) => `<${HELD_PRELOADS}>${encodeAssetUrls(links)}</template>`);

const TRAILING_PRELOADS = /(?:<link rel="modulepreload"[^>]*>)+$/;

/**
 * Where `text` may be cut so the part before it can be rewritten alone: before an unclosed tag,
 * before a run of preloads that may go on in the next chunk (one template per run), and before the
 * module script when its end has not arrived (its URLs are encoded as a whole, and a chunk may end
 * in the middle of one).
 */
function safeCut(text: string): number {
  const open = text.lastIndexOf("<");
  let cut = open > text.lastIndexOf(">") ? open : text.length;
  cut = TRAILING_PRELOADS.exec(text.slice(0, cut))?.index ?? cut;
  MODULE_SCRIPT_START.lastIndex = 0;
  for (let start = MODULE_SCRIPT_START.exec(text); start; start = MODULE_SCRIPT_START.exec(text)) {
    SCRIPT_END.lastIndex = MODULE_SCRIPT_START.lastIndex;
    if (!SCRIPT_END.exec(text)) return Math.min(cut, start.index);
    MODULE_SCRIPT_START.lastIndex = SCRIPT_END.lastIndex;
  }
  return cut;
}

export function withHeldModuleScripts(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = html.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let held = "";
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) {
            const rest = held + decoder.decode();
            if (rest) controller.enqueue(encoder.encode(holdModuleScripts(rest)));
            controller.close();
            return;
          }
          const text = held + decoder.decode(value, { stream: true });
          const cut = safeCut(text);
          held = text.slice(cut);
          if (cut > 0) {
            controller.enqueue(encoder.encode(holdModuleScripts(text.slice(0, cut))));
            return;
          }
        }
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}
