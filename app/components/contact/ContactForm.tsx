import { useFetcher } from "@remix-run/react";
import { useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { UiContext } from "~/hooks/uiContext";
import type { NotifyOptions } from "~/lib/shellUi";
import type { ContactActionData } from "~/lib/contact/actionData";
import { newClientId } from "~/lib/contact/clientId";
import { blankPlaceholders, CONTACT_FIELDS, contactSchemaFor } from "~/lib/contact/schema";
import { say, type ContactWords } from "~/lib/contact/contactWords";
import { localizedPath } from "~/lib/i18n/languages";
import { fieldErrorsOf, formFields } from "~/lib/formErrors";
import { useRootData } from "~/hooks/rootData";
import { ContactFields } from "./ContactFields";
import { ContactSuccess } from "./ContactSuccess";
import { awaitOutcome } from "./submissionOutcome";
import { queueEvent } from "~/browser/insights/pending";
import { VisitPathField } from "./VisitPathField";

/** R-CONTACT-STATES, R-CONSTANTS: an invalid submit's error notification shows for 4000 ms. */
const ERROR_TIMER_MS = 4000;

interface ContactFormProps {
  /** The signed timestamp; undefined while the overlay is still fetching it. */
  formToken?: string;
  /** The server-rendered page passes its id; the overlay makes one per opening. */
  clientId?: string;
  initialValues?: Partial<Record<string, string>>;
  /** Errors from a no-JavaScript post, shown as the page renders. */
  initialErrors?: Partial<Record<string, string>>;
  initialMessage?: string;
  /** The success panel's Close. */
  onClose(): void;
  /** After a failed submit: the overlay closes; by default the form comes back with its values. */
  onFailure?(): void;
  /**
   * Told what was sent, and under which client id, when the server failed it, even after the form
   * is gone (the success panel's Close may come first): the overlay keeps it for its next opening.
   */
  onSendFailed?(sent: { values: Record<string, string>; clientId: string }): void;
  /** Told when the server stored the request. */
  onSent?(): void;
  headingLevel?: "h1" | "h2";
  /** Its words in the page's language (decision record 0055): labels, options, messages, notifications. */
  words: ContactWords;
}

/**
 * The contact form. Without JavaScript it is a plain POST to /contact. With it, the same schema
 * checks the fields first; a valid form shows the success panel AT ONCE (R-CONTACT-STATES) and is sent
 * through a fetcher; if the server then fails, the visitor is told to write to sales directly.
 */
export function ContactForm(props: ContactFormProps) {
  const { formToken, initialValues = {}, onClose, onFailure, onSendFailed, onSent, headingLevel = "h2", words } = props;
  const schema = useMemo(() => contactSchemaFor(words), [words]);
  // The page's own /contact (/es/contact, …): the server answers in its language and records it.
  const action = localizedPath("/contact", words.language);
  const idPrefix = `contact${useId().replace(/:/g, "")}`;
  const [clientId] = useState(() => props.clientId ?? newClientId());
  // The first token this form receives is its own: its age is how long the visitor has had it.
  const token = useRef(formToken);
  if (!token.current && formToken) token.current = formToken;
  const [errors, setErrors] = useState(props.initialErrors ?? {});
  const [sentName, setSentName] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(props.initialMessage ?? null);
  const ui = useContext(UiContext);
  const salesEmail = useRootData().config.salesEmail;
  const fetcher = useFetcher<ContactActionData>();
  const mounted = useRef(true);
  /** When this form last showed its 4000 ms error: the shell ignores a notification while one shows. */
  const errorShownAt = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Outside the site shell (the /contact page before it has one) messages show in the form.
  const notify = (options: NotifyOptions) => (ui ? ui.notify(options) : setNotice(options.message ?? null));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const typed = formFields(new FormData(form));
    const values = blankPlaceholders(typed);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf(parsed.error);
      setErrors(found);
      notify({ type: "error", message: say(words, "required"), timer: ERROR_TIMER_MS });
      errorShownAt.current = Date.now();
      const first = CONTACT_FIELDS.find((f) => found[f]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setNotice(null);
    // The success panel must not sit beside a stale "Please provide required values".
    if (errorShownAt.current && Date.now() - errorShownAt.current < ERROR_TIMER_MS) ui?.dismissNotification();
    errorShownAt.current = 0;
    setSentName(parsed.data.Name);
    // Counted for the insights (decision record 0044): sent with the page's next beacon.
    const kind = parsed.data.ContactType === "Request a Demo" ? "demo" : parsed.data.ContactType === "Request Info" ? "info" : null;
    if (kind) queueEvent({ type: "request", kind });
    awaitOutcome(clientId, (result) => {
      if (result.ok) return onSent?.();
      onSendFailed?.({ values: Object.fromEntries(CONTACT_FIELDS.map((f) => [f, typed[f] ?? ""])), clientId });
      if (mounted.current) (onFailure ?? (() => setSentName(null)))();
      // The warning must be seen: if our own error notification may still be showing (the shell
      // ignores a new one meanwhile), show the warning just after it has gone.
      const wait = errorShownAt.current ? errorShownAt.current + ERROR_TIMER_MS + 100 - Date.now() : 0;
      const warn = () => notify({ type: "warning", message: say(words, "failure", { email: salesEmail }), timer: 0, closeable: true });
      if (wait > 0) setTimeout(warn, wait);
      else warn();
    });
    fetcher.submit(values, { method: "post", action });
  }

  return (
    <>
      {sentName !== null ? <ContactSuccess name={sentName} words={words} onClose={onClose} heading={headingLevel} /> : null}
      {/* Kept mounted (hidden) under the success panel, so a failed send can give the form back. */}
      <form method="post" action={action} noValidate onSubmit={onSubmit} className="contact-form" hidden={sentName !== null}>
        {notice ? (
          <p className="contact-notice" role="alert">
            {notice}
          </p>
        ) : null}
        <input type="hidden" name="clientId" value={clientId} />
        <input type="hidden" name="formToken" value={token.current ?? ""} />
        <ContactFields idPrefix={idPrefix} values={initialValues} errors={errors} words={words} />
        <VisitPathField idPrefix={idPrefix} words={words} />
        <button type="submit" className="button contact-submit">
          {say(words, "submit")}
        </button>
      </form>
    </>
  );
}
