import { demoUserSchema } from "../../lib/demo/demoSchemas";
import { type DemoLibraryGroup, groupByProduct } from "../../lib/demo/demoLibrary";
import { fieldErrorsOf } from "../../lib/formErrors";
import { type DemoUserFormValues, demoUserInputFromForm } from "../../lib/demo/demoUserForm";
import { listDemoItems } from "./demoItems.server";
import { saveDemoUser } from "./demoUsers.server";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";

/** What the admin demo-user screens share: the grant choices, and saving the form. */
export async function grantGroups(db: D1Database): Promise<DemoLibraryGroup[]> {
  return groupByProduct(await listDemoItems(db));
}

export type SaveFormResult =
  { ok: true; id: string; username: string } | { ok: false; status: number; error: string; fieldErrors: Record<string, string>; values: DemoUserFormValues };

/** Validates the posted form with the API's schema and saves it through the same domain function. */
export async function saveDemoUserForm(db: D1Database, staffId: string, form: FormData, id?: string): Promise<SaveFormResult> {
  const raw = demoUserInputFromForm(form, id);
  const { password: _password, id: _id, ...values } = raw as typeof raw & { password?: string; id?: string };
  const parsed = demoUserSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, error: REQUIRED_VALUES_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), values };
  const result = await saveDemoUser(db, staffId, parsed.data);
  if (!result.ok) {
    const fieldErrors = Object.fromEntries((result.issues ?? []).map((i) => [i.path, i.message]));
    return { ok: false, status: result.status, error: result.error, fieldErrors, values };
  }
  return { ok: true, id: result.user.id, username: result.user.username };
}
