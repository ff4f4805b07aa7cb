import { redirect } from "@remix-run/cloudflare";
import type { Permission } from "../../lib/auth/permissions";
import { DELETE_INTENTS, PUBLISH_INTENTS, defineIntents, deleteIntents } from "../../lib/intents";
import { formFields } from "../../lib/formErrors";
import { actionFailure, confirmDelete } from "../platform/actionFailure.server";
import { readForm } from "../platform/forms.server";
import { dispatchIntent } from "../platform/intents.server";
import type { Failure } from "../platform/result.server";
import { type StaffActionArgs, staffAction } from "./staffRoute.server";

/**
 * The action of a staff list whose one change is deleting a row after asking (the shell's confirm
 * modal, or without JavaScript a second POST): intent=confirm-delete answers `{ confirm }` with
 * what the question shows, intent=delete deletes and goes back to the list saying so.
 */
/** Where a change sends the staff member (the list, with its flash), or the failure to answer. */
type Change = Promise<{ ok: true; to: string } | Failure>;

interface Rows<T, C> {
  find: (args: StaffActionArgs, id: string) => Promise<T | null | undefined>;
  confirm: (found: T) => C;
  notFound: string;
  remove: (args: StaffActionArgs, id: string) => Change;
}

const after = async (change: Change) => {
  const result = await change;
  return result.ok ? redirect(result.to) : actionFailure(result);
};

const deleteHandlers = <T, C extends object>(args: StaffActionArgs, id: string, rows: Rows<T, C>) => ({
  "confirm-delete": async () => confirmDelete(await rows.find(args, id), rows.confirm, rows.notFound),
  delete: () => after(rows.remove(args, id)),
});

export function deleteAction<T, C extends object>(permission: Permission, rows: Rows<T, C>) {
  return staffAction(permission, async (args) => {
    const fields = formFields(await readForm(args.request));
    return dispatchIntent(deleteIntents, fields, deleteHandlers(args, fields.id ?? "", rows));
  });
}

const publishDeleteIntents = /* @__PURE__ */ defineIntents({ ...PUBLISH_INTENTS, ...DELETE_INTENTS });

/** The same for a list of things the site publishes (posts, customer stories): publish and unpublish in place too. */
export function publishDeleteAction<T, C extends object>(
  permission: Permission,
  rows: Rows<T, C> & { publish: (args: StaffActionArgs, id: string, published: boolean) => Change },
) {
  return staffAction(permission, async (args) => {
    const fields = formFields(await readForm(args.request));
    const id = fields.id ?? "";
    return dispatchIntent(publishDeleteIntents, fields, {
      publish: () => after(rows.publish(args, id, true)),
      unpublish: () => after(rows.publish(args, id, false)),
      ...deleteHandlers(args, id, rows),
    });
  });
}
