/**
 * CSV (RFC 4180) that is also safe to open in a spreadsheet. Every cell is quoted, quotes are
 * doubled, and a cell that a spreadsheet would read as a formula (starting with =, +, -, @, or a
 * tab or carriage return that some programs strip first) gets a leading apostrophe, so a contact
 * form that says "=HYPERLINK(...)" stays text (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows joined with CRLF (as RFC 4180 says), ending with one; a BOM so Excel reads UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
