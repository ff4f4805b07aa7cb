import { DeleteButton } from "./ConfirmDelete";
import { IntentButton } from "./IntentButton";

/**
 * A list row's buttons for something the site publishes (a post, a customer story): publish or
 * unpublish it (intent=publish|unpublish with its id), and delete it after asking.
 */
export function PublishDeleteButtons({ id, name, published }: { id: string; name: string; published: boolean }) {
  const verb = published ? "Unpublish" : "Publish";
  return (
    <div className="row-actions">
      <IntentButton intent={published ? "unpublish" : "publish"} fields={{ id }} ariaLabel={`${verb} “${name}”`}>
        {verb}
      </IntentButton>
      <DeleteButton id={id} headline={`Delete “${name}”?`} body="This cannot be undone." ariaLabel={`Delete “${name}”`} />
    </div>
  );
}
