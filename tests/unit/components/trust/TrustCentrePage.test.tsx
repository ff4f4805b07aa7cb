import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TrustCentrePage } from "../../../../app/components/trust/TrustCentrePage";
import type { TrustFact } from "../../../../app/lib/trust/trustFacts";
import { PAGE_ENGLISH } from "../../../../app/lib/i18n/pageWords";

const fact = (id: string, title: string, body: string): TrustFact => ({
  id,
  section: "security",
  title,
  body,
  // A fixed review date: the page prints it as given, and no clock is read in this render.
  reviewedOn: "2026-11-02",
  position: 0,
  updatedAt: "2026-11-02T00:00:00.000Z",
});

/** Remix's Link needs a router: the page inside a one-route stub. */
function render(facts: TrustFact[]): string {
  const data = {
    sections: [{ id: "security" as const, title: "Security", facts }],
    accessibility: { target: "WCAG 2.2 AA", checks: [], limits: [] },
    securityTxt: "/x",
    words: PAGE_ENGLISH,
    links: { contact: "/contact", company: "/company" },
  };
  const Stub = createRemixStub([{ path: "/", Component: () => <TrustCentrePage data={data} /> }]);
  return renderToString(<Stub />);
}

/** The markup of one fact's card. */
const card = (html: string, id: string) =>
  [...html.matchAll(/<article[^>]*aria-labelledby="fact-(\w+)"[^>]*>(.*?)<\/article>/gs)].find((m) => m[1] === id)?.[2];

describe("TrustCentrePage (app/components/trust/TrustCentrePage.tsx)", () => {
  it("dates a confirmed fact by its last review, and gives a fact still To be confirmed its tag and no date", () => {
    const html = render([fact("confirmed", "Encryption", "AES-256 at rest."), fact("pending", "Pen tests", "Yearly, by an outside firm. To be confirmed.")]);
    expect(card(html, "confirmed")).toContain("Last reviewed");
    expect(card(html, "confirmed")).not.toContain("To be confirmed");
    expect(card(html, "pending")).toContain("To be confirmed");
    expect(card(html, "pending")).not.toContain("Last reviewed");
  });
});
