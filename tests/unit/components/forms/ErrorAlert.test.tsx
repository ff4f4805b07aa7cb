// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorAlert } from "../../../../app/components/forms/ErrorAlert";

afterEach(cleanup);

describe("ErrorAlert (app/components/forms/ErrorAlert.tsx)", () => {
  it("is the form's announced error, and nothing when there is none", () => {
    expect(renderToStaticMarkup(<ErrorAlert>Wrong code.</ErrorAlert>)).toBe('<p class="form-error" role="alert">Wrong code.</p>');
    for (const none of [null, undefined, false, ""]) expect(renderToStaticMarkup(<ErrorAlert>{none}</ErrorAlert>)).toBe("");
  });

  it("with the action's answer, is focusable and takes focus for each new answer, even with the same words", () => {
    const first = { error: "Wrong code." };
    const { rerender } = render(<ErrorAlert focusOn={undefined}>{null}</ErrorAlert>);
    expect(screen.queryByRole("alert")).toBeNull();
    rerender(<ErrorAlert focusOn={first}>{first.error}</ErrorAlert>);
    const alert = screen.getByRole("alert");
    expect(alert.getAttribute("tabindex")).toBe("-1");
    expect(document.activeElement).toBe(alert);
    alert.blur();
    const again = { error: "Wrong code." };
    rerender(<ErrorAlert focusOn={again}>{again.error}</ErrorAlert>);
    expect(document.activeElement).toBe(screen.getByRole("alert"));
  });

  it("without an answer to follow, never takes focus", () => {
    render(<ErrorAlert>The filter was not valid.</ErrorAlert>);
    expect(screen.getByRole("alert").hasAttribute("tabindex")).toBe(false);
    expect(document.activeElement).not.toBe(screen.getByRole("alert"));
  });
});
