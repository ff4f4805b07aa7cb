import { Field } from "~/components/forms/Field";
import type { BrochureActionData } from "~/lib/contact/actionData";

export interface BrochureOfferData {
  filename: string;
  size: string;
}

/** The honeypot, as the contact form hides it: people never see or reach it; bots fill it. */
const HIDDEN = { position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" } as const;

/**
 * "Download the brochure" (issue 14): a disclosure with a plain form that posts to the product
 * page itself, so it works without JavaScript and adds no script of its own. The server checks
 * the contact form's rules (no browser validation: its messages are the ones shown), stores the
 * request and answers with the file; a refused form comes back open, with its errors.
 */
export function BrochureOffer({
  productName,
  path,
  brochure,
  result,
}: {
  productName: string;
  path: string;
  brochure: BrochureOfferData;
  result?: BrochureActionData;
}) {
  const errors = result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const field = (name: "Name" | "CompanyName" | "Email") => ({
    name,
    id: `brochure-${name}`,
    required: true,
    markRequired: true,
    "aria-required": true as const,
    error: errors[name],
    defaultValue: values[name] ?? "",
  });
  return (
    <section id="brochure" className="brochure-offer" aria-labelledby="brochure-title">
      <div className="brochure-offer-intro">
        <p className="brochure-offer-kind" aria-hidden="true">
          PDF
        </p>
        <div>
          <h2 id="brochure-title">The {productName} brochure</h2>
          <p>
            {brochure.filename} · {brochure.size}. Tell us who you are and the download starts at once.
          </p>
        </div>
      </div>
      <details className="brochure-offer-details" open={result ? true : undefined}>
        <summary className="button">Download the brochure</summary>
        <form method="post" action={`${path}#brochure`} noValidate className="form brochure-form" aria-label={`Download the ${productName} brochure`}>
          {result ? (
            <p className="form-error" role="alert">
              {result.error}
            </p>
          ) : null}
          <Field label="Name" type="text" maxLength={100} autoComplete="name" {...field("Name")} />
          <Field label="Company Name" type="text" maxLength={200} autoComplete="organization" {...field("CompanyName")} />
          <Field label="Email" type="email" maxLength={254} autoComplete="email" {...field("Email")} />
          <div aria-hidden="true" style={HIDDEN}>
            <label htmlFor="brochure-website">Leave this field empty</label>
            <input id="brochure-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <p className="field-hint brochure-form-note">
            <span aria-hidden="true">* </span>Required. Our sales team receives your details and may contact you about {productName} (
            <a href="/privacy">privacy policy</a>).
          </p>
          <button type="submit" className="button">
            Download PDF
          </button>
        </form>
      </details>
    </section>
  );
}
