import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { localizedPath } from "~/lib/i18n/languages";
import { say, type ContactWords } from "~/lib/contact/contactWords";

/** R-CONTACT-STATES: 'Thank You, {name}', the promise of a call back, and Close, in the form's language. */
export function ContactSuccess({ name, words, onClose, heading = "h2" }: { name: string; words: ContactWords; onClose?: () => void; heading?: "h1" | "h2" }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Focus moves to the message, so keyboard and screen-reader users hear the result at once.
  useEffect(() => ref.current?.focus(), []);
  const Heading = heading;
  // The visitor's name keeps its own direction inside the sentence (a Latin name on /ar/).
  const [before, after = ""] = say(words, "success.title").split("{name}");
  return (
    <div className="contact-success" role="status">
      <Heading ref={ref} tabIndex={-1}>
        {before}
        <bdi>{name}</bdi>
        {after}
      </Heading>
      <p>{say(words, "success.body")}</p>
      {onClose ? (
        <button type="button" className="button" onClick={onClose}>
          {say(words, "success.close")}
        </button>
      ) : (
        <Link className="button" to={localizedPath("/", words.language)}>
          {say(words, "success.close")}
        </Link>
      )}
    </div>
  );
}
