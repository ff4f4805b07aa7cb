import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { DemoViewerHeading } from "../../../../app/components/demo/DemoViewerHeading";

const render = (productPath: string | null) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <DemoViewerHeading titleId="video-title" item={{ title: "Month-end close", productName: "General Ledger", productPath }}>
        {" · 3:05"}
      </DemoViewerHeading>
    </MemoryRouter>,
  );

describe("DemoViewerHeading (app/components/demo/DemoViewerHeading.tsx)", () => {
  it("leads back to the library, names the item and links its product, then what the viewer adds", () => {
    expect(render("/accounting/general-ledger")).toBe(
      '<p class="demo-back"><a data-discover="true" href="/demo">← All demos</a></p><h1 id="video-title">Month-end close</h1>' +
        '<p class="demo-viewer-meta"><a data-discover="true" href="/accounting/general-ledger">General Ledger</a> · 3:05</p>',
    );
  });

  it("names a product with no page of its own without a link", () => {
    expect(render(null)).toContain('<p class="demo-viewer-meta">General Ledger · 3:05</p>');
  });
});
