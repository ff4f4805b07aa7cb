import { describe, expect, it } from "vitest";
import { headers } from "~/routeModules/productRoute";

type HeadersArgs = Parameters<typeof headers>[0];
const args = (actionHeaders: HeadersInit, loaderHeaders: HeadersInit = {}) =>
  ({
    actionHeaders: new Headers(actionHeaders),
    loaderHeaders: new Headers(loaderHeaders),
    parentHeaders: new Headers(),
    errorHeaders: undefined,
  }) as HeadersArgs;

describe("product pages' headers", () => {
  it("keep a refused brochure form's Retry-After", () => {
    const h = new Headers(headers(args({ "Cache-Control": "no-store", "Retry-After": "540" })) as HeadersInit);
    expect(h.get("Retry-After")).toBe("540");
    expect(h.get("Cache-Control")).toBe("no-store");
  });

  it("stay public and cacheable for a plain page view, with no Retry-After", () => {
    const h = new Headers(headers(args({}, { "Cache-Control": "public, max-age=300" })) as HeadersInit);
    expect(h.get("Cache-Control")).toBe("public, max-age=300");
    expect(h.has("Retry-After")).toBe(false);
  });
});
