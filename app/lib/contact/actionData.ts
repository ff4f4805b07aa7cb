/** What the /contact loader hands the form: its id and signed timestamp (none when the load failed). */
export interface ContactFormSeed {
  formToken?: string;
  clientId?: string;
}

/** A sales form refused: the status, the message, each field's error and what was submitted, to fill the form again. */
interface FormRefused {
  ok: false;
  status: number;
  error: string;
  fieldErrors?: Partial<Record<string, string>>;
  /** What a field in error expects, shown under it (the e-mail's "For example, name@bank.com"). */
  fieldHints?: Partial<Record<string, string>>;
  values?: Record<string, string>;
}

/**
 * What the /contact action answers, for the page (no JavaScript) and the fetcher alike; a refusal's
 * status is 0 when the server could not be reached.
 */
export type ContactActionData =
  | { ok: true; name: string }
  | (FormRefused & {
      /** A token for the form shown again. */
      formToken?: string;
    });

/**
 * What a product page's brochure form is answered with: refused (with the errors), or accepted,
 * with the ticket's URL the page starts the download from and confirms.
 */
export type BrochureActionData =
  | { ok: true; status: 200; download: string; /** "Thank you, Ada. The Fed Funds product brochure (PDF, 1.2 MB) is on its way…" */ message: string }
  | FormRefused;
