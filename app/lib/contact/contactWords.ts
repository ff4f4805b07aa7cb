import { fillWords } from "../i18n/fillWords";
import type { Language } from "../i18n/languages";
import { withEnglish } from "../i18n/withEnglish";
import { EMAIL_HINT, REQUIRED_VALUES_MESSAGE } from "../messages";

/**
 * The contact form's words (decision record 0055). English here, with the specification's exact
 * strings; each other language in public/i18n/<code>/contact.json, which the server reads through
 * ASSETS for the /contact page and its action, and the overlay fetches when it opens (neither
 * is in a bundle). What the form submits never changes with the language: an option's value is
 * its English word (sales reads English, the schema accepts it), only what it shows is translated.
 * `{name}` marks a value filled in (`say`).
 */
export const ENGLISH_CONTACT = {
  "title.default": "Contact Us",
  "title.demo": "Request a Demo",
  "title.info": "Request Info",
  close: "Close contact form",
  "page.intro": "Tell us what you are interested in and one of our representatives will contact you.",
  "page.description": "Request a demo or more information about our software for financial institutions.",
  "label.ContactType": "Contact Type",
  "label.Products": "Product",
  "label.Name": "Name",
  "label.CompanyName": "Company Name",
  "label.Email": "Email",
  "label.Phone": "Phone",
  "label.Address": "Address",
  "label.Country": "Country",
  "label.ContactMade": "How did you hear about us?",
  "label.Comments": "Comments",
  "placeholder.ContactType": "Contact Type",
  "placeholder.Products": "I am Interested In...",
  "placeholder.Country": "Country",
  "placeholder.ContactMade": "How Did You Hear About Us?",
  "type.Request a Demo": "Request a Demo",
  "type.Request Info": "Request Info",
  "type.Comments": "Comments",
  "type.Suggestions": "Suggestions",
  "made.Referral": "Referral",
  "made.Web Search": "Web Search",
  "made.Web Ad": "Web Ad",
  "made.Cold Call": "Cold Call",
  "made.Other": "Other",
  "group.Investment": "Investment",
  "group.Trust": "Trust",
  "group.Banking": "Banking",
  "group.Central Banking": "Central Banking",
  "group.Accounting Options": "Accounting Options",
  "group.Add On Options": "Add On Options",
  "error.Products": "Product is Required",
  "error.Name": "Name is Required",
  "error.CompanyName": "Company Name is Required",
  "error.Email": "Email is Required",
  "error.Phone": "Phone is Required",
  "error.productList": "Please choose a product from the list",
  "error.countryList": "Please choose a country from the list",
  "error.typeList": "Please choose a contact type from the list",
  "error.madeList": "Please choose a source from the list",
  "error.tooLong": "{label} must be at most {max} characters",
  "error.notText": "{label} must be text",
  "error.visitPath": "The pages viewed are not a list of this site's pages",
  emailHint: EMAIL_HINT,
  required: REQUIRED_VALUES_MESSAGE,
  submit: "Submit",
  "success.title": "Thank You, {name}",
  "success.body": "One of our representatives will contact you shortly.",
  "success.close": "Close",
  failure: "There was an error processing your form- please contact {email} directly",
  "visit.one": "Include the page I viewed",
  "visit.many": "Include the {n} pages I viewed",
  "visit.list": "The pages you viewed",
  expired: "This form has expired. Please submit it again.",
  tooLarge: "Your message is too long: a request must be at most {kb} KB. Please shorten it and try again.",
  unreadable: "Your form could not be read. Please try again.",
  "rateLimit.one": "Too many requests from your network. Please try again in 1 minute, or contact {email} directly.",
  "rateLimit.many": "Too many requests from your network. Please try again in {minutes} minutes, or contact {email} directly.",
  serverError: "Server Error",
  networkError: "Network Error",
} as const;

export type ContactWordKey = keyof typeof ENGLISH_CONTACT;

export interface ContactWords {
  language: Language;
  messages: Record<ContactWordKey, string>;
  /** Countries' names in the language, by ISO code, in its alphabetical order; empty for English (the list's own names). */
  countries: Record<string, string>;
}

export const ENGLISH_CONTACT_WORDS: ContactWords = { language: "en", messages: ENGLISH_CONTACT, countries: {} };

/** A key's words, `{name}` values filled in. */
export function say(words: ContactWords, key: ContactWordKey, values?: Record<string, string | number>): string {
  return values ? fillWords(words.messages[key], values) : words.messages[key];
}

const strings = (value: unknown): Record<string, string> =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""))
    : {};

/**
 * A language's words from its contact.json as read (`{language, messages, countries}`), English for
 * each key it lacks; all English when the file is missing, unreadable or another language's.
 */
export function contactWordsOf(language: Language, file: unknown): ContactWords {
  const f = (file ?? {}) as { language?: unknown; messages?: unknown; countries?: unknown };
  if (language === "en" || f.language !== language) return language === "en" ? ENGLISH_CONTACT_WORDS : { ...ENGLISH_CONTACT_WORDS, language };
  return { language, messages: withEnglish(ENGLISH_CONTACT, strings(f.messages)), countries: strings(f.countries) };
}

/** Where a language's contact words are among the site's static files. */
export const contactWordsPath = (language: Language) => `/i18n/${language}/contact.json`;
