// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UploadForm } from "../../../../app/components/demo/UploadForm";

afterEach(cleanup);

function renderForm() {
  const Stub = createRemixStub([
    { path: "/", Component: () => <UploadForm productGroups={[{ group: "Group", products: [{ id: "p1", name: "Product one" }] }]} /> },
  ]);
  return render(<Stub />);
}

describe("UploadForm (app/components/demo/UploadForm.tsx)", () => {
  it("describes the poster field by its error as well as its hint, so a screen reader hears why it was refused", async () => {
    renderForm();
    const poster = await screen.findByLabelText<HTMLInputElement>("Thumbnail / poster (optional)");
    const data = new DataTransfer();
    data.items.add(new File(["not an image"], "notes.txt", { type: "text/plain" }));
    poster.files = data.files;
    fireEvent.submit(poster.form!);
    const error = await screen.findByText("The poster must be a PNG, JPEG, WebP, GIF or AVIF image");
    expect(error.id).toBe("field-poster-error");
    expect(poster.getAttribute("aria-invalid")).toBe("true");
    expect(poster.getAttribute("aria-describedby")?.split(" ")).toEqual(["field-poster-hint", "field-poster-error"]);
  });
});
