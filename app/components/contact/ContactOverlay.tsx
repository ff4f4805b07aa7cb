import { useFetcher } from "@remix-run/react";
import { OverlayClose } from "~/components/shell/OverlayClose";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { afterNextPaint } from "~/browser/afterPaint";
import type { ContactPreset } from "~/lib/shellUi";
import { useLanguage } from "~/hooks/messages";
import { contactWordsOf, say, type ContactWords } from "~/lib/contact/contactWords";
import type { Language } from "~/lib/i18n/languages";
import { fetchContactWords, fetchedContactWords } from "./contactWordsFile";

export { keepContactWords } from "./contactWordsFile";
import { useOverlay } from "~/components/shell/useOverlay";
import { reopenedValues } from "~/lib/contact/presets";
import { forgetContactForm, keepContactForm, keptContactForm } from "~/browser/keptContactForm";
import type { ContactFormSeed } from "~/lib/contact/actionData";
import { ContactForm } from "./ContactForm";

interface ContactOverlayProps {
  preset: ContactPreset;
  onClose(): void;
}

/**
 * The contact form as a modal dialog over any page (R-CONTACT-OVERLAY), with the shell's overlay
 * behaviour (focus in and back, Tab kept inside, Escape closes, page inert). The shell mounts it
 * on open and unmounts it on close, so every opening is a fresh form: closing resets values,
 * errors and the success panel. One exception (decision record 0048): after the server failed a
 * send, the form closes with its warning, and the next opening offers what was typed (with the
 * same client id), until it is sent or the visitor closes the form themselves. A click on the
 * backdrop does not close it: a stray click must not throw away what a prospect typed. The panel
 * stops short of the notification lane at the foot of the screen, so the form's notifications
 * never cover its controls (contact.css).
 */
export function ContactOverlay({ preset, onClose }: ContactOverlayProps) {
  const titleId = useId();
  const words = useContactWords(useLanguage());
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // What a failed send left, read once per opening.
  const [kept] = useState(keptContactForm);
  // The visitor's own Close (the button, Escape, the success panel's Close) resets the form (§4).
  const closeByVisitor = () => {
    forgetContactForm();
    close.current();
  };
  // Focus goes to the first field, not the close button: the visitor came here to write.
  useOverlay(dialog, closeByVisitor, "form select");

  // The signed timestamp comes from the /contact loader, like the no-JavaScript page's; once per
  // opening, asked for once the form is on screen: a fetcher's start re-renders what reads the
  // router's state (the document's <Meta>, <Links> and <Scripts> among it), work the first frame
  // need not wait for on a phone. Nobody submits within that frame.
  const token = useFetcher<ContactFormSeed>();
  useEffect(() => {
    return afterNextPaint(() => token.load("/contact"));
    // Once per opening: the fetcher object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const presetKey = preset.kind === "default" ? "default" : `${preset.kind}:${preset.productId ?? ""}`;
  return (
    <dialog ref={dialog} open aria-modal="true" aria-labelledby={titleId} className="overlay overlay--centered contact-overlay">
      <div className="overlay-panel contact-panel">
        {/* The title and close in a bar of their own, outside the scrolling form: the close
            button never sits over a field, however far the form has scrolled. The title says what
            the form was opened for. */}
        <div className="contact-head">
          <h2 id={titleId}>{say(words, preset.kind === "demo" ? "title.demo" : preset.kind === "info" ? "title.info" : "title.default")}</h2>
          <OverlayClose label={say(words, "close")} onClose={closeByVisitor} />
        </div>
        <div className="contact-scroll">
          <ContactForm
            key={presetKey}
            formToken={token.data?.formToken}
            clientId={kept?.clientId}
            initialValues={reopenedValues(preset, kept?.values)}
            onClose={closeByVisitor}
            onFailure={() => close.current()}
            onSendFailed={keepContactForm}
            onSent={forgetContactForm}
            words={words}
          />
        </div>
      </div>
    </dialog>
  );
}

/**
 * The form's words in the page's language: fetched with the overlay's code on its first opening
 * (loadContactOverlay), so normally here at once. A language first met later (the visitor switched
 * language since) shows English until its words arrive; a file that cannot be fetched leaves English.
 */
function useContactWords(language: Language): ContactWords {
  const [file, setFile] = useState(() => fetchedContactWords(language));
  useEffect(() => {
    if (language === "en" || (file as { language?: string } | undefined)?.language === language) return;
    let current = true;
    void fetchContactWords(language).then((arrived) => current && arrived && setFile(arrived));
    return () => {
      current = false;
    };
  }, [language, file]);
  return useMemo(() => contactWordsOf(language, file), [language, file]);
}
