import { createRemixStub } from "@remix-run/testing";
import { Window } from "happy-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { NotFoundPage } from "../../../app/components/catalogue/NotFoundPage";
import { SiteShell } from "../../../app/components/shell/SiteShell";
import { ENGLISH_MESSAGES, type Messages } from "../../../app/lib/i18n/messages";
import { LANGUAGES } from "../../../app/lib/i18n/languages";

/**
 * A pseudo-locale (decision record 0049): every word accented and about 30 % longer, so a word the
 * shell writes without a message key (left in English) stands out, and so does a layout that only
 * fits English. `{name}` values stay as they are.
 */
const ACCENTS: Record<string, string> = {
  a: "á",
  e: "é",
  i: "î",
  o: "ö",
  u: "ü",
  c: "ç",
  n: "ñ",
  s: "š",
  y: "ý",
  A: "Å",
  E: "É",
  I: "Î",
  O: "Ö",
  U: "Ü",
  C: "Ç",
  N: "Ñ",
  S: "Š",
};
export function pseudo(text: string): string {
  const accented = text.replace(/\{\w+\}|[A-Za-z]/g, (c) => (c.length > 1 ? c : (ACCENTS[c] ?? c)));
  return `[${accented}${"·".repeat(Math.ceil(text.length * 0.3))}]`;
}
const PSEUDO: Messages = Object.fromEntries(Object.entries(ENGLISH_MESSAGES).map(([key, text]) => [key, pseudo(text)]));

const CONFIG = {
  siteTitle: "Meridian Financial Software",
  siteUrl: "https://www.example.com",
  salesEmail: "sales@example.com",
  clientPortalUrl: "https://portal.example.com",
  social: [{ name: "LinkedIn", url: "https://www.linkedin.com/company/x" }],
};

/** The words a page shows: its text and the labels read aloud. */
function wordsOf(html: string): string[] {
  const doc = new Window().document;
  doc.body.innerHTML = html;
  const texts: string[] = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent.trim());
  for (const el of doc.body.querySelectorAll("[aria-label]")) texts.push(el.getAttribute("aria-label")!);
  return texts;
}

/** Data, not interface words: the brand, the site's title, the e-mail address, the year, each language's own name. */
const NOT_INTERFACE = [CONFIG.siteTitle, "Meridian", CONFIG.salesEmail, "LinkedIn", ...LANGUAGES.map((l) => l.name), "404", "2026", "©", "."];

function englishLeft(url: string): string[] {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <SiteShell>
          <NotFoundPage />
        </SiteShell>
      ),
      children: [{ path: "*", Component: () => null }],
    },
  ]);
  const html = renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { root: { config: CONFIG, year: 2026, browserWarning: null, language: "es", messages: PSEUDO } } }}
    />,
  );
  return wordsOf(html)
    .map((text) => NOT_INTERFACE.reduce((rest, data) => rest.split(data).join(" "), text))
    .filter((rest) => /[A-Za-z]{2,}/.test(rest.replace(/\[[^\]]*\]/g, " ")));
}

describe("the pseudo-locale over the shell and the Page Not Found", () => {
  it("accents every word and makes it about 30 % longer, values kept", () => {
    expect(pseudo("Contact Us")).toBe("[Çöñtáçt Üš···]");
    expect(pseudo("{site} on {network}")).toBe("[{site} öñ {network}······]");
  });

  it("finds no English interface word in the header, footer, switcher or Page Not Found", () => {
    expect(englishLeft("/es/no-such-page")).toEqual([]);
  });
});
