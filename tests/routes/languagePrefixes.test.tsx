import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Layout } from "../../app/root";
import * as home from "../../app/routes/_index";
import type { NotFoundData } from "../../app/components/catalogue/NotFoundPage";
import { openCatalogue } from "./support/catalogueRoutes";
import { load, routeIdOf } from "./support/load";
import { platform } from "./support/platform";

const { context } = await platform();

// The public pages under /es/, /fr/, /pt/ and /ar/ (app/config/languages.mjs, remix.config.js;
// decision record 0049): each path opened with the route Remix's matcher picks for it.
describe("language prefixes", () => {
  it("mounts every public page under each prefix, with the English route segments after it", () => {
    for (const lang of ["es", "fr", "pt", "ar"]) {
      expect(routeIdOf(`/${lang}/`), lang).toBe(`${lang}/routes/_index`);
      expect(routeIdOf(`/${lang}`), lang).toBe(`${lang}/routes/_index`);
      expect(routeIdOf(`/${lang}/banking`)).toBe(`${lang}/routes/banking`);
      expect(routeIdOf(`/${lang}/loans/loan-origination`)).toBe(`${lang}/routes/loans.$`);
      expect(routeIdOf(`/${lang}/news/a-post`)).toBe(`${lang}/routes/news.$slug`);
      expect(routeIdOf(`/${lang}/contact`)).toBe(`${lang}/routes/contact`);
      expect(routeIdOf(`/${lang}/sitemap.xml`)).toBe(`${lang}/routes/[sitemap.xml]`);
    }
    // English stays where it was.
    expect(routeIdOf("/")).toBe("routes/_index");
    expect(routeIdOf("/banking")).toBe("routes/banking");
  });

  it("leaves an unknown first segment, and what has no translation, to the catch-all", () => {
    for (const path of ["/xx/", "/xx", "/foo", "/xx/banking", "/en/banking", "/es/admin", "/es/demo", "/es/login", "/es/no-such-page"]) {
      expect(routeIdOf(path), path).toBe("routes/$");
    }
  });

  it("answers the Page Not Found for an unknown language, and suggests pages in the language a 404's prefix names", async () => {
    for (const path of ["/xx/", "/foo", "/xx/banking"]) {
      const answer = await openCatalogue<NotFoundData>(path, context);
      expect([answer.status, answer.location], path).toEqual([404, null]);
    }
    const spanish = await openCatalogue<NotFoundData>("/es/loans/loan-orgination", context);
    expect(spanish.status).toBe(404);
    expect(spanish.body.suggestions[0]).toEqual({ name: "Loan Origination", path: "/es/loans/loan-origination" });
  });

  it("answers a product and a group page in each language, and redirects other spellings within the language", async () => {
    for (const lang of ["es", "fr", "pt", "ar"]) {
      const product = await openCatalogue<{ product: { id: string } }>(`/${lang}/loans/loan-origination`, context);
      expect([product.status, product.body.product.id]).toEqual([200, "loan-origination"]);
      const group = await openCatalogue<{ page: { group: string; path: string } }>(`/${lang}/banking`, context);
      // The Banking page, named in the language.
      expect([group.status, group.body.page.path]).toEqual([200, "/banking"]);
      expect(group.body.page.group).not.toBe("Banking");
    }
    const slash = await openCatalogue(`/fr/loans/loan-origination/?ref=mail`, context);
    expect([slash.status, slash.location]).toEqual([301, "/fr/loans/loan-origination?ref=mail"]);
    // Remix matches without regard to case; the page has one address.
    const upper = await openCatalogue(`/ES/banking`, context);
    expect([upper.status, upper.location]).toEqual([301, "/es/banking"]);
  });

  it("redirects a legacy spelling after a prefix to that language's page, and keeps English's as it was", async () => {
    const spanish = await openCatalogue("/es/banking/fed-funds", context);
    expect([spanish.status, spanish.location]).toEqual([301, "/es/bank_operations/fed-funds"]);
    const english = await openCatalogue("/banking/fed-funds", context);
    expect([english.status, english.location]).toEqual([301, "/bank_operations/fed-funds"]);
  });

  it("keeps a language's home on its prefix when it tidies the tree's query", async () => {
    const answer = await load(home.loader, "http://localhost/es/?product=fed-funds", context);
    expect([answer.status, answer.location]).toEqual([302, "/es/?category=bank-operations&product=fed-funds"]);
  });

  it("writes <html lang> from the path, and dir=rtl for Arabic", () => {
    const html = (path: string) => {
      const Stub = createRemixStub([{ path: "*", Component: () => <Layout>page</Layout> }]);
      return /<html[^>]*>/.exec(renderToString(<Stub initialEntries={[path]} />))?.[0];
    };
    expect(html("/banking")).toBe('<html lang="en" dir="ltr">');
    expect(html("/es/banking")).toBe('<html lang="es" dir="ltr">');
    expect(html("/ar/")).toBe('<html lang="ar" dir="rtl">');
    expect(html("/xx/")).toBe('<html lang="en" dir="ltr">');
  });
});
