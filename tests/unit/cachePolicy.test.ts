import { describe, expect, it } from "vitest";
import { enforceCachePolicy, hasSessionCookie, isPersonalPath } from "~/server/platform/cachePolicy.server";
import { PUBLIC_CACHE } from "~/lib/cache";

const policyFor = (path: string, init: { cookie?: string; setCookie?: string; contentType?: string; cacheControl?: string; status?: number } = {}) => {
  const request = new Request(`http://127.0.0.1${path}`, { headers: init.cookie ? { Cookie: init.cookie } : {} });
  const headers = new Headers({ "Content-Type": init.contentType ?? "text/html; charset=utf-8" });
  if (init.cacheControl) headers.set("Cache-Control", init.cacheControl);
  if (init.setCookie) headers.set("Set-Cookie", init.setCookie);
  headers.set("ETag", 'W/"x"');
  enforceCachePolicy(request, headers, init.status);
  return { cacheControl: headers.get("Cache-Control"), vary: headers.get("Vary"), etag: headers.get("ETag") };
};

describe("the central cache rule", () => {
  it("never lets an error page be stored, whatever its route said", () => {
    expect(policyFor("/loans/no-such-loan", { cacheControl: PUBLIC_CACHE, status: 404 }).cacheControl).toBe("no-store");
    expect(policyFor("/bank_operations/fed-funds", { cacheControl: PUBLIC_CACHE, status: 200 }).cacheControl).toBe(PUBLIC_CACHE);
    expect(policyFor("/contact", { cacheControl: "no-store", status: 429 }).cacheControl).toBe("no-store");
  });

  it("names the personal areas and nothing that merely starts like them", () => {
    for (const path of ["/admin", "/admin/users", "/demo", "/demo/images/1", "/login", "/logout"]) expect(isPersonalPath(path), path).toBe(true);
    for (const path of ["/", "/administration-guide", "/demos", "/bank_operations/fed-funds", "/sitemap"]) expect(isPersonalPath(path), path).toBe(false);
  });

  it("recognises the session cookies, with or without the __Host- prefix, and no others", () => {
    expect(hasSessionCookie("meridian_staff=abc")).toBe(true);
    expect(hasSessionCookie("browser-warning=dismissed; __Host-meridian_demo=abc")).toBe(true);
    expect(hasSessionCookie("browser-warning=dismissed")).toBe(false);
    expect(hasSessionCookie("not_meridian_staff=abc; x=meridian_staff")).toBe(false);
    expect(hasSessionCookie(null)).toBe(false);
  });

  it("makes personal paths private whatever the route said", () => {
    expect(policyFor("/admin/users", { cacheControl: PUBLIC_CACHE })).toEqual({ cacheControl: "private, no-store", vary: "Cookie", etag: null });
    expect(policyFor("/login").cacheControl).toBe("private, no-store");
  });

  it("makes a public page private for a visitor who carries a session", () => {
    expect(policyFor("/sitemap", { cookie: "meridian_staff=t", cacheControl: PUBLIC_CACHE })).toEqual({
      cacheControl: "private, no-store",
      vary: "Cookie",
      etag: null,
    });
  });

  it("makes any response that sets a cookie private, HTML or not", () => {
    expect(policyFor("/", { setCookie: "a=b", cacheControl: PUBLIC_CACHE }).cacheControl).toBe("private, no-store");
    expect(policyFor("/sitemap.xml", { setCookie: "a=b", contentType: "application/xml", cacheControl: PUBLIC_CACHE })).toMatchObject({
      cacheControl: "private, no-store",
      vary: "Cookie",
    });
  });

  it("leaves a public page public, varying on Cookie, and other public files as they were", () => {
    expect(policyFor("/bank_operations/fed-funds", { cacheControl: PUBLIC_CACHE, cookie: "browser-warning=dismissed" })).toEqual({
      cacheControl: PUBLIC_CACHE,
      vary: "Cookie",
      etag: 'W/"x"',
    });
    expect(policyFor("/robots.txt", { cacheControl: PUBLIC_CACHE, contentType: "text/plain" })).toEqual({
      cacheControl: PUBLIC_CACHE,
      vary: null,
      etag: 'W/"x"',
    });
  });
});
