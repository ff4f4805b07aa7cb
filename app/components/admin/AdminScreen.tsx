import { useSearchParams } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The parts every admin list screen shares: the title row, what the last action said, and the
 * table's frame. The screens differ in their rows, not in these.
 */

/** The screen's heading (its id labels the screen's <section>) and the buttons for what it adds. */
export function ScreenTitle({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="admin-title-row">
      <h1 id={id}>{title}</h1>
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
 * action's error (role=alert).
 */
export function ActionMessages({ flash, result }: { flash: string | null; result: unknown }) {
  const error = result && typeof result === "object" && "error" in result && typeof result.error === "string" ? result.error : null;
  return (
    <>
      {flash && !result ? (
        <p className="form-success" role="status">
          {flash}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

export type Column = string | { label: string; hidden: true };

/** A list as a captioned table; the last column, for each row's buttons, is named for screen readers only. */
export function AdminTable({
  caption,
  columns,
  actions = true,
  className,
  children,
}: {
  caption: string;
  columns: Column[];
  actions?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const heads: Column[] = actions ? [...columns, { label: "Actions", hidden: true }] : columns;
  return (
    <table className={className ? `admin-table ${className}` : "admin-table"}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {heads.map((c) =>
            typeof c === "string" ? (
              <th key={c} scope="col">
                {c}
              </th>
            ) : (
              <th key={c.label} scope="col">
                <span className="visually-hidden">{c.label}</span>
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
