import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTable } from "../../../../app/components/admin/AdminScreen";

const row = (
  <tr>
    <td>a</td>
  </tr>
);

describe("AdminTable (app/components/admin/AdminScreen.tsx)", () => {
  it("names a list by a hidden caption and adds the row buttons' column, named for screen readers only", () => {
    expect(
      renderToStaticMarkup(
        <AdminTable caption="Uploads" columns={["File", { label: "Preview", hidden: true }]}>
          {row}
        </AdminTable>,
      ),
    ).toBe(
      '<table class="admin-table"><caption class="visually-hidden">Uploads</caption><thead><tr><th scope="col">File</th>' +
        '<th scope="col"><span class="visually-hidden">Preview</span></th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>' +
        "<tbody><tr><td>a</td></tr></tbody></table>",
    );
  });

  it("is named by the screen's heading instead (labelledBy), with no caption and, without actions, no buttons' column", () => {
    expect(
      renderToStaticMarkup(
        <AdminTable labelledBy="activity-title" columns={["When", "What"]} actions={false}>
          {row}
        </AdminTable>,
      ),
    ).toBe(
      '<table class="admin-table" aria-labelledby="activity-title"><thead><tr><th scope="col">When</th><th scope="col">What</th></tr></thead>' +
        "<tbody><tr><td>a</td></tr></tbody></table>",
    );
  });

  it("adds a screen's own class to the frame's", () => {
    const html = renderToStaticMarkup(
      <AdminTable className="audit-table" columns={["When"]} actions={false}>
        {row}
      </AdminTable>,
    );
    expect(html.startsWith('<table class="admin-table audit-table"><thead>')).toBe(true);
  });
});
