import * as z from "zod";
import { GROUP_PAGES } from "~/catalogue/groups";
import { HERO_ILLUSTRATION } from "~/catalogue/illustrations";
import { ABOUT_PARAGRAPHS } from "~/components/home/about";
import { STEPS, audienceCards } from "~/components/home/audiences";
import { HOME_ENGLISH, type HomeText, type HomeWords } from "~/components/home/homeWords";
import { MODULE_OPTIONS } from "~/components/home/moduleOptions";
import { SITE_PAGES } from "~/components/shell/navItems";
import { BRAND } from "~/config/brand";
import { localizedPath, type Language, type TranslatedLanguage } from "~/lib/i18n/languages";
import { productById } from "~/catalogue";
import { softwareTreeData, type SoftwareTreeData } from "~/lib/catalogue/softwareTreeData";
import { catalogueNames, translatedProduct, type CatalogueNames } from "~/server/i18n/catalogueTranslations.server";
import { staticFileReader, type StaticFiles } from "~/server/i18n/staticFiles.server";
import { withEnglish } from "~/lib/i18n/withEnglish";

/**
 * The home page's words in a language (decision record 0056): `public/i18n/<code>/home.json`. Lists are keyed by their English name or title, so an entry
 * whose English changes shows English until its translation does. Anything missing is English.
 */
const text = z.string().min(1);
const homeFileSchema = z.object({
  language: z.string(),
  review: z.enum(["awaiting", "reviewed"]),
  words: z.record(z.string(), text).optional(),
  moduleOptions: z.record(z.string(), z.object({ name: text, text: text }).partial()).optional(),
  audiences: z.record(z.string(), z.object({ title: text, who: text, text: text }).partial()).optional(),
  steps: z.record(z.string(), z.object({ title: text, text: text }).partial()).optional(),
  about: z.array(text).optional(),
  /** The "Find Your Software" tree's words (TREE_ENGLISH's keys). */
  tree: z.record(z.string(), text).optional(),
});
const homeFiles = staticFileReader(homeFileSchema);

async function homeFile(files: StaticFiles | undefined, language: TranslatedLanguage) {
  const file = await homeFiles.read(files, `/i18n/${language}/home.json`);
  return file?.language === language ? file : null;
}

const withBrand = (words: string) => words.replaceAll("{brand}", BRAND.name);

/** Everything the home page says, in `language`. */
export async function homeText(files: StaticFiles | undefined, language: Language): Promise<HomeText> {
  const [file, names] = language === "en" ? [null, {} as CatalogueNames] : await Promise.all([homeFile(files, language), catalogueNames(files, language)]);
  const local = (path: string) => localizedPath(path, language);
  const words = Object.fromEntries(Object.entries(withEnglish(HOME_ENGLISH, file?.words)).map(([key, text]) => [key, withBrand(text)])) as HomeWords;
  const optionName = (name: string) => file?.moduleOptions?.[name]?.name ?? name;
  const about = file?.about?.length === ABOUT_PARAGRAPHS.length ? file.about.map(withBrand) : ABOUT_PARAGRAPHS;
  return {
    words,
    hero: {
      art: { ...HERO_ILLUSTRATION, alt: words.heroArtAlt, caption: words.heroArtCaption },
      families: GROUP_PAGES.map((g) => ({ name: names.groups?.[g.group] ?? g.group, path: local(g.path) })),
    },
    moduleOptions: MODULE_OPTIONS.map((o) => ({
      ...o,
      name: optionName(o.name),
      text: file?.moduleOptions?.[o.name]?.text ?? o.text,
      ...(o.path ? { path: local(o.path) } : {}),
      ...(o.sharedWith ? { sharedWith: optionName(o.sharedWith) } : {}),
    })),
    audiences: audienceCards().map((a) => {
      const t = file?.audiences?.[a.title];
      return { ...a, title: t?.title ?? a.title, who: t?.who ?? a.who, text: t?.text ?? a.text, href: local(a.href) };
    }),
    steps: STEPS.map((s) => ({ title: file?.steps?.[s.title]?.title ?? s.title, text: file?.steps?.[s.title]?.text ?? s.text })),
    about,
    aboutLinks: (
      [
        [SITE_PAGES.customers, words.pageCustomers],
        [SITE_PAGES.trustCentre, words.pageTrustCentre],
        [SITE_PAGES.company, words.pageCompany],
        [SITE_PAGES.news, words.pageNews],
      ] as const
    ).map(([page, name]) => ({ name, path: local(page.path) })),
  };
}

/**
 * The "Find Your Software" tree for the selection in `params`, in `language`: its words from
 * home.json's `tree` block, the catalogue's names from names.json, the focused product's summary
 * from its content file; each English where the translation has none.
 */
export async function homeTree(files: StaticFiles | undefined, language: Language, params: URLSearchParams): Promise<SoftwareTreeData> {
  if (language === "en") return softwareTreeData(params);
  const english = softwareTreeData(params);
  const focus = english.focus ? productById(english.focus.id) : undefined;
  const [file, names, translated] = await Promise.all([
    homeFile(files, language),
    catalogueNames(files, language),
    focus ? translatedProduct(files, language, focus) : Promise.resolve(null),
  ]);
  const summary = translated && !translated.english.includes("summary") ? translated.product.summary : undefined;
  return softwareTreeData(params, { language, names, words: file?.tree, summaryOf: () => summary });
}
