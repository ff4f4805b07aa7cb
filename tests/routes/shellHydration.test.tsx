import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import App from "../../app/root";
import { loadIslands } from "../../app/components/islands";
import { loader as rootLoader } from "../../app/rootLoader.server";
import { platform } from "./support/platform";

const { context } = await platform();

/** The server's HTML of the shell (app/root.tsx, its real loader) around a page. */
async function shellHtml(path: string) {
  const request = new Request(`http://localhost${path}`);
  const root = await rootLoader({ request, context, params: {} });
  // As entry.server.tsx does: the islands' code is in before the render (decision record 0053).
  await loadIslands();
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: App,
      loader: () => root,
      children: [{ index: true, Component: () => <section id="page-under-test">The page</section> }],
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root, "routes/_index": null } }} />);
}

// React hydrates a Suspense boundary of the server's HTML in a render and commit of its own, after
// what surrounds it, so the page and the footer are not one long task with the header (decision
// record 0050). A boundary rendered on the server is written between <!--$--> and <!--/$-->.
describe("the shell's server HTML: the page and the footer hydrate on their own", () => {
  it("writes the page inside a Suspense boundary in <main>, and the footer inside another, the header outside both", async () => {
    const html = await shellHtml("/");
    expect(html).toMatch(/<main id="main" tabindex="-1"><!--\$--><section id="page-under-test">The page<\/section><!--\/\$--><\/main>/);
    // The footer is an island: its whole HTML, social links to copyright, from the server.
    expect(html).toMatch(/<!--\$--><footer\b[\s\S]*<\/footer><!--\/\$-->/);
    expect(html).toMatch(/<footer\b[\s\S]*Employee Login[\s\S]*©[\s\S]*<\/footer>/);
    const header = html.indexOf("<header");
    expect(header).toBeGreaterThan(-1);
    expect(html.slice(0, header)).not.toContain("<!--$-->");
  });
});
