import { fireEvent, screen } from "@testing-library/react";

/** The start of a label (a required mark may follow it), matched as written. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The field labelled `label`, to read back its value or its aria-invalid. */
export const field = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement;

/** Types `value` into the field labelled `label`, as a user would. */
export const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Presses the button named `name`. */
export const press = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
