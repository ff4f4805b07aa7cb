import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { LinkItem, LinkList } from "../../../../app/components/catalogue/LinkList";

/** Remix's Link needs a router: render inside a one-route stub, and keep only the markup given. */
function render(node: ReactNode): string {
  const Stub = createRemixStub([{ path: "/", Component: () => <div id="under-test">{node}</div> }]);
  const html = renderToString(<Stub />);
  return /<div id="under-test">(.*?)<\/div>/s.exec(html)?.[1] ?? html;
}

const pages = [
  { path: "/banking", name: "Banking" },
  { path: "/trust", name: "Trust" },
];

describe("LinkItem (app/components/catalogue/LinkList.tsx)", () => {
  it("is an item with the page's link and what follows it", () => {
    expect(render(<LinkItem page={pages[0]!}>and more</LinkItem>)).toBe('<li><a data-discover="true" href="/banking">Banking</a>and more</li>');
  });
});

describe("LinkList (app/components/catalogue/LinkList.tsx)", () => {
  it("lists each page's link in order, with the list's class and name", () => {
    expect(render(<LinkList pages={pages} className="product-links" aria-label="Areas" />)).toBe(
      '<ul class="product-links" aria-label="Areas"><li><a data-discover="true" href="/banking">Banking</a></li><li><a data-discover="true" href="/trust">Trust</a></li></ul>',
    );
  });

  it("adds what the caller puts after each link: a summary, a nested list", () => {
    const html = render(<LinkList pages={pages.slice(0, 1)} after={(p) => <LinkList pages={[{ path: `${p.path}/deposits`, name: "Deposits" }]} />} />);
    expect(html).toBe(
      '<ul><li><a data-discover="true" href="/banking">Banking</a><ul><li><a data-discover="true" href="/banking/deposits">Deposits</a></li></ul></li></ul>',
    );
  });
});
