import { HtmlValidate, type Message, Rule, type AttributeEvent } from "html-validate";

/**
 * An HTML validator for the site's pages, pure JavaScript (CI installs no Java; decision record
 * 0027). html-validate's "standard" preset covers what the Nu HTML checker reported on our pages
 * (content models such as a `<link>` in the body, ARIA misuse); it has no rule for URLs, so
 * `meridian/valid-url` adds the Nu checker's: a URL attribute may not hold characters the URL
 * standard does not allow unencoded (`[` and `]` outside an IPv6 host, spaces, `<>"{}|\^` and
 * backquote, a `%` without two hex digits).
 */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "poster", "cite"]);
const ILLEGAL = /[\s[\]<>"{}|\\^`]|%(?![0-9a-f]{2})/i;

class ValidUrl extends Rule {
  setup() {
    this.on("attr", (event: AttributeEvent) => {
      if (!URL_ATTRIBUTES.has(event.key.toLowerCase()) || typeof event.value !== "string") return;
      // Brackets are legal in an IPv6 host: only what follows the authority is checked.
      const rest = event.value.trim().replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "");
      const bad = ILLEGAL.exec(rest);
      if (bad) this.report(event.target, `Illegal character "${bad[0]}" in URL "${event.value}"`, event.valueLocation ?? event.location);
    });
  }
}

const validator = new HtmlValidate({
  plugins: [{ name: "meridian", rules: { "meridian/valid-url": ValidUrl } }],
  extends: ["html-validate:standard"],
  rules: { "meridian/valid-url": "error" },
});

/** What follows `</html>` in a streamed Remix page: its data scripts, written as the loaders settle. */
const DATA_SCRIPTS = /^(?:<!--\/?\$-->|<script nonce="[^"]*">[\s\S]*?<\/script>|<div hidden id="[^"]*">[\s\S]*?<\/div>)*$/;

export type HtmlReport = { errors: string[]; afterHtml: string; afterHtmlIsDataScripts: boolean };

/** Validates a page up to `</html>` and says whether only Remix's data scripts follow it. */
export async function validatePage(html: string): Promise<HtmlReport> {
  const end = html.indexOf("</html>") + "</html>".length;
  const report = await validator.validateString(html.slice(0, end));
  const messages: Message[] = report.results.flatMap((result) => result.messages);
  const afterHtml = html.slice(end);
  return {
    errors: messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message}`),
    afterHtml,
    afterHtmlIsDataScripts: DATA_SCRIPTS.test(afterHtml),
  };
}
