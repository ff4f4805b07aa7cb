import { fireEvent, screen, waitFor } from "@testing-library/react";
import { expect } from "vitest";

/** The start of a label (a required mark may follow it), matched as written. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The field labelled `label`, to read back its value or its aria-invalid. */
export const field = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement;

/** Types `value` into the field labelled `label`, as a user would. */
export const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Presses the button named `name`. */
export const press = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));

/**
 * Empties the required field labelled `label` and presses `button`, as a user would by mistake:
 * resolves once the answer marks that field invalid (aria-invalid, its error beside it).
 */
export async function saveEmptied(label: string, button: string) {
  fill(label, "");
  press(button);
  await waitFor(() => expect(field(label).getAttribute("aria-invalid")).toBe("true"));
}
