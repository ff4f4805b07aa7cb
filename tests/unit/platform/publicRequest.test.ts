import { describe, expect, it } from "vitest";
import { isCacheableRequest } from "~/server/platform/publicRequest.server";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const OLD_CHROME = "Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36";
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://127.0.0.1${path}`, { method, headers: { "User-Agent": CHROME, ...headers } });

describe("which requests the shared edge cache may answer", () => {
  it("takes anonymous GETs of pages", () => {
    expect(isCacheableRequest(get("/bank_operations/fed-funds"))).toBe(true);
  });

  it("leaves out other methods, personal areas, data requests and signed-in visitors", () => {
    expect(isCacheableRequest(get("/", {}, "POST"))).toBe(false);
    expect(isCacheableRequest(get("/admin"))).toBe(false);
    expect(isCacheableRequest(get("/demo"))).toBe(false);
    expect(isCacheableRequest(get("/sitemap.data"))).toBe(false);
    expect(isCacheableRequest(get("/__manifest?p=/"))).toBe(false);
    expect(isCacheableRequest(get("/", { Cookie: "meridian_demo=t" }))).toBe(false);
  });

  it("leaves out pages asked for with a query string (one copy per random query would push the real pages out)", () => {
    expect(isCacheableRequest(get("/?category=loans"))).toBe(false);
    expect(isCacheableRequest(get("/bank_operations/fed-funds?utm_source=mail"))).toBe(false);
    expect(isCacheableRequest(get("/search?q=loan"))).toBe(false);
  });

  it("leaves out an outdated browser (its page carries the banner) until it dismissed the banner", () => {
    expect(isCacheableRequest(get("/", { "User-Agent": OLD_CHROME }))).toBe(false);
    expect(isCacheableRequest(get("/", { "User-Agent": OLD_CHROME, Cookie: "browser-warning=dismissed" }))).toBe(true);
  });
});
