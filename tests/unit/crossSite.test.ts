import { describe, expect, it } from "vitest";
import { isCrossSiteMutation } from "~/server/platform/crossSite.server";

const req = (method: string, headers: Record<string, string> = {}) => new Request("https://www.meridian-fs.example/contact", { method, headers });

describe("cross-site mutation check", () => {
  it("lets safe methods through whatever their origin", () => {
    expect(isCrossSiteMutation(req("GET", { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });

  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isCrossSiteMutation(req("POST", { "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteMutation(req("POST", { "Sec-Fetch-Site": "none" }))).toBe(false);
    expect(isCrossSiteMutation(req("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteMutation(req("DELETE", { "Sec-Fetch-Site": "same-site" }))).toBe(true);
  });

  it("falls back to comparing Origin with the host", () => {
    expect(isCrossSiteMutation(req("POST", { Origin: "https://www.meridian-fs.example" }))).toBe(false);
    expect(isCrossSiteMutation(req("PUT", { Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteMutation(req("POST", { Origin: "null" }))).toBe(true);
  });

  it("refuses an Origin naming another host than the one addressed, whatever Sec-Fetch-Site says (Remix's own check would answer 500)", () => {
    expect(isCrossSiteMutation(req("POST", { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "same-origin" }))).toBe(true);
    expect(isCrossSiteMutation(req("POST", { Origin: "https://www.meridian-fs.example", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    // The invitation page's own form (Referrer-Policy: no-referrer) sends Origin: null, same-origin.
    expect(isCrossSiteMutation(req("POST", { Origin: "null", "Sec-Fetch-Site": "same-origin" }))).toBe(false);
  });

  it("lets header-less API clients through (they authenticate with bearer tokens)", () => {
    expect(isCrossSiteMutation(req("POST"))).toBe(false);
  });
});
