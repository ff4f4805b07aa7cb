import { describe, expect, it } from "vitest";
import { browserWarningDismissed, expiredCookie, hasAnyCookie, parseCookies, readCookie, setCookie, setCookieParts } from "~/server/platform/cookies.server";

describe("reading a Cookie header", () => {
  it("parses every pair, the first of a repeated name winning, quotes and spaces stripped", () => {
    expect(parseCookies(' a=1; b = "two" ; a=3;bad; c=%20x')).toEqual({ a: "1", b: "two", c: " x" });
    expect(parseCookies(null)).toEqual({});
  });

  it("reads one cookie by its exact name, an empty value as none", () => {
    expect(readCookie("a=1; meridian_staff_x=2; meridian_staff=t.o.k", "meridian_staff")).toBe("t.o.k");
    expect(readCookie("x=meridian_staff", "meridian_staff")).toBeUndefined();
    expect(readCookie("meridian_staff=", "meridian_staff")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
  });

  it("tells whether any of some names is present, whatever its value", () => {
    const names = new Set(["meridian_staff", "__Host-meridian_staff"]);
    expect(hasAnyCookie("b=1; __Host-meridian_staff=abc", names)).toBe(true);
    expect(hasAnyCookie("meridian_staff=", names)).toBe(true);
    expect(hasAnyCookie("not_meridian_staff=abc; x=meridian_staff", names)).toBe(false);
  });

  it("finds the dismissed browser banner", () => {
    expect(browserWarningDismissed("a=1; browser-warning=dismissed")).toBe(true);
    expect(browserWarningDismissed("browser-warning=dismissedx")).toBe(false);
  });
});

describe("writing a Set-Cookie", () => {
  it("is site-wide and SameSite=Lax, HttpOnly and Secure when asked", () => {
    expect(setCookie("a", "1", { secure: false })).toBe("a=1; Path=/; SameSite=Lax");
    expect(setCookie("a", "1", { httpOnly: true, secure: true })).toBe("a=1; Path=/; HttpOnly; Secure; SameSite=Lax");
  });

  it("writes Max-Age and Expires", () => {
    const expires = new Date("2026-12-29T10:00:00Z");
    expect(setCookie("a", "1", { secure: false, maxAge: 86400, expires })).toBe(
      "a=1; Max-Age=86400; Path=/; Expires=Tue, 29 Dec 2026 10:00:00 GMT; SameSite=Lax",
    );
  });

  it("refuses a __Host- cookie that is not Secure, and writes one that is", () => {
    expect(() => setCookie("__Host-a", "1", { secure: false })).toThrow(/__Host-/);
    expect(setCookie("__Host-a", "1", { httpOnly: true, secure: true })).toBe("__Host-a=1; Path=/; HttpOnly; Secure; SameSite=Lax");
  });

  it("deletes a cookie with an empty value, Max-Age=0 and a past Expires", () => {
    const gone = expiredCookie("__Host-a", { httpOnly: true, secure: true });
    expect(gone).toBe("__Host-a=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax");
    expect(setCookieParts(gone)).toEqual({ name: "__Host-a", deletes: true });
    expect(setCookieParts("a=1; Max-Age=86400")).toEqual({ name: "a", deletes: false });
  });

  it("encodes a value that would end the pair", () => {
    expect(setCookie("a", "x; y", { secure: false })).toBe("a=x%3B%20y; Path=/; SameSite=Lax");
  });
});
