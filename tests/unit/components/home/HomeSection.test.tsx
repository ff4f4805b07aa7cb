import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HomeSection } from "../../../../app/components/home/HomeSections";

describe("HomeSection (app/components/home/HomeSections.tsx)", () => {
  it("frames a section named by its title, focusable, with its header before what it holds", () => {
    expect(
      renderToStaticMarkup(
        <HomeSection anchor="how-we-help" head={{ eyebrow: "How we help", title: "Built for you", lead: "Lead." }}>
          <p>body</p>
        </HomeSection>,
      ),
    ).toBe(
      '<section id="how-we-help" class="home-section" aria-labelledby="how-we-help-title" tabindex="-1"><div class="container">' +
        '<header class="section-head"><p class="eyebrow">How we help</p><h2 id="how-we-help-title">Built for you</h2><p>Lead.</p></header>' +
        "<p>body</p></div></section>",
    );
  });

  it("is the shaded band with `alt`, and a section without a header keeps the container's own layout class", () => {
    expect(
      renderToStaticMarkup(
        <HomeSection anchor="about" alt layout="about">
          <h2 id="about-title">About</h2>
        </HomeSection>,
      ),
    ).toBe(
      '<section id="about" class="home-section home-section--alt" aria-labelledby="about-title" tabindex="-1"><div class="container about">' +
        '<h2 id="about-title">About</h2></div></section>',
    );
  });
});
