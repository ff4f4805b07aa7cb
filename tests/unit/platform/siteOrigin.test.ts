import { describe, expect, it } from "vitest";
import { relyingParty } from "~/server/auth/webauthn.server";
import { securityHeaders } from "~/server/platform/securityHeaders.server";
import { siteUrlFor } from "~/server/platform/siteOrigin.server";

const preview = { APP_ENV: "preview", SITE_URL: "https://preview.meridian-site.pages.dev", SITE_TITLE: "Meridian" };
const production = { APP_ENV: "production", SITE_URL: "https://www.meridian-fs.example", SITE_TITLE: "Meridian" };
const at = (url: string) => new Request(url);

/** What a passkey ceremony checks for this request: the env as requestEnv hands it on. */
const passkeyOrigin = (env: typeof preview, request: Request) =>
  relyingParty({ ...env, SITE_URL: siteUrlFor(env, request), DB: undefined as never } as Parameters<typeof relyingParty>[0], request);

describe("the site's origin for a request", () => {
  it("follows a preview's own pages.dev name: the branch alias and the per-deployment hash URL", () => {
    for (const origin of ["https://h-rehearse.meridian-site.pages.dev", "https://3f2a9c1e.meridian-site.pages.dev"]) {
      const request = at(`${origin}/admin/login`);
      expect(siteUrlFor(preview, request)).toBe(origin);
      expect(passkeyOrigin(preview, request)).toEqual({ id: new URL(origin).hostname, origin, name: "Meridian" });
    }
  });

  it("keeps production's configured origin whatever host the request names", () => {
    const request = at("https://h-rehearse.meridian-site.pages.dev/admin/login");
    expect(siteUrlFor(production, request)).toBe("https://www.meridian-fs.example");
    expect(passkeyOrigin(production as typeof preview, request).origin).toBe("https://www.meridian-fs.example");
  });

  it("does not adopt a host outside *.meridian-site.pages.dev in preview", () => {
    for (const url of [
      "https://evil.example/",
      "https://meridian-site.pages.dev.evil.example/",
      "https://x.other-site.pages.dev/",
      "https://a.b.meridian-site.pages.dev/",
      "https://meridian-site.pages.dev/",
      "http://h-rehearse.meridian-site.pages.dev/",
      "https://h-rehearse.meridian-site.pages.dev:8443/",
    ]) {
      expect(siteUrlFor(preview, at(url)), url).toBe(preview.SITE_URL);
      expect(passkeyOrigin(preview, at(url)).origin, url).toBe(preview.SITE_URL);
    }
  });
});

describe("a preview stays out of search engines", () => {
  it("sends X-Robots-Tag: noindex on a preview's pages and API answers, never in production", () => {
    expect(securityHeaders("preview", "html", "n0nce")["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(securityHeaders("preview", "api")["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(securityHeaders("production", "html", "n0nce")["X-Robots-Tag"]).toBeUndefined();
  });
});
