import { Link, useSearchParams } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

/**
 * The parts every admin list screen shares: the title row, what the last action said, and the
 * table's frame. The screens differ in their rows, not in these.
 */

/**
 * The screen's heading (its id labels the screen's <section>) and the buttons for what it adds:
 * `link`, the one most screens have (a primary one adds, a secondary one goes elsewhere), or `children`.
 */
export function ScreenTitle({
  id,
  title,
  link,
  children,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string; primary?: boolean };
  children?: ReactNode;
}) {
  return (
    <div className="admin-title-row">
      <h1 id={id}>{title}</h1>
      {link ? (
        <Link to={link.to} className={link.primary ? "button" : "button button-secondary"}>
          {link.label}
        </Link>
      ) : null}
      {children}
    </div>
  );
}

/**
 * What the redirect after a successful action says, from its query string: `messages` maps a
 * parameter (e.g. `deleted`) to the sentence for its value; the first parameter present wins.
 */
export function useFlash(messages: Record<string, (value: string) => string>): string | null {
  const [params] = useSearchParams();
  for (const [name, say] of Object.entries(messages)) {
    const value = params.get(name);
    if (value) return say(value);
  }
  return null;
}

/**
 * The flash (role=status) unless an action has answered since (its answer is newer news), and the
 * action's error (role=alert). With `focus`, the message takes the keyboard focus each time one
 * appears: for forms whose answer replaces what the user was looking at (a step of a sign-in
 * setup, an error above the fields), so keyboard and screen-reader users land on it.
 */
export function ActionMessages({ flash, result, focus = false }: { flash: ReactNode; result: unknown; focus?: boolean }) {
  const error = result && typeof result === "object" && "error" in result && typeof result.error === "string" ? result.error : null;
  const status = flash && !result ? flash : null;
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus && status) ref.current?.focus();
  }, [focus, status]);
  return (
    <>
      {/* A message with a control in it (an Undo form) cannot be a paragraph. */}
      {status && typeof status !== "string" ? (
        <div className="form-success" role="status">
          {status}
        </div>
      ) : status ? (
        <p className="form-success" role="status" {...(focus ? { tabIndex: -1, ref } : {})}>
          {status}
        </p>
      ) : null}
      <ErrorAlert focusOn={focus ? result : undefined}>{error}</ErrorAlert>
    </>
  );
}

/** A column's heading: its words, or words for screen readers only (a column of buttons), with a class where it heads figures (`num`). */
export type Column = string | { label: string; hidden?: true; className?: string };

/** Columns of figures: their headings take the class their cells have (`num`). */
export const figureColumns = (...labels: string[]): Column[] => labels.map((label) => ({ label, className: "num" }));

/** A table's column headings, each a `th` for its column. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) =>
          typeof c === "string" ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c.label} scope="col" className={c.className}>
              {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/**
 * A list as a table named by its caption (for screen readers only) or, where the screen shows a
 * heading for it, by that heading (`labelledBy`). With `actions`, a last column for each row's
 * buttons, named for screen readers only.
 */
export function AdminTable({
  caption,
  labelledBy,
  columns,
  actions = true,
  className,
  children,
}: {
  caption?: string;
  labelledBy?: string;
  columns: Column[];
  actions?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const heads: Column[] = actions ? [...columns, { label: "Actions", hidden: true }] : columns;
  return (
    <table className={className ? `admin-table ${className}` : "admin-table"} aria-labelledby={labelledBy}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <ColumnHeads columns={heads} />
      <tbody>{children}</tbody>
    </table>
  );
}
