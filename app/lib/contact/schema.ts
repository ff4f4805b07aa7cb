// zod's mini build: the same validation core with function-style checks that tree-shake, so the
// contact form (which carries this schema to the browser) stays a few KB instead of all of zod.
import * as z from "zod/mini";
import { multiLine as cleanMultiLine, singleLine as cleanSingleLine } from "../plainText";
import { isCountryName } from "./countries";
import { isProductName } from "./productOptions";
import { EMAIL_HINT, REQUIRED_VALUES_MESSAGE } from "../messages";
import { REQUEST_LANGUAGES } from "./requestLanguage";
import { ENGLISH_CONTACT, ENGLISH_CONTACT_WORDS, say as sayIn, type ContactWordKey, type ContactWords } from "./contactWords";

/**
 * The one schema of a contact request (R-ENTITIES, R-CONTACT-VALIDATION, R-CONSTANTS), shared by the form in the browser, the
 * Remix action and the JSON API. Field names on the wire are the spec's; `clientId` (the form
 * instance's id, for idempotency), `website` (the honeypot) and `formToken` (the signed
 * timestamp) ride along.
 */

export const CONTACT_TYPES = ["Request a Demo", "Request Info", "Comments", "Suggestions"] as const;
/** A request stored by a product page's brochure form (decision record 0015); never a choice on the contact form. */
export const BROCHURE_DOWNLOAD = "Brochure download";
export const CONTACT_MADE = ["Referral", "Web Search", "Web Ad", "Cold Call", "Other"] as const;

/** What each select shows (and submits) before the visitor picks something. */
export const PLACEHOLDERS = {
  ContactType: "Contact Type",
  Products: "I am Interested In...",
  Country: "Country",
  ContactMade: "How Did You Hear About Us?",
} as const;

export const LIMITS = {
  Products: 200,
  Name: 100,
  CompanyName: 200,
  Email: 254,
  Phone: 16,
  Address: 200,
  Country: 100,
  Comments: 4000,
} as const;

export const CONTACT_FIELDS = ["ContactType", "Products", "Name", "CompanyName", "Email", "Phone", "Address", "Country", "ContactMade", "Comments"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const HONEYPOT_FIELD = "website";
export { REQUIRED_VALUES_MESSAGE };
/** The specification gives the e-mail field one message, for "required, and email format" alike. */
export const INVALID_EMAIL_MESSAGE = ENGLISH_CONTACT["error.Email"];
export { EMAIL_HINT };

/** R-CONTACT-VALIDATION: a select whose value equals its placeholder is sent as empty. */
export function blankPlaceholders<T extends Record<string, unknown>>(input: T): T {
  const out: Record<string, unknown> = { ...input };
  for (const [field, placeholder] of Object.entries(PLACEHOLDERS)) {
    if (typeof out[field] === "string" && (out[field] as string).trim() === placeholder) out[field] = "";
  }
  return out as T;
}

// Single-line fields go into an e-mail subject and headers: control characters (CR/LF) become
// spaces so nothing can be injected there. Multi-line fields keep their line breaks.
const singleLine = (v: unknown) => (v == null ? "" : typeof v === "string" ? cleanSingleLine(v) : v);
const multiLine = (v: unknown) => (v == null ? "" : typeof v === "string" ? cleanMultiLine(v).trim() : v);

/** zod/mini has no preprocess: it is the same pipe from a transform into the schema. */
const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

type Say = (key: ContactWordKey, values?: Record<string, string | number>) => string;

function text(say: Say, label: string, max: number, options: { required?: string; multiline?: boolean } = {}) {
  const checks = [
    ...(options.required ? [z.minLength(1, { error: options.required, abort: true })] : []),
    z.maxLength(max, say("error.tooLong", { label, max })),
  ];
  return preprocess(options.multiline ? multiLine : singleLine, z.string({ error: say("error.notText", { label }) }).check(...checks));
}

const optionalChoice = <T extends readonly string[]>(values: T, error: string) =>
  preprocess(singleLine, z.enum(["", ...values] as [string, ...string[]], { error }));

const meta = (v: unknown) => (v == null || v === "" ? undefined : v);

/** How many pages of the visit a form may carry, and each one's bounds (app/browser/insights/pending.ts keeps them). */
const VISIT_PATH_MAX = 20;
/** A visit list as the forms send it: JSON of at most 20 {path, title}, a path being the site's own ("/…"). */
function isVisitPath(v: string): boolean {
  try {
    const pages: unknown = JSON.parse(v);
    return (
      Array.isArray(pages) &&
      pages.length >= 1 &&
      pages.length <= VISIT_PATH_MAX &&
      pages.every(
        (p: { path?: unknown; title?: unknown }) =>
          typeof p?.path === "string" && /^\/[^\s]{0,299}$/.test(p.path) && !p.path.startsWith("//") && typeof p.title === "string" && p.title.length <= 200,
      )
    );
  } catch {
    return false;
  }
}
/** Sent only when the visitor ticked the box (decision record 0044); absent otherwise. */
const visitPathRule = (error: string) =>
  preprocess(meta, z.optional(z.string().check(z.maxLength(4000, "The pages viewed are too long"), z.refine(isVisitPath, { error }))));

/**
 * Each field's rules, once, with the messages in the form's language (decision record 0055): the
 * contact form and the brochure form take theirs from here.
 */
function fieldRules(words: ContactWords) {
  const say: Say = (key, values) => sayIn(words, key, values);
  const label = (field: ContactField) => say(`label.${field}`);
  return {
    ContactType: optionalChoice(CONTACT_TYPES, say("error.typeList")),
    Products: text(say, label("Products"), LIMITS.Products, { required: say("error.Products") }).check(
      z.refine((v: string) => isProductName(v), { error: say("error.productList") }),
    ),
    Name: text(say, label("Name"), LIMITS.Name, { required: say("error.Name") }),
    CompanyName: text(say, label("CompanyName"), LIMITS.CompanyName, { required: say("error.CompanyName") }),
    // The specification gives the e-mail field one message, for "required, and email format" alike.
    Email: z.pipe(text(say, label("Email"), LIMITS.Email, { required: say("error.Email") }), z.email({ error: say("error.Email") })),
    Phone: text(say, label("Phone"), LIMITS.Phone, { required: say("error.Phone") }),
    Address: text(say, label("Address"), LIMITS.Address, { multiline: true }),
    Country: text(say, label("Country"), LIMITS.Country).check(z.refine((v: string) => v === "" || isCountryName(v), { error: say("error.countryList") })),
    ContactMade: optionalChoice(CONTACT_MADE, say("error.madeList")),
    Comments: text(say, label("Comments"), LIMITS.Comments, { multiline: true }),
    clientId: preprocess(meta, z.optional(z.string({ error: "Invalid form id" }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "Invalid form id" })))),
    [HONEYPOT_FIELD]: preprocess(meta, z.optional(z.string())),
    formToken: preprocess(meta, z.optional(z.string().check(z.maxLength(200)))),
    visitPath: visitPathRule(say("error.visitPath")),
    /** The language the request is made in; absent, the page's (the Remix action) or English (the API). */
    language: preprocess(meta, z.optional(z.enum(REQUEST_LANGUAGES, { error: "Unknown language: one of en, es, fr, pt, ar" }))),
  };
}

const FIELD_RULES = fieldRules(ENGLISH_CONTACT_WORDS);

const blankObjectPlaceholders = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? blankPlaceholders(v as Record<string, unknown>) : v);

/** The contact request's schema with its messages in `words`' language (the form's, and the /xx/contact action's). */
export const contactSchemaFor = (words: ContactWords) => preprocess(blankObjectPlaceholders, z.object(fieldRules(words)));

/** The contact request's schema in English: the JSON API's, and the type of every request. */
export const contactSchema = preprocess(blankObjectPlaceholders, z.object(FIELD_RULES));

/**
 * A product page's brochure form: name, company and e-mail with exactly the contact
 * form's rules and messages, and the same honeypot. The product is the page's, never a field.
 */
export const BROCHURE_FIELDS = ["Name", "CompanyName", "Email"] as const;
export const brochureRequestSchema = z.object({
  Name: FIELD_RULES.Name,
  CompanyName: FIELD_RULES.CompanyName,
  Email: FIELD_RULES.Email,
  [HONEYPOT_FIELD]: FIELD_RULES[HONEYPOT_FIELD],
  visitPath: FIELD_RULES.visitPath,
});

type ContactInput = z.infer<typeof contactSchema>;
/** The ten fields of a contact request as stored and mailed. */
export type ContactRequest = Pick<ContactInput, ContactField>;
