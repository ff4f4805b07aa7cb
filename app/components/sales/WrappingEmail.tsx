import { Fragment } from "react";

/**
 * An e-mail address that wraps after its "@" and before each "." (the places a reader expects a
 * line to break) instead of inside a word ("prospect@ban / k.example") in a narrow table column.
 * Inside `.email-address` each piece keeps together (a hyphen inside it is not a break) unless
 * it alone is wider than the line (identity.css).
 */
export function WrappingEmail({ address }: { address: string }) {
  const pieces = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="email-piece">{piece}</span>
        </Fragment>
      ))}
    </>
  );
}
