import { describe, expect, it } from "vitest";
import { browserWarningDismissed } from "~/server/platform/cookies.server";
import { isOutdated, outdatedBrowser, outdatedBrowserMessage, parseUserAgent } from "~/lib/browser";

const UA = {
  chrome58: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36",
  chrome59: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/59.0.3071.115 Safari/537.36",
  chrome131: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  criOS50: "Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) CriOS/50.0.2661.95 Mobile/14E5239e Safari/602.1",
  firefox53: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:53.0) Gecko/20100101 Firefox/53.0",
  firefox54: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:54.0) Gecko/20100101 Firefox/54.0",
  firefox128: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
  opera45: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36 OPR/45.0.2552.888",
  opera12: "Opera/9.80 (Windows NT 6.1; WOW64) Presto/2.12.388 Version/12.18",
  safari9: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_6) AppleWebKit/601.7.7 (KHTML, like Gecko) Version/9.1.2 Safari/601.7.7",
  safari10iOS: "Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E304 Safari/602.1",
  safari17: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  edge13: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/46.0.2486.0 Safari/537.36 Edge/13.10586",
  edge14: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/51.0.2704.79 Safari/537.36 Edge/14.14393",
  edgeChromium: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91",
  ie9: "Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)",
  ie10: "Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)",
  ie11: "Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko",
  bot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

describe("parseUserAgent", () => {
  // Per browser, the agents (by their name in UA) and the version each names.
  const VERSIONS = {
    chrome: { chrome58: 58, chrome131: 131, criOS50: 50 },
    firefox: { firefox53: 53 },
    opera: { opera45: 45, opera12: 12 },
    safari: { safari9: 9, safari10iOS: 10, safari17: 17 },
    "ms-edge": { edge13: 13, edgeChromium: 120 },
    IE: { ie9: 9, ie11: 11 },
  };
  it.each(Object.entries(VERSIONS))("reads %s and its version", (browser, agents) => {
    for (const [name, browserVersion] of Object.entries(agents)) {
      expect(parseUserAgent(UA[name as keyof typeof UA]), name).toEqual({ browser, browserVersion });
    }
  });

  it("knows nothing of bots, empty or missing agents", () => {
    expect(parseUserAgent(UA.bot)).toBeNull();
    expect(parseUserAgent("")).toBeNull();
    expect(parseUserAgent(null)).toBeNull();
  });
});

describe("outdated: two or more major versions below the latest known", () => {
  it.each([
    [UA.chrome58, "chrome"],
    [UA.criOS50, "chrome"],
    [UA.firefox53, "firefox"],
    [UA.opera45, "opera"],
    [UA.safari9, "safari"],
    [UA.edge13, "ms-edge"],
    [UA.ie9, "IE"],
  ])("warns %s", (ua, browser) => {
    expect(outdatedBrowser(ua)).toBe(browser);
  });

  it.each([UA.chrome59, UA.chrome131, UA.firefox54, UA.firefox128, UA.safari10iOS, UA.safari17, UA.edge14, UA.edgeChromium, UA.ie10, UA.ie11, UA.bot])(
    "leaves %s alone",
    (ua) => {
      expect(outdatedBrowser(ua)).toBeNull();
    },
  );

  it("is exactly latest − 2 at the boundary", () => {
    expect(isOutdated({ browser: "chrome", browserVersion: 58 })).toBe(true);
    expect(isOutdated({ browser: "chrome", browserVersion: 59 })).toBe(false);
    expect(isOutdated({ browser: "IE", browserVersion: 9 })).toBe(true);
    expect(isOutdated({ browser: "IE", browserVersion: 10 })).toBe(false);
  });
});

describe("banner text and dismissal", () => {
  it("says the spec's sentence with the browser's name", () => {
    expect(outdatedBrowserMessage("firefox")).toBe("You are using an outdated browser. Please upgrade Firefox to improve your experience.");
  });

  it("finds the dismissal cookie among others", () => {
    expect(browserWarningDismissed("a=1; browser-warning=dismissed; b=2")).toBe(true);
    expect(browserWarningDismissed("browser-warning=dismissedx")).toBe(false);
    expect(browserWarningDismissed(null)).toBe(false);
  });
});
