/**
 * Text people type, made safe to store and show: every schema for a stored text field runs its
 * value through one of these (`z.string().overwrite(singleLine)`), the browser check and the
 * server alike.
 *
 * Why: SQLite's length() stops at the first NUL, so a name that starts with one fails the
 * table's CHECK (a 500, not a 400); a lone UTF-16 surrogate is stored as three U+FFFD, so a
 * string within the schema's limit can exceed the column's; and control characters in a
 * single-line value end up in mail headers, CSV cells and page titles.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Lone surrogates become U+FFFD (what String.prototype.toWellFormed does). */
export const wellFormed = (s: string): string => s.replace(LONE_SURROGATE, "\ufffd");

/** A one-line value: runs of control characters (line breaks included) become one space; trimmed. */
export const singleLine = (s: string): string =>
  wellFormed(s)
    // eslint-disable-next-line no-control-regex -- removing control characters is what this does
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .trim();

/** A multi-line value: line breaks normalized to \n and kept, tabs kept, other control characters dropped (not trimmed: Markdown's leading spaces mean something). */
export const multiLine = (s: string): string =>
  wellFormed(s)
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- removing control characters is what this does
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
