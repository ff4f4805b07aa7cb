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
 * puts the template's content where the template stood, a few links per task
 * (`PRELOADS_PER_TASK`), then the module script in a task of its own, so the code arrives in one
 * round of parallel requests rather than import by import, and no task is long. A template is valid HTML anywhere (an inert `rel` on a `<link>` in the body is
 * not: the Nu checker reported one error per preload), and once swapped the body is
 * exactly what React rendered, so hydration sees the links it expects. Fetched earlier, even at low priority, they arrived
 * before the picture had painted and shared the connection with it; and Lighthouse's model counts
 * every script that arrived before the largest paint as needed for it, whenever it runs (it cannot
 * see when a module is evaluated). One fragment costs the main thread a third of what changing or
 * replacing each link in the body did (1.7 against 4-6 ms for 26 links at full speed); each task
 * moves one small fragment.
 * Asset URLs with `[` or `]` (a route file such as `routes/[bank_operations].$.tsx`) are not valid
 * URLs in an attribute; in the held preloads and the held module script (its imports and the
 * manifest) they are percent-encoded, the same way in both, so the preload and the import name
 * one module. The static file server decodes them to the same file.
 * The module script's graph is evaluated in one task; React's
 * chunk alone (react-dom's factory, compiled on first call) took most of it, 60 ms of a phone's
 * main thread at 4× slowdown. So the swap first evaluates the entry's shared chunks (the
 * manifest's `entry.imports`, React among them), each as a one-line module script of its own that
 * calls back once it has run (Chromium fires no load event for an inline module script) and is
 * then removed, and then the held script, whose graph is what is left: three or
 * four tasks instead of one (decision record 0050).
 * The release script removes itself as it runs, so React hydrates the body it rendered; being
 * written here and not in root.tsx, it costs the client bundle nothing. Plain ES5.
 *
 * The rewrite is Workers' streaming HTML parser (`HTMLRewriter`) on the streamed HTML, so it does
 * not depend on how React spells a tag: what it leaves alone goes out byte for byte, and a chunk
 * cut inside a tag or a script is the parser's business. The script's text arrives in pieces, so
 * it is collected and written once, encoded, at its last piece. The parser's output goes to the
 * response without passing through JavaScript again (a JavaScript stream around it made the
 * rewrite several times slower: the parser writes each changed tag as a chunk of its own). It
 * reads React's stream first in a later task than the one that returns the response, when the
 * data a page streams at its end is ready (React writes it in place, not as a late part).
 */

export const HELD_MODULE_TYPE = "text/x-held-module";
/** The element each run of module preloads is written in (its content is inert until swapped in). */
export const HELD_PRELOADS = "template data-held-preloads";
/** How long the app waits for the load event (a large picture further down must not hold it). */
const LOAD_WAIT_MS = 2500;
/**
 * Module preloads put in the document per task. Each costs the main thread a request's start
 * (3-4 ms with a phone's 4× CPU slowdown), so the page's 25-30 in one task were its longest task
 * after the first paint (100-150 ms in `npm run bench:hydration`); a few per task keep each short
 * (decision record 0050), and the requests still go out within a few milliseconds of each other.
 */
const PRELOADS_PER_TASK = 4;

const release = `
function preload(then) {
  var held = document.querySelector("template[data-held-preloads]");
  if (!held) return then();
  var links = document.createDocumentFragment(), content = held.content;
  for (var n = 0; n < ${PRELOADS_PER_TASK} && content.firstChild; n++) links.appendChild(content.firstChild);
  held.parentNode.insertBefore(links, held);
  if (!content.firstChild) held.parentNode.removeChild(held);
  setTimeout(function () { preload(then); }, 0);
}
function start() {
  var held = document.querySelector('script[type="${HELD_MODULE_TYPE}"]');
  if (!held) return;
  var found = /"entry":\\s*\\{[^}]*?"imports":\\s*\\[([^\\]]*)\\]/.exec(held.textContent), chunks = (found && found[1].match(/"[^"]+"/g)) || [];
  function module(code) {
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = held.nonce;
    script.textContent = code;
    return script;
  }
  function next(i) {
    if (i >= chunks.length) return held.parentNode.replaceChild(module(held.textContent), held);
    var step = module("import " + chunks[i] + ";window.__heldStep();");
    window.__heldStep = function () { step.parentNode.removeChild(step); next(i + 1); };
    held.parentNode.insertBefore(step, held);
  }
  next(0);
}
function afterPaint() {
  var started = false, painted = false, quiet = 0;
  function go() { if (!started) { started = true; preload(start); } }
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

const BUILD_URL = /\/build\/[^"'\s<>]*/g;

/** `[` and `]` percent-encoded in every /build/ URL of `text` (they are not valid in a URL). */
const encodeAssetUrls = (text: string) => text.replace(BUILD_URL, (url) => url.replace(/\[/g, "%5B").replace(/\]/g, "%5D"));

/**
 * The rewriter for one page. The preloads' template opens before the first of a run of module
 * preloads and closes before what comes next: one template per run, as the page's byte budget
 * needs (one per link would add about 1 KB of HTML). Remix writes each run right before its context
 * script, so the run ends at a script, or at the end of the head or body, or of the page. Each
 * handler is a call from the parser into JavaScript, so only the few elements that matter have
 * one (a handler on every element made the rewrite ten times slower).
 */
function heldModuleScripts(before: string | undefined): HTMLRewriter {
  let inRun = false;
  const closeRun = (token: Element | EndTag) => {
    if (!inRun) return;
    token.before("</template>", { html: true });
    inRun = false;
  };
  let scriptText = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        if (!inRun) link.before(`<${HELD_PRELOADS}>`, { html: true });
        inRun = true;
        const href = link.getAttribute("href");
        if (href === null || !/[[\]]/.test(href)) return;
        // Written out whole: the parser would end a changed tag with " />" where React writes "/>".
        // (`attributes` is typed as the DOM's, which shares the name `Element`; the parser's iterates [name, value].)
        const attributes = [...(link.attributes as unknown as Iterable<[string, string]>)].map(
          ([name, value]) => ` ${name}="${name === "href" ? encodeAssetUrls(value) : value}"`,
        );
        link.replace(`<link${attributes.join("")}/>`, { html: true });
      },
    })
    .on("head, body", { element: (element) => element.onEndTag(closeRun) })
    .on("script", { element: closeRun })
    .on('script[type="module"][async]', {
      element(script) {
        const nonce = script.getAttribute("nonce");
        const attr = nonce === null ? "" : ` nonce="${nonce}"`;
        if (before) script.before(`<script${attr}>${before}</script>`, { html: true });
        script.before(`<script${attr}>${RELEASE}</script>`, { html: true });
        script.removeAttribute("async");
        script.setAttribute("type", HELD_MODULE_TYPE);
      },
      text(chunk) {
        scriptText += chunk.text;
        if (!chunk.lastInTextNode) return void chunk.remove();
        chunk.replace(encodeAssetUrls(scriptText), { html: true });
        scriptText = "";
      },
    })
    .onDocument({
      end(end) {
        if (inRun) end.append("</template>", { html: true });
        inRun = false;
      },
    });
}

/**
 * The page's HTML with its module script held and its module preloads in templates (above);
 * `before`, an inline script of the server's own (the landing page's view: decision record 0048),
 * is written just before the release script, with the same nonce.
 */
export const withHeldModuleScripts = (html: ReadableStream<Uint8Array>, before?: string): ReadableStream<Uint8Array> =>
  heldModuleScripts(before).transform(new Response(html)).body!;
