// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Field, SelectField } from "../../../../app/components/forms/Field";

afterEach(cleanup);

describe("Field (app/components/forms/Field.tsx)", () => {
  it("describes the control by its hint and its error, each with its own id", () => {
    render(<Field label="Poster" name="poster" type="file" hint="An image." error="Not an image." />);
    const input = screen.getByLabelText("Poster");
    expect(input.id).toBe("field-poster");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("field-poster-hint field-poster-error");
    expect(document.getElementById("field-poster-hint")?.textContent).toBe("An image.");
    expect(document.getElementById("field-poster-error")?.textContent).toBe("Not an image.");
  });

  it("without hint or error, is a bare label and control", () => {
    expect(renderToStaticMarkup(<Field id="search-page-input" label="Search" name="q" type="search" />)).toBe(
      '<div class="field"><label for="search-page-input">Search</label><input id="search-page-input" name="q" type="search"/></div>',
    );
  });
});

describe("SelectField", () => {
  it("lists flat `options`", () => {
    render(
      <SelectField
        label="Role"
        name="role"
        defaultValue="admin"
        options={[
          { value: "editor", label: "Editor" },
          { value: "admin", label: "Administrator" },
        ]}
      />,
    );
    const select = screen.getByLabelText("Role");
    expect([...select.querySelectorAll("option")].map((o) => [o.getAttribute("value"), o.textContent])).toEqual([
      ["editor", "Editor"],
      ["admin", "Administrator"],
    ]);
    expect(select).toHaveProperty("value", "admin");
  });

  it("takes its option elements as children where they need optgroups or a placeholder, wired the same way", () => {
    render(
      <SelectField label="Product" name="productId" required defaultValue="" error="Product is Required">
        <option value="" disabled>
          Choose…
        </option>
        <optgroup label="Group">
          <option value="p1">Product one</option>
        </optgroup>
      </SelectField>,
    );
    const select = screen.getByLabelText("Product");
    expect(select.id).toBe("field-productId");
    expect(select.hasAttribute("required")).toBe(true);
    expect(select.querySelector('optgroup[label="Group"] option[value="p1"]')?.textContent).toBe("Product one");
    expect(select.getAttribute("aria-describedby")).toBe("field-productId-error");
    expect(document.getElementById("field-productId-error")?.textContent).toBe("Product is Required");
  });
});
