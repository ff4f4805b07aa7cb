/**
 * What a visitor typed into the contact overlay, kept after the server failed their send (a 503,
 * the rate limit, the network) so that reopening the form offers it again, ready to send
 * (decision record 0048). Kept in this tab's memory only, never in storage: it is gone with the
 * page, and nothing about the visitor outlives their visit. The same client id goes with it, so a
 * resend of a request the server did store (its answer lost) is recognised, never stored twice.
 * A successful send and the visitor's own Close forget it: closing still resets the form.
 */
interface KeptContactForm {
  /** The form's fields as typed (selects with their placeholders, not blanked). */
  values: Record<string, string>;
  clientId: string;
}

let kept: KeptContactForm | null = null;

export const keepContactForm = (form: KeptContactForm) => {
  kept = form;
};
export const keptContactForm = (): KeptContactForm | null => kept;
export const forgetContactForm = () => {
  kept = null;
};
