import { Fragment } from "react";

/**
 * An e-mail address that wraps after its "@" and before each "." (the places a reader expects a
 * line to break) instead of inside a word ("prospect@ban / k.example") in a narrow table column.
 */
export function WrappingEmail({ address }: { address: string }) {
  const pieces = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
