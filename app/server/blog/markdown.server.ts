import { Marked, type Tokens } from "marked";

/**
 * Markdown → HTML for blog posts, rendered on the server and safe to inline in a page.
 *
 * Why no HTML sanitizer: Workers have no DOM (DOMPurify needs one) and a parser-based sanitizer
 * is a large dependency with its own bypass history. Instead nothing a writer types can become
 * markup except what marked itself emits for Markdown syntax:
 *  - raw HTML (block and inline) is escaped and shown as text, so <script>, <iframe>, onerror=…
 *    and <svg onload> are inert;
 *  - link and image URLs are allowlisted by scheme (http, https, mailto, and site-relative paths
 *    or fragments; protocol-relative "//host", also spelt with backslashes, is refused); anything else (javascript:, data:, vbscript:, file:, entity-obfuscated forms)
 *    drops the link and keeps its text, or drops the image and keeps its alt text;
 *  - marked escapes text, code, titles and attribute values itself.
 * The result is checked against classic payloads in tests/unit/markdown.test.ts.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The URL if it is safe to put in href/src, else null. Browsers ignore ASCII whitespace and
 * control characters inside a scheme ("java\tscript:"), so those are stripped before the check.
 */
export function safeUrl(raw: string): string | null {
  const url = raw.trim();
  // Browsers read "\\" as "/" in http(s) URLs, so "/\\evil.example" and "\\\\evil.example" are
  // protocol-relative too: compare with backslashes as slashes.
  const squashed = url
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u0020\u007f]/g, "")
    .replace(/\\/g, "/")
    .toLowerCase();
  if (squashed.startsWith("//")) return null; // protocol-relative: another host, and a common filter bypass
  // A site-relative URL is given with its backslashes as the slashes browsers read them as.
  if (squashed.startsWith("/") || squashed.startsWith("#") || squashed.startsWith("?")) return url.replace(/\\/g, "/");
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(squashed);
  if (!scheme) {
    // A relative path such as "news/x". Its first segment may hold neither a colon nor an
    // ampersand: "javascript&#58;…" is harmless once escaped, but refusing it keeps the rule simple.
    const firstSegment = squashed.split(/[/?#]/, 1)[0] ?? "";
    return /[:&]/.test(firstSegment) ? null : url.replace(/\\/g, "/");
  }
  return ["http", "https", "mailto"].includes(scheme[1]!) ? url : null;
}

const titleAttr = (title: string | null | undefined) => (title ? ` title="${escapeHtml(title)}"` : "");

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link(token: Tokens.Link) {
      const inner = this.parser.parseInline(token.tokens);
      const href = safeUrl(token.href);
      if (href === null) return inner;
      const external = /^https?:/i.test(href) ? ' rel="nofollow noopener noreferrer"' : "";
      return `<a href="${escapeHtml(href)}"${titleAttr(token.title)}${external}>${inner}</a>`;
    },
    image(token: Tokens.Image) {
      const src = safeUrl(token.href);
      if (src === null || src.toLowerCase().startsWith("mailto:")) return escapeHtml(token.text);
      return `<img src="${escapeHtml(src)}" alt="${escapeHtml(token.text)}"${titleAttr(token.title)} loading="lazy">`;
    },
  },
});

/** The post body as sanitized HTML. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown, { async: false }) as string;
}

/**
 * How many pictures in a body have no text alternative (`![](…)`). The editor and the API refuse
 * such a body: a picture in a post must say what it shows to someone who cannot see it (WCAG 1.1.1).
 */
export function picturesWithoutAlt(markdown: string): number {
  let count = 0;
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "image" && (token as Tokens.Image).text.trim() === "") count++;
  });
  return count;
}

/** Plain text of a Markdown body (for RSS descriptions and meta), without markup. */
export function markdownToText(markdown: string, maxLength = 300): string {
  const html = renderMarkdown(markdown);
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
