/** What the /contact loader hands the form: its id and signed timestamp (none when the load failed). */
export interface ContactFormSeed {
  formToken?: string;
  clientId?: string;
}

/** What the /contact action answers, for the page (no JavaScript) and the fetcher alike. */
export type ContactActionData =
  | { ok: true; name: string }
  | {
      ok: false;
      /** The HTTP status; 0 when the server could not be reached. */
      status: number;
      error: string;
      fieldErrors?: Partial<Record<string, string>>;
      /** What was submitted, to fill the form again (no-JavaScript page). */
      values?: Record<string, string>;
      /** A token for the form shown again. */
      formToken?: string;
    };

export const SUCCESS_MESSAGE = "One of our representatives will contact you shortly.";
export const failureMessage = (salesEmail: string) => `There was an error processing your form- please contact ${salesEmail} directly`;

/**
 * What a product page's brochure form is answered with: refused (with the errors), or accepted,
 * with the ticket's URL the page starts the download from and confirms (issue 29).
 */
export type BrochureActionData =
  | { ok: true; status: 200; download: string; /** "Thank you, Ada. The Fed Funds product brochure (PDF, 1.2 MB) is on its way…" */ message: string }
  | {
      ok: false;
      status: number;
      error: string;
      fieldErrors?: Partial<Record<string, string>>;
      /** What was submitted, to fill the form again. */
      values?: Record<string, string>;
    };
