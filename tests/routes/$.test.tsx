import { describe, expect, it } from "vitest";
import * as catchAll from "../../app/routes/$";
import { LEGACY_ROUTES, legacyTargetPath } from "../../app/catalogue/legacyRoutes";
import type { NotFoundData } from "../../app/components/catalogue/NotFoundPage";
import { openCatalogue } from "./support/catalogueRoutes";
import { platform } from "./support/platform";

const { context } = await platform();

// app/routes/$.tsx (any path no other route claims) and the product areas' catch-alls, through
// app/routeModules/notFoundOrLegacy.server.ts: each path opened with the module Remix picks for it.
describe("legacy spellings (the specification's sitemap and search catalogue)", () => {
  it("every spelling answers 301 to its canonical page, the query string kept", async () => {
    const entries = Object.entries(LEGACY_ROUTES);
    expect(entries.length).toBeGreaterThan(20);
    for (const [from, target] of entries) {
      const to = legacyTargetPath(target);
      const plain = await openCatalogue(from, context);
      expect([plain.status, plain.location], from).toEqual([301, to]);
      const withQuery = await openCatalogue(`${from}?utm_source=old-link&x=1`, context);
      expect([withQuery.status, withQuery.location], from).toEqual([301, `${to}?utm_source=old-link&x=1`]);
    }
  });

  it("a trailing slash on a product or group page redirects to the canonical URL", async () => {
    for (const [from, to] of [
      ["/bank_operations/fed-funds/", "/bank_operations/fed-funds"],
      ["/trust/", "/trust"],
      ["/banking/", "/banking"],
      ["/loans/loan-origination/?ref=mail", "/loans/loan-origination?ref=mail"],
    ] as const) {
      const answer = await openCatalogue(from, context);
      expect([answer.status, answer.location], from).toEqual([301, to]);
    }
  });
});

describe("Page Not Found", () => {
  it("unknown paths inside and outside the product areas are real 404s, whichever module answers them", async () => {
    const answered = new Set<string>();
    for (const path of [
      "/loans/no-such-loan",
      "/bank_operations",
      "/banking/no-such-thing",
      "/investment/no-such-fund",
      "/trust/reit-software/extra",
      "/no/such/page",
    ]) {
      const answer = await openCatalogue<NotFoundData>(path, context);
      expect(answer.status, path).toBe(404);
      expect(answer.location, path).toBeNull();
      answered.add(answer.routeId!);
    }
    // Both kinds of module: an area's product route and the site's catch-all.
    expect(answered).toEqual(new Set(["routes/loans.$", "routes/[bank_operations].$", "routes/trust.$", "routes/$"]));
  });

  it("suggests the catalogue pages nearest to the path it was asked for", async () => {
    const loan = await openCatalogue<NotFoundData>("/loans/loan-orgination", context);
    expect(loan.status).toBe(404);
    expect(loan.body.suggestions[0]).toEqual({ name: "Loan Origination", path: "/loans/loan-origination" });
    const group = await openCatalogue<NotFoundData>("/bankin", context);
    expect(group.body.suggestions.map((s) => s.path)).toContain("/banking");
    expect(group.body.suggestions.length).toBeLessThanOrEqual(5);
  });

  it("answers a POST to a path no page claims with a 404 too", async () => {
    expect(() => catchAll.action()).toThrow(expect.objectContaining({ status: 404 }));
  });
});
