import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ActionMessages, ScreenTitle, useFlash } from "./AdminScreen";
import { ConfirmPublishedDelete } from "./PublishedItemControls";

/** What the no-JavaScript delete question names: the item, and whether the site shows it now. */
interface PublishedItemRef {
  id: string;
  title: string;
  published: boolean;
}

/** Where the screens of one kind of published item (posts, customer stories) differ. */
interface PublishedKind {
  /** Where the public site shows a published one, for the delete question ("/news and the feed"). */
  shownOn: string;
  /** The delete question's button ("Delete post"). */
  confirmLabel: string;
}

/**
 * The answer of a post's or story's action: the flash or error, and, after intent=confirm-delete
 * without JavaScript, the question naming `confirm` (null when none was asked).
 */
export function PublishedItemAnswer({
  flash,
  result,
  confirm,
  kind,
  cancelTo,
}: {
  flash: string | null;
  result: unknown;
  confirm: PublishedItemRef | null;
  kind: PublishedKind;
  cancelTo: string;
}) {
  return (
    <>
      <ActionMessages flash={flash} result={result} />
      {confirm ? (
        <ConfirmPublishedDelete
          id={confirm.id}
          name={confirm.title}
          published={confirm.published}
          shownOn={kind.shownOn}
          cancelTo={cancelTo}
          confirmLabel={kind.confirmLabel}
        />
      ) : null}
    </>
  );
}

/**
 * The list screen of posts or stories: its title with the actions (others, then the "new" button),
 * the action's answer, and the list (`children`) or, when there is none, the invitation to write
 * the first. Cancelling the delete question goes back to the same page of the list.
 */
export function PublishedItemsScreen({
  title,
  listPath,
  newItem,
  otherActions,
  empty,
  result,
  kind,
  children,
}: {
  title: string;
  /** The list's address: its title's id is named after it ("/admin/blog": blog-title), and its "new" screen is listPath/new. */
  listPath: string;
  newItem: { label: string; none: string };
  otherActions?: ReactNode;
  empty: boolean;
  result: unknown;
  kind: PublishedKind;
  children: ReactNode;
}) {
  const { search } = useLocation();
  const flash = useFlash({ done: (message) => message });
  const asked = result && typeof result === "object" && "confirm" in result ? (result.confirm as PublishedItemRef) : null;
  const id = `${listPath.split("/").pop()}-title`;
  const newTo = `${listPath}/new`;
  return (
    <section aria-labelledby={id}>
      <ScreenTitle id={id} title={title}>
        <p className="admin-actions">
          {otherActions ? <>{otherActions} </> : null}
          <Link to={newTo} className="button">
            {newItem.label}
          </Link>
        </p>
      </ScreenTitle>
      <PublishedItemAnswer flash={flash} result={result} confirm={asked} kind={kind} cancelTo={`${listPath}${search}`} />
      {empty ? (
        <p>
          {`${newItem.none} `}
          <Link to={newTo}>Write the first one</Link>.
        </p>
      ) : (
        children
      )}
    </section>
  );
}

/** A list row's link to a published item's public page, after its title. */
export function ViewOnSite({ href, name }: { href: string; name: string }) {
  return (
    <>
      {" "}
      <a className="admin-muted" href={href} aria-label={`View “${name}” on the site`}>
        (view)
      </a>
    </>
  );
}
