import type { ContactRequest } from "../../lib/contact/schema";
import { requestLanguageName } from "../../lib/contact/requestLanguage";
import { fillWords } from "../../lib/i18n/fillWords";
import { ENGLISH_ACKNOWLEDGEMENT_WORDS, type AcknowledgementWords } from "../i18n/acknowledgementWords.server";

/**
 * The two messages a contact request causes (decision record 0013): the notification to sales and
 * the acknowledgement to the prospect. Each has plain text and HTML; every field the visitor typed
 * is escaped in the HTML (the text part is plain text, which mail clients do not interpret).
 */
type Stored = ContactRequest & { id: string; createdAt: string; language?: string };

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A header line must stay one line: a visitor's line breaks never reach a mail header. */
const oneLine = (v: string) => v.replace(/[\r\n\t]+/g, " ").trim();

const fieldsOf = (r: Stored): [label: string, value: string, multiline: boolean][] => [
  ["Contact Type", r.ContactType || "", false],
  ["Products", r.Products, false],
  ["Name", r.Name, false],
  ["Company Name", r.CompanyName, false],
  ["Email", r.Email, false],
  ["Phone", r.Phone, false],
  ["Address", r.Address, true],
  ["Country", r.Country || "", false],
  ["How They Found Us", r.ContactMade || "", false],
  ["Comments", r.Comments, true],
  // Sales answers in the language the prospect wrote in.
  ["Language", requestLanguageName(r.language ?? "en"), false],
];

function textFields(r: Stored): string[] {
  return fieldsOf(r).flatMap(([label, value, multiline]) => {
    if (!multiline) return [`${label}: ${value || "(not given)"}`];
    return [
      `${label}:`,
      value
        ? value
            .split("\n")
            .map((line) => `  ${line}`)
            .join("\n")
        : "  (not given)",
    ];
  });
}

function htmlFields(r: Stored): string {
  const rows = fieldsOf(r)
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${value ? escapeHtml(value) : "<em>(not given)</em>"}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellspacing="0" cellpadding="0" style="border-collapse:collapse">${rows}</table>`;
}

const page = (title: string, body: string, words: Pick<AcknowledgementWords, "locale" | "dir"> = ENGLISH_ACKNOWLEDGEMENT_WORDS) =>
  `<!doctype html><html lang="${words.locale}"${words.dir === "rtl" ? ' dir="rtl"' : ""}><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:system-ui,-apple-system,Segoe UI,sans-serif;font-size:15px;line-height:1.5;color:#1a1a1a">${body}</body></html>`;

/** The link staff follow to the request in the inbox. */
const inboxLink = (siteUrl: string, id: string) => new URL(`/admin/sales-requests/${encodeURIComponent(id)}`, siteUrl).toString();

/** The notification to sales: every field, the product, a link to the request in the inbox. */
export function salesRequestEmail(request: Stored, siteTitle: string, siteUrl: string): EmailContent {
  const kind = request.ContactType || "Contact request";
  const subject = oneLine(`[${siteTitle}] ${kind}: ${request.Products} (${request.CompanyName})`).slice(0, 300);
  const link = inboxLink(siteUrl, request.id);
  const text = [
    `A new sales request arrived through the ${siteTitle} website.`,
    "",
    ...textFields(request),
    "",
    `Open it in the inbox: ${link}`,
    `Reply to this message to answer ${request.Name} directly.`,
    `Request id: ${request.id}`,
    `Received: ${request.createdAt}`,
  ].join("\n");
  const html = page(
    subject,
    `<p>A new sales request arrived through the ${escapeHtml(siteTitle)} website for <strong>${escapeHtml(request.Products)}</strong>.</p>` +
      htmlFields(request) +
      `<p><a href="${escapeHtml(link)}">Open the request in the inbox</a></p>` +
      `<p style="color:#555">Reply to this message to answer ${escapeHtml(request.Name)} directly. Request id: ${escapeHtml(request.id)}. Received: ${escapeHtml(request.createdAt)}.</p>`,
  );
  return { subject, text, html };
}

/**
 * The acknowledgement to the prospect (replies go to sales), in the language the request was made
 * in (`words`; English by default). It carries nothing they typed but their name and the products
 * they chose from our list: the form must not be a way to make the site mail anyone's words to any
 * inbox. What they sent is in the sales notification.
 */
export function acknowledgementEmail(request: Stored, siteTitle: string, salesEmail: string, words = ENGLISH_ACKNOWLEDGEMENT_WORDS): EmailContent {
  const m = words.messages;
  const name = oneLine(request.Name);
  const subject = oneLine(fillWords(m.subject, { products: request.Products })).slice(0, 300);
  const values = { name, products: request.Products, site: siteTitle, email: salesEmail };
  const text = [fillWords(m.greeting, values), "", fillWords(m.thanks, values), "", fillWords(m.notYou, values), "", siteTitle].join("\n");
  const html = page(
    subject,
    `<p>${fillHtml(m.greeting, { name: escapeHtml(name) })}</p>` +
      `<p>${fillHtml(m.thanks, { products: `<strong>${escapeHtml(request.Products)}</strong>`, site: escapeHtml(siteTitle) })}</p>` +
      `<p>${fillHtml(m.notYou, { email: `<a href="mailto:${escapeHtml(salesEmail)}">${escapeHtml(salesEmail)}</a>` })}</p>` +
      `<p>${escapeHtml(siteTitle)}</p>`,
    words,
  );
  return { subject, text, html };
}

/** A template's `{name}` values filled in for HTML: the template's own words escaped, the values given as HTML already. */
const fillHtml = (template: string, html: Record<string, string>) =>
  template
    .split(/(\{\w+\})/)
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      return key && key in html ? html[key]! : escapeHtml(part);
    })
    .join("");
