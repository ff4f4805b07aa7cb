import { ConfirmPanel, DeleteButton } from "./ConfirmDelete";
import { IntentButton } from "./IntentButton";
import { publishIntents } from "~/lib/intents";

/** The controls of something the site publishes (a post, a customer story), on its list and its edit screen. */

/**
 * A list row's buttons for something the site publishes (a post, a customer story): publish or
 * unpublish it (intent=publish|unpublish with its id), and delete it after asking.
 */
export function PublishDeleteButtons({ id, name, published }: { id: string; name: string; published: boolean }) {
  const verb = published ? "Unpublish" : "Publish";
  return (
    <div className="row-actions">
      <IntentButton {...publishIntents.hidden(published ? "unpublish" : "publish", { id })} ariaLabel={`${verb} “${name}”`}>
        {verb}
      </IntentButton>
      <DeleteButton id={id} headline={`Delete “${name}”?`} body="This cannot be undone." ariaLabel={`Delete “${name}”`} />
    </div>
  );
}

/**
 * The no-JavaScript step of deleting it (intent=confirm-delete answered `{ confirm }`): the panel
 * says where a published one disappears from (`shownOn`) before it is deleted.
 */
export function ConfirmPublishedDelete({
  id,
  name,
  published,
  shownOn,
  cancelTo,
  confirmLabel,
}: {
  id: string;
  name: string;
  published: boolean;
  shownOn: string;
  cancelTo: string;
  confirmLabel: string;
}) {
  return (
    <ConfirmPanel id={id} headline={`Delete “${name}”?`} cancelTo={cancelTo} confirmLabel={confirmLabel}>
      <p>{published ? `It is published: it disappears from ${shownOn} at once. ` : ""}This cannot be undone.</p>
    </ConfirmPanel>
  );
}
