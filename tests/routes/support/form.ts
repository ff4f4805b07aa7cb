import { fireEvent, screen, waitFor, within } from "@testing-library/react";
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

/** The table row that holds the link named `name`: a list screen's record. */
export const rowWithLink = async (name: string) => (await screen.findByRole("link", { name })).closest("tr")!;

/**
 * Deletes a list's record as a user does, through the question asked first: the row's button
 * named `steps.ask`, the question `steps.question` shown, its button `steps.confirm`; resolves
 * once the screen says `steps.done`.
 */
export async function deleteThroughConfirm(row: HTMLElement, steps: { ask: string; question: string; confirm: string; done: string }) {
  fireEvent.click(within(row).getByRole("button", { name: steps.ask }));
  await screen.findByText(steps.question);
  press(steps.confirm);
  await screen.findByText(steps.done);
}
