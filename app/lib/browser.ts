/**
 * The outdated-browser check of R-BROWSER-WARNING, R-ERRORS, R-CONSTANTS, decided on the server from the User-Agent so
 * the banner is in the first HTML (no flash). Pure: the root loader and the unit tests call it.
 */

const BROWSER_KEYS = ["chrome", "firefox", "opera", "safari", "ms-edge", "IE"] as const;
type BrowserKey = (typeof BROWSER_KEYS)[number];

/** R-CONSTANTS: the latest versions the site knows of. */
const LATEST_BROWSER_VERSIONS: Readonly<Record<BrowserKey, number>> = {
  chrome: 60,
  firefox: 55,
  opera: 47,
  safari: 11,
  "ms-edge": 15,
  IE: 11,
};

/** The warning shows when the major version is this many or more below the latest known. */
const OUTDATED_BY = 2;

const BROWSER_NAMES: Readonly<Record<BrowserKey, string>> = {
  chrome: "Chrome",
  firefox: "Firefox",
  opera: "Opera",
  safari: "Safari",
  "ms-edge": "Microsoft Edge",
  IE: "Internet Explorer",
};

/** Each vendor's official download page. Internet Explorer is retired: Microsoft sends its users to Edge. */
const BROWSER_DOWNLOADS: Readonly<Record<BrowserKey, string>> = {
  chrome: "https://www.google.com/chrome/",
  firefox: "https://www.mozilla.org/firefox/new/",
  opera: "https://www.opera.com/download",
  safari: "https://support.apple.com/downloads/safari",
  "ms-edge": "https://www.microsoft.com/edge/download",
  IE: "https://www.microsoft.com/edge/download",
};

/** R-ENTITIES Device info. */
interface DeviceInfo {
  browser: BrowserKey;
  browserVersion: number;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const PATTERNS: ReadonlyArray<[BrowserKey, RegExp]> = [
  ["IE", /MSIE (\d+)/],
  ["IE", /Trident\/\d+.*?rv:(\d+)/],
  ["ms-edge", /Edge\/(\d+)/],
  ["ms-edge", /Edg(?:A|iOS)?\/(\d+)/],
  ["opera", /OPR\/(\d+)/],
  ["opera", /OPiOS\/(\d+)/],
  ["opera", /Opera.*Version\/(\d+)/],
  ["opera", /Opera[/ ](\d+)/],
  ["firefox", /(?:Firefox|FxiOS)\/(\d+)/],
  ["chrome", /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ["safari", /Version\/(\d+)[\d.]*(?: Mobile\/\w+)? Safari\//],
];

/** The browser and its major version, or null when the User-Agent names none we know. */
export function parseUserAgent(userAgent: string | null | undefined): DeviceInfo | null {
  if (!userAgent) return null;
  for (const [browser, pattern] of PATTERNS) {
    const match = pattern.exec(userAgent);
    if (match) return { browser, browserVersion: Number(match[1]) };
  }
  return null;
}

export function isOutdated(info: DeviceInfo): boolean {
  return info.browserVersion <= LATEST_BROWSER_VERSIONS[info.browser] - OUTDATED_BY;
}

/** What the banner needs, or null when no banner is due. */
export function outdatedBrowser(userAgent: string | null | undefined): BrowserKey | null {
  const info = parseUserAgent(userAgent);
  return info && isOutdated(info) ? info.browser : null;
}

/** R-ERRORS, word for word. */
export function outdatedBrowserMessage(browser: BrowserKey): string {
  return `You are using an outdated browser. Please upgrade ${BROWSER_NAMES[browser]} to improve your experience.`;
}

/** The session cookie that remembers a dismissed banner, so the server leaves it out next time. */
export const BROWSER_WARNING_COOKIE = "browser-warning";
// Read on the server (browserWarningDismissed, app/server/platform/cookies.server.ts); the banner
// writes it with document.cookie, which needs no cookie library in the page's JavaScript.

/** What the banner shows, resolved by the root loader so the browser tables stay out of every page's JavaScript. */
export interface BrowserWarningContent {
  message: string;
  downloads: Array<{ name: string; url: string }>;
}

export const browserWarningContent = (browser: BrowserKey): BrowserWarningContent => ({
  message: outdatedBrowserMessage(browser),
  downloads: BROWSER_KEYS.map((key) => ({ name: BROWSER_NAMES[key], url: BROWSER_DOWNLOADS[key] })),
});
