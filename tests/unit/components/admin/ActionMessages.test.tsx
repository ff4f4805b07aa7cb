// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { ActionMessages } from "../../../../app/components/admin/AdminScreen";

afterEach(cleanup);

const show = (props: Parameters<typeof ActionMessages>[0]) => (
  <MemoryRouter>
    <ActionMessages {...props} />
  </MemoryRouter>
);

describe("ActionMessages (app/components/admin/AdminScreen.tsx)", () => {
  it("with focus, moves the keyboard to the flash, then to each error the action answers", () => {
    const { rerender } = render(show({ flash: "Saved.", result: undefined, focus: true }));
    expect(document.activeElement).toBe(screen.getByRole("status"));
    rerender(show({ flash: "Saved.", result: { error: "Wrong code." }, focus: true }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("alert"));
    screen.getByRole("alert").blur();
    rerender(show({ flash: "Saved.", result: { error: "Wrong code." }, focus: true }));
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });

  it("without focus, shows the same messages and leaves the keyboard where it is", () => {
    const { rerender } = render(show({ flash: "Saved.", result: undefined }));
    expect(screen.getByRole("status").hasAttribute("tabindex")).toBe(false);
    rerender(show({ flash: null, result: { error: "Wrong code." } }));
    expect(screen.getByRole("alert").textContent).toBe("Wrong code.");
    expect(document.activeElement).not.toBe(screen.getByRole("alert"));
  });
});
