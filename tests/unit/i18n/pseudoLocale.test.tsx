import { Outlet } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { Window } from "happy-dom";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import Home from "../../../app/routes/_index";
import SearchPage from "../../../app/routes/search";
import NewsIndex from "../../../app/routes/news._index";
import Customers from "../../../app/routes/customers._index";
import { PAGE_ENGLISH } from "../../../app/lib/i18n/pageWords";
import Company from "../../../app/routes/company";
import TrustCentre from "../../../app/routes/trust-centre";
import PrivacyPage from "../../../app/routes/privacy";
import NewsPost from "../../../app/routes/news.$slug";
import CustomerStoryPage from "../../../app/routes/customers.$slug";
import { PRIVACY_ENGLISH } from "../../../app/lib/privacyPolicy";
import { STORY_KEYS } from "../../../app/components/stories/StoryArticle";
import { loadIslands } from "../../../app/components/islands";
import { homeText } from "../../../app/routeModules/homeText.server";
import { softwareTreeData } from "../../../app/lib/catalogue/softwareTreeData";
import { TREE_ENGLISH } from "../../../app/lib/catalogue/treeWords";
import { INDUSTRIES, MODULE_GROUPS, PRODUCTS, TREE_CATEGORIES } from "../../../app/catalogue";
import { SEARCH_ENGLISH, type SearchMessages } from "../../../app/lib/i18n/searchWords";
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

/** `text` without its pseudo-locale words, innermost first: a value filled in ("{link}") is bracketed inside its sentence's brackets. */
function withoutPseudo(text: string): string {
  let rest = text;
  for (let before = ""; before !== rest;) [before, rest] = [rest, rest.replace(/\[[^[\]]*\]/g, " ")];
  return rest;
}

/**
 * The words of `html` that are English: what is left once the data and the pseudo-locale's words
 * are taken out. A sentence with a link, a date or strong words inside is several text nodes: its
 * brackets open in one and close in another, so the nodes are read as one text.
 */
const leftInEnglish = (html: string, data: readonly string[] = []) =>
  withoutPseudo(
    wordsOf(html)
      .map((text) => [...data, ...NOT_INTERFACE].reduce((rest, d) => rest.split(d).join(" "), text))
      .join("\u0000"),
  )
    .split("\u0000")
    .filter((rest) => /[A-Za-z]{2,}/.test(rest));

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
  return leftInEnglish(html);
}

/** A page rendered as route `id` at `url`, with `data` as its loader's, inside the shell in the pseudo-locale. */
function renderPage(id: string, path: string, url: string, Page: () => JSX.Element, data: unknown): string {
  const Stub = createRemixStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <SiteShell>
          <Outlet />
        </SiteShell>
      ),
      children: [{ id, path, Component: Page }],
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { root: { config: CONFIG, year: 2026, browserWarning: null, language: "es", messages: PSEUDO }, [id]: data } }}
    />,
  );
}

/** Every string in `value` (words in loader data), each through `f`. */
function mapStrings<T>(value: T, f: (text: string) => string, keep: (key: string) => boolean = () => true): T {
  if (typeof value === "string") return f(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, f, keep)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep(k) ? mapStrings(v, f, keep) : v])) as T;
  return value;
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

describe("the pseudo-locale over the home page and /search", () => {
  beforeAll(async () => {
    await loadIslands();
  });

  it("finds no English word of the home page's own, the catalogue tree's included", async () => {
    // The words a language's home is sent (homeText), each through the pseudo-locale; links and art kept.
    const text = mapStrings(await homeText(undefined, "en"), pseudo, (key) => !["path", "href", "src", "leadsTo"].includes(key));
    // The tree with a product chosen (so its detail shows), its words and the catalogue's names in the pseudo-locale.
    const named = <T extends { id: string; name: string }>(list: readonly T[]) => Object.fromEntries(list.map((e) => [e.id, pseudo(e.name)]));
    const names = {
      products: named(PRODUCTS),
      categories: named(TREE_CATEGORIES),
      groups: Object.fromEntries(MODULE_GROUPS.map((g) => [g, pseudo(g)])),
      industries: mapStrings({ ...INDUSTRIES }, pseudo),
    };
    const words = mapStrings({ ...TREE_ENGLISH }, pseudo);
    for (const search of ["category=loans&product=loan-origination", "category=loans&industry=CentralBanks", ""]) {
      const tree = softwareTreeData(new URLSearchParams(search), { language: "es", names, words, summaryOf: () => "[Šümmárý]" });
      const html = renderPage("es/routes/_index", "es", `/es/?${search}`, Home, { ...text, tree, structuredData: "{}", preview: [], stories: null });
      expect(html).toContain('class="software-tree"');
      expect(leftInEnglish(html), search).toEqual([]);
    }
  });

  it("finds no English word on /search with results, a suggestion and none found", () => {
    const words = mapStrings<SearchMessages>({ ...SEARCH_ENGLISH }, pseudo);
    const product = { id: "p", name: "[Ñámé]", path: "/es/p", module: "[Mödülé]", desc: "[Désç]", related: [{ id: "r", name: "[Rél]", path: "/es/r" }] };
    const found = renderPage("es/routes/search", "es/search", "/es/search?q=qqq", SearchPage, {
      q: "qqq",
      products: [product],
      suggestions: [{ kind: "term", term: "[térm]" }],
      others: [{ kind: "kindNews", title: "[Tîtlé]", summary: "[Šümm]", path: "/es/news/a" }],
      words,
      links: { software: "/es/#find-your-software", contact: "/es/contact" },
    });
    expect(leftInEnglish(found, ["qqq"])).toEqual([]);
    const none = renderPage("es/routes/search", "es/search", "/es/search?q=zz", SearchPage, {
      q: "zz",
      products: [],
      suggestions: [],
      others: [],
      words,
      links: { software: "/es/#find-your-software", contact: "/es/contact" },
    });
    expect(leftInEnglish(none, ["zz"])).toEqual([]);
  });

  it("finds no English word of /news's own, with posts, categories and pages", () => {
    const words = mapStrings({ ...PAGE_ENGLISH }, pseudo);
    // The post's date is only written out (a fixed one does): the test looks for English words, not days.
    const html = renderPage("es/routes/news._index", "es/news", "/es/news?page=2", NewsIndex, {
      posts: [{ slug: "a", title: "[Pöšt]", summary: "[Šümm]", publishedAt: "2026-12-01T10:00:00.000Z", category: { name: "[Çát]", slug: "c" }, cover: null }],
      total: 25,
      page: 2,
      pageSize: 10,
      category: null,
      categories: [{ name: "[Çát]", slug: "c", count: 1 }],
      preview: [],
      words,
      englishNotice: pseudo("This part of the page is in English."),
      newsPath: "/es/news",
    });
    // The post's date is in Spanish already (Intl, the page's language).
    expect(leftInEnglish(html, ["1 de diciembre de 2026"])).toEqual([]);
  });

  it("finds no English word of /customers's own, filtered, with a sample story", () => {
    const words = mapStrings({ ...PAGE_ENGLISH }, pseudo);
    const story = {
      slug: "s",
      headline: "[Héádlîñé]",
      customerName: "[Çüšt]",
      segment: "[Šég]",
      region: "[Rég]",
      sample: true,
      figure: { value: "40 %", label: "[léšš]" },
    };
    const html = renderPage("es/routes/customers._index", "es/customers", "/es/customers?segment=x", Customers, {
      stories: [story],
      total: 3,
      segments: [{ value: "x", label: "[Šég]" }],
      products: [{ value: "p", label: "[Prödüçt]" }],
      filter: { segment: "x", product: "" },
      filterLabel: "[Šég]",
      words,
      language: "es",
      englishNotice: pseudo("This part of the page is in English."),
    });
    expect(leftInEnglish(html, ["40 %"])).toEqual([]);
  });
});

describe("the pseudo-locale over /company, /trust-centre, /privacy and the post and story pages", () => {
  const words = mapStrings({ ...PAGE_ENGLISH }, pseudo);
  const notice = pseudo("This part of the page is in English.");

  it("finds no English word of /company's own, with a channel, an office and a sample leader", () => {
    const channel = {
      id: "c",
      contactType: "sales",
      label: "[Šáléš]",
      email: "sales@example.com",
      telephone: "+1 212 555 0142",
      hours: "[Höürš]",
      position: 0,
      sample: true,
    };
    const office = {
      id: "o",
      city: "[Çîtý]",
      role: "[Rölé]",
      street: "[Štréét]",
      locality: "[Löç]",
      region: "[Rég]",
      postalCode: "10001",
      country: "US",
      countryName: "[Çöüñtrý]",
      telephone: "+1 212 555 0100",
      position: 0,
      sample: true,
    };
    const leader = { id: "l", name: "[Ñámé]", title: "[Tîtlé]", bio: "[Bîö]", photo: null, position: 0, sample: true, lang: "en" };
    const html = renderPage("es/routes/company", "es/company", "/es/company", Company, {
      profile: { offices: [office, { ...office, id: "o2" }], leaders: [leader], channels: [channel] },
      englishNotices: { leaders: notice },
      brand: CONFIG.siteTitle,
      words,
      structuredData: "{}",
      preview: [],
      links: { demo: "/es/contact?preset=demo", trust: "/es/trust-centre" },
    });
    expect(leftInEnglish(html)).toEqual([]);
  });

  it("finds no English word of /trust-centre's own, its review dates as the loader wrote them", () => {
    const fact = {
      id: "f",
      section: "security",
      title: "[Fáçt]",
      body: "[Bödý]",
      // Fixed past dates: the page shows them as stored, whatever today is.
      reviewedOn: "2026-11-02",
      position: 0,
      updatedAt: "2026-11-02T00:00:00.000Z",
      reviewedText: "2 de noviembre de 2026",
    };
    const html = renderPage("es/routes/trust-centre", "es/trust-centre", "/es/trust-centre", TrustCentre, {
      englishNotice: notice,
      sections: [
        { id: "security", title: words["trust.section.security"], facts: [fact, { ...fact, id: "g", toBeConfirmed: true }] },
        { id: "disclosure", title: words["trust.section.disclosure"], facts: [] },
      ],
      accessibility: { target: words["trust.a11yTarget"], checks: [words["trust.a11yCheck1"]], limits: [words["trust.a11yLimit1"]] },
      securityTxt: "/.well-known/security.txt",
      links: { contact: "/es/contact", company: "/es/company" },
      preview: [],
      words,
    });
    expect(html).toContain("2 de noviembre de 2026");
    // The security.txt address is a path, not words.
    expect(leftInEnglish(html, ["2 de noviembre de 2026", "/.well-known/security.txt"])).toEqual([]);
  });

  it("finds no English word in /privacy's policy", () => {
    const html = renderPage("es/routes/privacy", "es/privacy", "/es/privacy", PrivacyPage, { words: mapStrings({ ...PRIVACY_ENGLISH }, pseudo) });
    expect(leftInEnglish(html)).toEqual([]);
  });

  it("finds no English word of a post's page of its own, staff's words aside", () => {
    const html = renderPage("es/routes/news.$slug", "es/news/:slug", "/es/news/a", NewsPost, {
      post: {
        slug: "a",
        title: "[Pöšt]",
        summary: "[Šümm]",
        html: "<p>[Bödý]</p>",
        publishedAt: "2026-12-01T10:00:00.000Z",
        category: { name: "[Çát]", slug: "c" },
        author: { name: "[Áüthör]" },
        cover: null,
        contentLanguage: "en",
        englishNotice: pseudo("This article is in English."),
      },
      structuredData: "{}",
      preview: [],
      words,
      newsPath: "/es/news",
    });
    expect(leftInEnglish(html, ["1 de diciembre de 2026"])).toEqual([]);
  });

  it("finds no English word of a customer story's page of its own, staff's words aside", () => {
    const storyWords = Object.fromEntries(STORY_KEYS.map((k) => [k, words[k]]));
    const story = {
      id: "s",
      slug: "s",
      headline: "[Héádlîñé]",
      customerName: "[Çüšt]",
      segment: "x",
      segmentLabel: "[Šég]",
      region: "[Rég]",
      logo: null,
      challenge: "[Çhállé]",
      solution: "[Šölü]",
      results: [{ value: "40 %", label: "[léšš]" }],
      quote: { text: "[Qüöté]", name: "[Ñámé]", title: "[Tîtlé]" },
      products: [{ id: "p", name: "[Prödüçt]", path: "/es/p", summary: "[Šümm]" }],
      published: true,
      sample: true,
      createdAt: "2026-12-01T00:00:00.000Z",
      updatedAt: "2026-12-01T00:00:00.000Z",
      contentLanguage: "es",
    };
    const html = renderPage("es/routes/customers.$slug", "es/customers/:slug", "/es/customers/s", CustomerStoryPage, {
      story,
      preview: false,
      englishNotice: null,
      words: storyWords,
      customersPath: "/es/customers",
    });
    expect(leftInEnglish(html, ["40 %"])).toEqual([]);
  });
});
