import { LANDING_VIEW_GLOBAL, type PageKind, pageKindOf } from "../../lib/insights/pageKind";
import { PRIVATE_AREAS } from "../../lib/privateAreas";

/**
 * The landing page's view, counted at load (decision record 0048). The beacon module comes a few
 * seconds after the app starts (0044), and the app after the first paint (0017): a visitor who
 * left or clicked on sooner was never counted, nor the campaign they came from. So every public
 * page's HTML carries this small inline script (server-written, like the app's release script in
 * heldModuleScript.server.ts: nothing in the client bundle), which sends the page's view, its
 * product or group, the referring host and the utm_* campaign at the load event, or as the page
 * is left (pagehide, hidden) if that comes first: one `fetch` with `keepalive`, after the load,
 * blocking nothing. After the load in a task of its own: starting a request costs a phone's main
 * thread 15-25 ms, which in the load event's task, with the parser's end, made it a long task
 * (decision record 0057). A browser sending Global Privacy Control sends nothing, as before; crawlers,
 * headless browsers, Do Not Track and staff are dropped by POST /api/events as for every beacon.
 * The script removes itself as it runs, so React hydrates the body it rendered, and leaves its
 * count() for the beacon module, which then counts only what follows. Plain ES5.
 */
const script = `
if (navigator.globalPrivacyControl) return;
var sent = false, path = location.pathname;
function count() {
  if (sent) return;
  sent = true;
  var q = new URLSearchParams(location.search), view = { type: "page", path: path.slice(0, 300), pageType: kind.pageType }, events = [view];
  var utm = ["Source", "Medium", "Campaign"];
  for (var i = 0; i < 3; i++) { var v = (q.get("utm_" + utm[i].toLowerCase()) || "").trim().slice(0, 100); if (v) view["utm" + utm[i]] = v; }
  try { var host = new URL(document.referrer).hostname; if (host && host !== location.hostname) view.referrer = host; } catch (e) {}
  if (kind.product) events.push({ type: "product", product: kind.product });
  if (kind.group) events.push({ type: "group", group: kind.group });
  try {
    fetch("/api/events", { method: "POST", body: JSON.stringify({ events: events }), keepalive: true, headers: { "Content-Type": "application/json" }, credentials: "same-origin" }).catch(function () {});
  } catch (e) {}
}
window.${LANDING_VIEW_GLOBAL} = { path: path, count: count };
if (document.readyState === "complete") count(); else addEventListener("load", function () { setTimeout(count, 0); }, { once: true });
addEventListener("pagehide", count);
document.addEventListener("visibilitychange", function () { if (document.visibilityState === "hidden") count(); });`;

const minified = script.replace(/\n\s*/g, "");

/** The inline script for a page (`<` escaped, so the page's data cannot close the script). */
export function landingViewScript(kind: PageKind): string {
  const data = JSON.stringify(kind).replace(/</g, "\\u003c");
  return `(function(kind){${minified}})(${data});document.currentScript.remove();`;
}

interface RenderedPage {
  matches: ReadonlyArray<{ route: { id: string } }>;
  loaderData?: Record<string, unknown> | null;
}

/** What the landing script counts for a rendered page, or null where nothing is counted (staff, demo, sign-in). */
export function landingKind(request: Request, page: RenderedPage): PageKind | null {
  const { pathname } = new URL(request.url);
  if (request.method !== "GET" || PRIVATE_AREAS.test(pathname)) return null;
  const leaf = page.matches.at(-1);
  return pageKindOf(pathname, leaf ? page.loaderData?.[leaf.route.id] : null);
}
