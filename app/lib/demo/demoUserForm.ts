import { formFields } from "../formErrors";

/**
 * The demo-user form's fields as the shape of demoUserSchema (the same input the API takes):
 * an empty password keeps the current one, an empty date means no end date, an unchecked box
 * is false, and the ticked items are the grants.
 */
export function demoUserInputFromForm(form: FormData, id?: string) {
  const f = formFields(form);
  return {
    ...(id ? { id } : {}),
    name: f.name ?? "",
    company: f.company ?? "",
    email: f.email ?? "",
    username: f.username ?? "",
    ...(f.password ? { password: f.password } : {}),
    accessUntil: f.accessUntil ? f.accessUntil : null,
    active: f.active === "on",
    itemIds: form.getAll("itemIds").filter((v): v is string => typeof v === "string"),
  };
}

/** What the form shows again after a failed save (never the password). */
export type DemoUserFormValues = Omit<ReturnType<typeof demoUserInputFromForm>, "password" | "id">;

/** The values to show again: the input minus the password and the id. */
export function demoUserFormValues(input: ReturnType<typeof demoUserInputFromForm>): DemoUserFormValues {
  const { password: _password, id: _id, ...values } = input as typeof input & { password?: string; id?: string };
  return values;
}
