import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SUCCESS_MESSAGE } from "~/lib/contact/actionData";

/** R-CONTACT-STATES: 'Thank You, {name}', the promise of a call back, and Close. */
export function ContactSuccess({ name, onClose, heading = "h2" }: { name: string; onClose?: () => void; heading?: "h1" | "h2" }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Focus moves to the message, so keyboard and screen-reader users hear the result at once.
  useEffect(() => ref.current?.focus(), []);
  const Heading = heading;
  return (
    <div className="contact-success" role="status">
      <Heading ref={ref} tabIndex={-1}>
        Thank You, {name}
      </Heading>
      <p>{SUCCESS_MESSAGE}</p>
      {onClose ? (
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      ) : (
        <Link className="button" to="/">
          Close
        </Link>
      )}
    </div>
  );
}
