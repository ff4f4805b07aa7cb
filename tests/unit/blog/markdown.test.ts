import { describe, expect, it } from "vitest";
import { markdownToText, renderMarkdown, safeUrl } from "../../../app/server/blog/markdown.server";

/**
 * Classic XSS payloads (OWASP filter-evasion list and friends) written into a post body: none may
 * produce an element, attribute or URL that runs script.
 */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://xss.example/x.js></SCRIPT>",
  "<img src=x onerror=alert(1)>",
  '<IMG SRC="javascript:alert(1);">',
  "<img src=`javascript:alert(1)`>",
  "<svg/onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<body onload=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<details open ontoggle=alert(1)>",
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  "<!--<img src=--><img src=x onerror=alert(1)//-->",
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](javascript&#58;alert(1))",
  "[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))",
  "[click](java%0ascript:alert(1))",
  "[click](<javascript:alert(1)>)",
  "[click](  javascript:alert(1))",
  "[click](vbscript:msgbox(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](file:///etc/passwd)",
  "[click](//evil.example/x)",
  "[click](/\\evil.example)",
  "[click](\\\\\\\\evil.example)",
  "![x](javascript:alert(1))",
  "![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)",
  '![x" onerror="alert(1)](https://img.example/a.png)',
  '[x](https://ok.example "title" onmouseover="alert(1)")',
  '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
  "[ref]: javascript:alert(1)\n\n[click][ref]",
  "<javascript:alert(1)>",
  "`<script>alert(1)</script>`",
  "```html\n<script>alert(1)</script>\n```",
  "    <script>alert(1)</script>",
  "> <img src=x onerror=alert(1)>",
  "* <a href=javascript:alert(1)>x</a>",
  "| a |\n|---|\n| <script>alert(1)</script> |",
];

/** Every tag the renderer produced, and every attribute on it. */
const tags = (html: string) => [...html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)].map((m) => ({ name: m[1]!.toLowerCase(), attrs: m[2]! }));
const ALLOWED_TAGS = new Set([
  "p",
  "a",
  "img",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "strong",
  "em",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "br",
  "del",
  "input",
]);

describe("renderMarkdown: classic XSS payloads are inert", () => {
  it.each(PAYLOADS)("%s", (payload) => {
    const html = renderMarkdown(payload);
    for (const tag of tags(html)) {
      expect(ALLOWED_TAGS, `<${tag.name}> in ${html}`).toContain(tag.name);
      // Attributes are only the renderer's own (href, src, alt, title, rel, loading, class for code).
      // Values are quoted and escaped (no raw quote inside), so this reads each real attribute once.
      const names = [...tag.attrs.matchAll(/\s([a-z-]+)(?:="[^"]*")?/gi)].map((m) => m[1]!.toLowerCase());
      for (const n of names) expect(["href", "src", "alt", "title", "rel", "loading", "class", "align"], `${n} in ${html}`).toContain(n);
      for (const url of [...tag.attrs.matchAll(/(?:href|src)="([^"]*)"/gi)].map((m) => m[1]!)) {
        expect(url, html).toMatch(/^(https?:\/\/|mailto:|\/(?![/\\])|#)/i);
      }
    }
    expect(html).not.toMatch(/<(script|iframe|svg|object|embed|style|form|meta|body|details|math)\b/i);
  });

  it("keeps an escaped attribute value inside its attribute", () => {
    expect(renderMarkdown('![x" onerror="alert(1)](https://img.example/a.png)')).toBe(
      '<p><img src="https://img.example/a.png" alt="x&quot; onerror=&quot;alert(1)" loading="lazy"></p>\n',
    );
  });

  it("shows raw HTML as text rather than dropping it", () => {
    expect(renderMarkdown("Hello <b>world</b>")).toBe("<p>Hello &lt;b&gt;world&lt;/b&gt;</p>\n");
    expect(renderMarkdown("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps unsafe links' text and unsafe images' alt text", () => {
    expect(renderMarkdown("[click me](javascript:alert(1))")).toBe("<p>click me</p>\n");
    expect(renderMarkdown("![a chart](data:image/png;base64,AAAA)")).toBe("<p>a chart</p>\n");
  });
});

describe("renderMarkdown: ordinary Markdown", () => {
  it("renders headings, emphasis, lists, code, quotes and tables", () => {
    const html = renderMarkdown("## Title\n\n**bold** _em_ `code`\n\n- one\n- two\n\n> quote\n\n| a |\n|---|\n| 1 |");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong> <em>em</em> <code>code</code>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<blockquote>\n<p>quote</p>\n</blockquote>");
    expect(html).toContain("<td>1</td>");
  });

  it("links: site paths plain, external ones with rel, mailto allowed", () => {
    expect(renderMarkdown("[news](/news/a)")).toBe('<p><a href="/news/a">news</a></p>\n');
    expect(renderMarkdown("[site](https://example.com/?a=1&b=2)")).toBe(
      '<p><a href="https://example.com/?a=1&amp;b=2" rel="nofollow noopener noreferrer">site</a></p>\n',
    );
    expect(renderMarkdown("[mail](mailto:sales@meridian-fs.example)")).toBe('<p><a href="mailto:sales@meridian-fs.example">mail</a></p>\n');
  });

  it("images from uploads", () => {
    expect(renderMarkdown('![Cover](/media/uploads/abc "The cover")')).toBe(
      '<p><img src="/media/uploads/abc" alt="Cover" title="The cover" loading="lazy"></p>\n',
    );
  });
});

describe("renderMarkdown: links that leave the site", () => {
  it("keeps only the text of protocol-relative links, however spelt", () => {
    // In Markdown "\\\\" is one backslash, so the second and third are "/\\" and "\\\\" in the href.
    for (const href of ["//evil.example", "/\\evil.example", "/\\\\evil.example", "\\\\\\\\evil.example", "\\\\/evil.example"]) {
      expect(renderMarkdown(`[x](${href})`)).toBe("<p>x</p>\n");
    }
  });

  it("marks every off-site link noopener noreferrer nofollow, and no on-site one", () => {
    const html = renderMarkdown("[a](https://a.example) [b](HTTP://b.example/x) [c](/news) [d](#top) [e](news\\\\x)");
    const links = [...html.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]!);
    expect(links).toHaveLength(5);
    for (const attrs of links.slice(0, 2)) expect(attrs).toMatch(/rel="nofollow noopener noreferrer"/);
    for (const attrs of links.slice(2)) expect(attrs).not.toMatch(/rel=/);
    expect(links[4]).toBe('href="news/x"');
  });
});

describe("safeUrl", () => {
  it.each([
    ["https://a.example", true],
    ["http://a.example", true],
    ["mailto:x@y.example", true],
    ["/path", true],
    ["#frag", true],
    ["?q=1", true],
    ["relative/path", true],
    ["javascript:alert(1)", false],
    [" JAVASCRIPT:alert(1)", false],
    ["java\tscript:alert(1)", false],
    ["java\nscript:x", false],
    ["\u0000javascript:x", false],
    ["data:text/html,x", false],
    ["vbscript:x", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["\\\\evil.example", false],
    ["\\/evil.example", false],
    ["/\t\\evil.example", false],
    ["\\path", true],
    ["weird:thing", false],
    ["javascript&#58;alert(1)", false],
    ["a&b/c", false],
    ["a/b&c", true],
  ])("%j → allowed %s", (url, ok) => {
    expect(safeUrl(url) !== null).toBe(ok);
  });
});

describe("markdownToText", () => {
  it("drops markup, keeps escaped text readable and shortens", () => {
    expect(markdownToText("**Hi** <there> & [link](/x)")).toBe("Hi <there> & link");
    expect(markdownToText("word ".repeat(100), 20)).toBe("word word word word…");
  });
});
