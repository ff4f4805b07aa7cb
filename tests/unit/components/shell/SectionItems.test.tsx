import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SectionItems } from "../../../../app/components/shell/useSectionNav";
import { onPlainClick } from "../../../../app/components/shell/scroll";
import { ENGLISH_MESSAGES } from "../../../../app/lib/i18n/messages";

describe("SectionItems (app/components/shell/useSectionNav.tsx)", () => {
  it("lists the home page's four sections in menu order, each a link to its anchor with the caller's class", () => {
    // The words arrive with the root's data (decision record 0049).
    const Stub = createRemixStub([
      { id: "root", path: "/", children: [{ index: true, Component: () => <ul id="under-test">{<SectionItems linkClass="nav-link" />}</ul> }] },
    ]);
    const html = /<ul id="under-test">(.*?)<\/ul>/s.exec(
      renderToString(<Stub hydrationData={{ loaderData: { root: { messages: ENGLISH_MESSAGES } } }} />),
    )?.[1];
    expect(html).toBe(
      '<li><a class="nav-link" href="/#find-your-software">Software</a></li><li><a class="nav-link" href="/#module-options">Options</a></li>' +
        '<li><a class="nav-link" href="/#how-we-help">How We Help</a></li><li><a class="nav-link" href="/#about">About Us</a></li>',
    );
  });
});

describe("onPlainClick (app/components/shell/scroll.ts)", () => {
  const click = (over: Partial<{ button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => {
    let prevented = false;
    const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...over, preventDefault: () => (prevented = true) };
    return { event, prevented: () => prevented };
  };

  it("runs in place of the link on a plain click", () => {
    let ran = 0;
    const { event, prevented } = click();
    onPlainClick(() => ran++)(event as never);
    expect([ran, prevented()]).toEqual([1, true]);
  });

  it("leaves a modified or non-primary click to the browser (new tab, window, download)", () => {
    let ran = 0;
    for (const over of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const { event, prevented } = click(over);
      onPlainClick(() => ran++)(event as never);
      expect(prevented()).toBe(false);
    }
    expect(ran).toBe(0);
  });
});
