import { Fragment, type ReactNode } from "react";

/** One term and its value; null leaves the term out (a fact the record does not have). */
export type Fact = readonly [term: string, value: ReactNode] | null;

/**
 * A record's facts as a definition list, in the order given. `grouped` wraps each term with its
 * value in a <div> (allowed in a <dl>) for layouts that place the pairs as cards or columns.
 */
export function FactList({ facts, className = "detail-list", grouped = false }: { facts: Fact[]; className?: string; grouped?: boolean }) {
  const Pair = grouped ? "div" : Fragment;
  return (
    <dl className={className}>
      {facts.map((fact) =>
        fact ? (
          <Pair key={fact[0]}>
            <dt>{fact[0]}</dt>
            <dd>{fact[1]}</dd>
          </Pair>
        ) : null,
      )}
    </dl>
  );
}
