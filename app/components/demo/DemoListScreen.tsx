import type { ReactNode } from "react";
import { ActionMessages, ScreenTitle } from "~/components/admin/AdminScreen";
import { ConfirmPanel } from "~/components/admin/ConfirmDelete";

/**
 * The frame of the two demo lists (/admin/demo/content, /admin/demo/users): the title with its Add
 * link, a line linking the other list, the flash or refusal, the no-JavaScript delete question,
 * then the table, or what the screen says while the list is empty.
 */
export function DemoListScreen({
  id,
  title,
  path,
  addLabel,
  intro,
  flash,
  result,
  confirm,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** The list's address: its Add link is path/new, and a declined delete comes back here. */
  path: string;
  addLabel: string;
  intro: ReactNode;
  flash: ReactNode;
  result: unknown;
  /** The delete question a post without JavaScript asked for, if any. */
  confirm: { id: string; headline: string; body: string; label: string } | null;
  /** Shown instead of the table while the list is empty (null: the list has entries). */
  empty: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <ScreenTitle id={id} title={title} link={{ to: `${path}/new`, label: addLabel, primary: true }} />
      <p className="admin-muted">{intro}</p>
      <ActionMessages flash={flash} result={result} />
      {confirm ? (
        <ConfirmPanel id={confirm.id} headline={confirm.headline} confirmLabel={confirm.label} cancelTo={path}>
          <p>{confirm.body}</p>
        </ConfirmPanel>
      ) : null}
      {empty === null ? children : <p>{empty}</p>}
    </section>
  );
}
