import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LanguageSwitcher } from "../../../../app/components/shell/LanguageSwitcher";

function hrefs(url: string) {
  const Stub = createRemixStub([{ path: "*", Component: () => <LanguageSwitcher /> }]);
  return [...renderToString(<Stub initialEntries={[url]} />).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
}

// app/components/shell/LanguageSwitcher.tsx: every link leads to a page that exists (decision record 0049).
describe("the footer's language switcher", () => {
  it("links this page in each language", () => {
    expect(hrefs("/es/banking?x=1")).toEqual(["/banking?x=1", "/es/banking?x=1", "/fr/banking?x=1", "/pt/banking?x=1", "/ar/banking?x=1"]);
  });

  it("links each language's home from the English-only demo and sign-in pages, which no other language has", () => {
    for (const path of ["/demo", "/demo/forgot-password", "/login"]) expect(hrefs(path), path).toEqual(["/", "/es/", "/fr/", "/pt/", "/ar/"]);
  });
});
