import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "../../app/server/platform/securityHeaders.server";
import { api, client } from "./helpers";

describe("security headers on API responses", () => {
  it("sets the strict set on success and on errors", async () => {
    // raw: a path the API does not have, beside one it has.
    for (const res of [await client().api.health.$get(), await api("/api/no-such-endpoint")]) {
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("sets them even when the configuration is broken", async () => {
    // Health names what is missing (503); any other route answers a broken configuration with 500.
    const { SESSION_SECRET: _omit, ...broken } = env as Record<string, unknown>;
    const res = await client(broken).api.blogs.view.$get({ query: {} });
    expect(res.status).toBe(500);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("adds HSTS in production and noindex in preview", async () => {
    const prod = await client({ ...env, APP_ENV: "production" }).api.health.$get();
    expect(prod.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    const preview = await client({ ...env, APP_ENV: "preview" }).api.health.$get();
    expect(preview.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});

describe("the HTML policy", () => {
  it("allows scripts only by nonce and forbids framing, plugins and foreign bases and forms", () => {
    const csp = securityHeaders("production", "html", "abc123")["Content-Security-Policy"]!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain("unsafe-eval");
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "upgrade-insecure-requests"]) {
      expect(csp).toContain(d);
    }
  });
});

describe("cross-site state changes", () => {
  it("refuses a cross-site POST to the API with the JSON error shape", async () => {
    // raw: a method the route does not take, with a foreign Origin (refused before any route).
    const res = await api("/api/health", { method: "POST", headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "Cross-site request refused" });
  });
});
