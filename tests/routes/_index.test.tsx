import { useLoaderData } from "@remix-run/react";
import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/_index";
import { contactHref } from "../../app/lib/shellUi";
import { SoftwareTree } from "../../app/components/catalogue/SoftwareTree";
import { HomeSection } from "../../app/components/home/HomeSections";
import type { SoftwareTreeData } from "../../app/lib/catalogue/softwareTreeData";
import type { HomeText } from "../../app/components/home/homeWords";
import { HOME_ENGLISH } from "../../app/components/home/homeWords";
import { publishedStory } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";

const { env, context } = await platform();
type Home = { tree: SoftwareTreeData; structuredData: string; hero: { families: { path: string }[] } };
const open = (search: string) => load<Home>(route.loader, `http://localhost/${search}`, context);

// app/routes/_index.tsx: the home page, whose "Find Your Software" keeps its selection in the query.
describe("/", () => {
  it("sends a hand-edited selection to the selection it can show (302), other parameters kept", async () => {
    const answer = await open("?industry=CentralBanks&category=loans&product=loan-origination&ref=mail");
    expect([answer.status, answer.location]).toEqual([302, "/?category=loans&industry=CentralBanks&ref=mail"]);
    const product = await open("?product=fed-funds");
    expect(product.location).toBe("/?category=bank-operations&product=fed-funds");
  });

  it("opens a shared selection as it was, with the Organization JSON-LD and the six families", async () => {
    const page = await open("?category=loans&product=loan-origination&industry=CommercialBanks");
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body.tree)).toContain('"loan-origination"');
    expect(JSON.parse(page.body.structuredData)).toMatchObject({ "@type": "Organization" });
    expect(page.body.hero.families.map((f) => f.path)).toEqual(["/banking", "/central-banking", "/investment", "/trust", "/accounting", "/module-options"]);
  });

  it("says everything in English at /, the brand filled in", async () => {
    const { body } = await load<HomeText>(route.loader, "http://localhost/", context);
    expect(body.words.heroTitle).toBe(HOME_ENGLISH.heroTitle);
    expect(body.words.aboutTitle).toBe("About Meridian");
    expect(body.words.heroLead).toMatch(/^Meridian builds banking/);
    expect(body.moduleOptions[0]).toMatchObject({ name: "Consulting", path: "/services-and-software-features/consulting-services" });
    expect(body.aboutLinks.map((l) => l.path)).toEqual(["/customers", "/trust-centre", "/company", "/news"]);
  });

  it.each([
    ["es", "Sistemas para el trabajo detrás de cada cuenta, operación y libro contable", "Consultoría", "Bancos centrales", "Hable con nosotros"],
    ["fr", "Des systèmes pour le travail derrière chaque compte, chaque opération et chaque grand livre", "Conseil", "Banques centrales", "Parlons-en"],
    ["pt", "Sistemas para o trabalho por trás de cada conta, operação e livro contábil", "Consultoria", "Bancos centrais", "Fale conosco"],
    ["ar", "أنظمة للعمل الذي يقف وراء كل حساب وكل صفقة وكل دفتر", "الاستشارات", "البنوك المركزية", "تحدّث إلينا"],
  ])(
    "at /%s/ says the hero, the sections, the options, the audiences, the steps and About in the language, linking within it",
    async (lang, title, option, audience, step) => {
      const { status, body } = await load<HomeText>(route.loader, `http://localhost/${lang}/`, context);
      expect(status).toBe(200);
      expect(body.words.heroTitle).toBe(title);
      expect(body.words.heroLead).toContain("Meridian");
      expect(body.words.heroLead).not.toContain("{brand}");
      expect(body.moduleOptions[0]).toMatchObject({ name: option, path: `/${lang}/services-and-software-features/consulting-services` });
      expect(body.audiences[1]).toMatchObject({ title: audience, href: `/${lang}/central-banking` });
      expect(body.audiences.find((a) => a.leadsTo === "products")?.href).toMatch(new RegExp(`^/${lang}/\\?industry=`));
      expect(body.steps[0]?.title).toBe(step);
      expect(body.hero.families.every((f) => f.path.startsWith(`/${lang}/`))).toBe(true);
      expect(body.aboutLinks.every((l) => l.path.startsWith(`/${lang}/`))).toBe(true);
      // Nothing left in English: every word, option, audience, step and paragraph differs from it.
      const english = (await load<HomeText>(route.loader, "http://localhost/", context)).body;
      for (const key of Object.keys(HOME_ENGLISH) as (keyof typeof HOME_ENGLISH)[]) {
        if (key !== "softwareEyebrow" || lang === "fr" || lang === "ar") expect(body.words[key], key).not.toBe(english.words[key]);
      }
      body.moduleOptions.forEach((o, i) => expect(o.text).not.toBe(english.moduleOptions[i]?.text));
      body.audiences.forEach((a, i) => expect(a.who).not.toBe(english.audiences[i]?.who));
      body.steps.forEach((s, i) => expect(s.text).not.toBe(english.steps[i]?.text));
      body.about.forEach((p, i) => expect(p).not.toBe(english.about[i]));
    },
  );

  it("sends the tree's words, names and links in English at / (the specification's strings)", async () => {
    const { tree } = (await open("?category=loans")).body;
    expect(tree.words).toMatchObject({ root: "Find Your Software", fullList: "Full Product List", allIndustries: "All industries", reset: "Reset" });
    expect(tree.words.chooseProduct).toBe("Choose a Loans product to see what it does.");
    expect(tree.categories.find((c) => c.selected)).toMatchObject({
      name: "Loans",
      href: "/?category=loans#find-your-software",
      productsLabel: "Loans products",
    });
    expect(tree.industries[1]).toEqual({ id: "CentralBanks", label: "Central Banks" });
    expect([tree.home, tree.filterAction]).toEqual(["/", "/#find-your-software"]);
    const focused = (await open("?category=loans&product=loan-origination")).body.tree.focus!;
    expect(focused).toMatchObject({ name: "Loan Origination", view: "View Loan Origination", path: "/loans/loan-origination" });
    expect(focused.serves).toMatch(/^Serves: Commercial Banks/);
  });

  it.each([
    [
      "es",
      "Encuentre su software",
      "Lista completa de productos",
      "Todos los sectores",
      "Préstamos",
      "Elija un producto de Préstamos para ver qué hace.",
      "Bancos centrales",
    ],
    ["ar", "اعثر على برنامجك", "القائمة الكاملة للمنتجات", "كل القطاعات", "القروض", "اختر منتجًا من القروض لترى ما يفعله.", "البنوك المركزية"],
  ])(
    "at /%s/ the tree says its words, the categories, products and industries in the language, linking within it",
    async (lang, root, fullList, all, loans, prompt, centralBanks) => {
      const page = await load<Home>(route.loader, `http://localhost/${lang}/?category=loans`, context);
      expect(page.status).toBe(200);
      const { tree } = page.body;
      expect(tree.words).toMatchObject({ root, fullList, allIndustries: all, chooseProduct: prompt });
      expect(tree.categories.find((c) => c.selected)).toMatchObject({ name: loans, href: `/${lang}/?category=loans#find-your-software` });
      expect(tree.categories.every((c) => c.href.startsWith(`/${lang}/?`))).toBe(true);
      expect(tree.industries[1]).toEqual({ id: "CentralBanks", label: centralBanks });
      expect([tree.home, tree.filterAction, tree.fullListHref]).toEqual([`/${lang}/`, `/${lang}/#find-your-software`, `/${lang}/#find-your-software`]);
      // No English chrome left: every word differs from the English one.
      const english = (await open("?category=loans")).body.tree.words;
      for (const key of Object.keys(english) as (keyof typeof english)[]) if (key !== "listSeparator") expect(tree.words[key], key).not.toBe(english[key]);
      // A chosen product: its name, summary and the words about it in the language, its page within it.
      const focused = (await load<Home>(route.loader, `http://localhost/${lang}/?category=loans&product=loan-origination`, context)).body.tree;
      const englishFocus = (await open("?category=loans&product=loan-origination")).body.tree.focus!;
      expect(focused.focus!.path).toBe(`/${lang}/loans/loan-origination`);
      for (const key of ["name", "summary", "serves", "view"] as const) expect(focused.focus![key], key).not.toBe(englishFocus[key]);
      expect(focused.resetHref).toBe(`/${lang}/?category=loans#find-your-software`);
      // Arabic's own comma between the industries' names.
      expect(focused.focus!.serves).toContain(lang === "ar" ? "، " : ", ");
    },
  );

  it("renders the customer stories' section in the language, its links within it", async () => {
    const story = await publishedStory(env);
    const { body } = await load<{ stories: string }>(route.loader, "http://localhost/pt/", context);
    expect(body.stories).toContain("O que as instituições mudaram com o nosso software");
    expect(body.stories).toContain('href="/pt/customers"');
    expect(body.stories).toContain(`href="/pt/customers/${story.slug}"`);
    expect(body.stories).not.toContain("All customer stories");
  });
});

// The page as a visitor reads it: the real route module (loader, headers, component). These were
// browser cases (tests/e2e/catalogue.spec.ts); nothing in them needs one.
describe("/, as rendered", () => {
  const tree = (view: ReturnType<typeof renderRoute>) => view.getByRole("navigation", { name: "Full Product List" });
  // The home page's Find Your Software section as the route renders it, from the route's loader.
  // (The whole page also has the shell's links, which need the shell around them.)
  const findYourSoftware = {
    loader: route.loader,
    default: function FindYourSoftware() {
      const { tree, words } = useLoaderData<typeof route.loader>() as unknown as Home & { words: HomeText["words"] };
      return (
        <HomeSection anchor="find-your-software" head={{ eyebrow: words.softwareEyebrow, title: words.softwareTitle, lead: words.softwareLead }}>
          <SoftwareTree data={tree} />
        </HomeSection>
      );
    },
  };

  it("carries the Organization JSON-LD and is cacheable", async () => {
    const page = await open("");
    const headers = new Headers(
      route.headers({
        loaderHeaders: page.headers,
        actionHeaders: new Headers(),
        parentHeaders: new Headers(),
        errorHeaders: undefined,
      } as never) as HeadersInit,
    );
    expect(headers.get("Cache-Control")).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
    expect(JSON.parse(page.body.structuredData)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Meridian Financial Software",
    });
  });

  it("Find Your Software lists the nine categories with their counts", async () => {
    const view = renderRoute(findYourSoftware, { path: "/", url: "/", context });
    await view.findByRole("navigation", { name: "Full Product List" });
    expect(view.container.querySelector("#find-your-software")!.getAttribute("aria-labelledby")).toBe("find-your-software-title");
    expect([...tree(view).querySelectorAll("ul > li > ul > li > a")].map((a) => a.textContent)).toEqual([
      "Accounting (7)",
      "Bank Operations (6)",
      "Central Bank Operations (11)",
      "Investment Management (15)",
      "Loans (4)",
      "General Operations (4)",
      "Real Estate (3)",
      "Trust (14)",
      "Services and Software Features (7)",
    ]);
    expect([...tree(view).querySelectorAll('[aria-current="true"]')].map((e) => e.textContent)).toEqual(["Full Product List"]);
  });

  it("a hand-edited URL ends on the selection it can show", async () => {
    const answer = await open("?product=fed-funds");
    expect([answer.status, answer.location]).toEqual([302, "/?category=bank-operations&product=fed-funds"]);
    const view = renderRoute(findYourSoftware, { path: "/", url: answer.location!, context });
    await view.findByRole("navigation", { name: "Full Product List" });
    expect([...tree(view).querySelectorAll('[aria-current="true"]')].map((e) => e.textContent)).toEqual(["Fed Funds"]);
  });

  it("a shared URL opens the same selection", async () => {
    const view = renderRoute(findYourSoftware, { path: "/", url: "/?category=loans&product=loan-origination&industry=CommercialBanks", context });
    await view.findByRole("navigation", { name: "Full Product List" });
    expect([...tree(view).querySelectorAll('[aria-current="true"]')].map((e) => e.textContent)).toEqual(["Loan Origination"]);
    expect((view.getByLabelText("Industry") as unknown as HTMLSelectElement).value).toBe("CommercialBanks");
    const detail = view.container.querySelector(".tree-detail") as HTMLElement;
    expect(within(detail).getByRole("heading").textContent).toBe("Loan Origination");
    expect(within(detail).getByRole("link", { name: "Request a Demo" }).getAttribute("href")).toBe(
      contactHref({ kind: "demo", productId: "loan-origination" }),
    );
  });
});
