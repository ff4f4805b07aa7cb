/**
 * CSV (RFC 4180) that is also safe to open in a spreadsheet. Every cell is quoted, quotes are
 * doubled, and a cell that a spreadsheet would read as a formula (starting with =, +, -, @, or a
 * tab or carriage return that some programs strip first) gets a leading apostrophe, so a contact
 * form that says "=HYPERLINK(...)" stays text (OWASP "CSV injection").
 *
 * An international phone number ("+44 20 7946 0000") starts with "+" but stays as typed: a "+",
 * then only digits (at least seven), spaces, dots, hyphens and brackets cannot name a function or a
 * cell, so it cannot run as a formula, and the sales team copies it into a dialler as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE = /^\+[\d ().-]+$/;
const MIN_PHONE_DIGITS = 7;

const isPhoneNumber = (text: string) => PHONE.test(text) && text.replace(/\D/g, "").length >= MIN_PHONE_DIGITS;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) && !isPhoneNumber(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF (as RFC 4180 says), ending with one; a BOM so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
