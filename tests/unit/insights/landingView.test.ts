import { describe, expect, it } from "vitest";
import { landingKind, landingViewScript } from "../../../app/server/insights/landingView.server";
import type { LandingView } from "../../../app/lib/insights/pageKind";

/**
 * The landing page's inline counter (decision record 0048), run as a browser would run it: the
 * globals it reads are stand-ins, and what it sends is recorded.
 */
function runScript(url: string, options: { referrer?: string; gpc?: boolean; readyState?: string } = {}) {
  const sent: unknown[] = [];
  const listeners: Record<string, (() => void)[]> = {};
  const on = (type: string, listener: () => void) => void (listeners[type] ??= []).push(listener);
  const location = new URL(url);
  const document = {
    readyState: options.readyState ?? "interactive",
    referrer: options.referrer ?? "",
    visibilityState: "visible",
    currentScript: { remove: () => undefined },
    addEventListener: on,
  };
  const window: Record<string, unknown> = {};
  const fetch = (endpoint: string, init: { body: string; keepalive: boolean }) => {
    sent.push({ endpoint, keepalive: init.keepalive, ...(JSON.parse(init.body) as object) });
    return Promise.resolve();
  };
  const navigator = { globalPrivacyControl: options.gpc ?? false };
  const timers: (() => void)[] = [];
  const setTimeout = (run: () => void) => void timers.push(run);
  const script = landingViewScript({ pageType: "product", product: "loan-origination" });
  new Function("window", "document", "navigator", "location", "fetch", "addEventListener", "setTimeout", script)(
    window,
    document,
    navigator,
    location,
    fetch,
    on,
    setTimeout,
  );
  const fire = (type: string) => (listeners[type] ?? []).forEach((l) => l());
  /** The tasks queued so far, each run as the browser would, after the one that queued it. */
  const nextTasks = () => timers.splice(0).forEach((run) => run());
  return { sent, fire, nextTasks, document, landing: window.__landingView as LandingView | undefined };
}

describe("the landing page's view, counted at load", () => {
  it("sends the view, its product, the campaign and the referring host once, in a task of its own after the load event", () => {
    const { sent, fire, nextTasks } = runScript("https://site.example/loans/loan-origination?utm_source=newsletter&utm_medium=email&utm_campaign=%20q4%20", {
      referrer: "https://www.linkedin.com/feed/",
    });
    expect(sent).toEqual([]);
    fire("load");
    // Not in the load event's task: starting the request there made that task a long one on a phone.
    expect(sent).toEqual([]);
    nextTasks();
    fire("pagehide");
    expect(sent).toEqual([
      {
        endpoint: "/api/events",
        keepalive: true,
        events: [
          {
            type: "page",
            path: "/loans/loan-origination",
            pageType: "product",
            utmSource: "newsletter",
            utmMedium: "email",
            utmCampaign: "q4",
            referrer: "www.linkedin.com",
          },
          { type: "product", product: "loan-origination" },
        ],
      },
    ]);
  });

  it("sends as the page is left if that comes before the load; the beacon module's count() sends nothing more", () => {
    const { sent, fire, nextTasks, landing } = runScript("https://site.example/loans/loan-origination", { referrer: "https://site.example/" });
    fire("pagehide");
    landing!.count();
    fire("load");
    nextTasks();
    expect(sent).toHaveLength(1);
    // A referrer on the site itself is no referrer.
    expect(sent[0]).toMatchObject({ events: [{ type: "page", path: "/loans/loan-origination", pageType: "product" }, { type: "product" }] });
    expect(landing!.path).toBe("/loans/loan-origination");
  });

  it("sends at once when the page has loaded already", () => {
    expect(runScript("https://site.example/", { readyState: "complete" }).sent).toHaveLength(1);
  });

  it("sends nothing, and leaves nothing, for a browser sending Global Privacy Control", () => {
    const { sent, fire, landing } = runScript("https://site.example/?utm_source=x", { gpc: true, readyState: "complete" });
    fire("load");
    fire("pagehide");
    expect(sent).toEqual([]);
    expect(landing).toBeUndefined();
  });

  it("cannot be closed early by the page's data", () => {
    expect(landingViewScript({ pageType: "other", group: "</script><script>alert(1)</script>" as never })).not.toContain("</script>");
  });
});

describe("landingKind", () => {
  const page = (data: unknown) => ({ matches: [{ route: { id: "root" } }, { route: { id: "routes/loans.$" } }], loaderData: { "routes/loans.$": data } });
  const get = (path: string) => new Request(`https://site.example${path}`);

  it("reads the product or group from the page's data, else the kind from the path", () => {
    expect(landingKind(get("/loans/loan-origination"), page({ product: { id: "loan-origination" } }))).toEqual({
      pageType: "product",
      product: "loan-origination",
    });
    expect(landingKind(get("/banking"), page({ page: { group: "Banking" }, sections: [] }))).toEqual({ pageType: "group", group: "Banking" });
    expect(landingKind(get("/news/a-post"), page({}))).toEqual({ pageType: "post" });
  });

  it("counts nothing on staff, demo and sign-in pages", () => {
    for (const path of ["/admin", "/admin/insights", "/demo", "/login", "/logout"]) expect(landingKind(get(path), page({})), path).toBeNull();
  });
});
