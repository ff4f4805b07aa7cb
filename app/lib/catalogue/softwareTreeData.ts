import { INDUSTRIES, productById, productPath, type Industry } from "~/catalogue";
import { parseSelection, treeView, type TreeNodeView } from "~/catalogue/tree";
import { TREE_ANCHOR } from "~/catalogue/treeParams";
import { fillWords } from "~/lib/i18n/fillWords";
import { localizedPath, type Language } from "~/lib/i18n/languages";
import { withEnglish } from "~/lib/i18n/withEnglish";
import { TREE_ENGLISH, type TreeWords } from "./treeWords";

/** The catalogue's names in the page's language (names.json), where it has them; English for the rest. */
interface TreeNames {
  products?: Record<string, string>;
  categories?: Record<string, string>;
  groups?: Record<string, string>;
  industries?: Record<string, string>;
}

/** What a language changes in the tree: its names, its words and the focused product's summary. */
interface TreeLanguage {
  language: Language;
  names?: TreeNames;
  words?: Partial<TreeWords>;
  /** The focused product's summary in the language, when the translation has one. */
  summaryOf?: (productId: string) => string | undefined;
}

/** "a Loans", "an Investment Management": the category names start with a letter, read as spelled. */
const withArticle = (name: string): string => `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;

/**
 * What the home page's "Find Your Software" tree shows for the selection in the URL: the view of
 * app/catalogue/tree.ts plus the focused product's words, so the page ships no catalogue; in the
 * page's language, its links within it (decision record 0056). Every sentence is made here, so the
 * tree's code holds no words.
 */
export function softwareTreeData(params: URLSearchParams, local: TreeLanguage = { language: "en" }) {
  const { language, names = {} } = local;
  const words = withEnglish(TREE_ENGLISH, local.words);
  const view = treeView(parseSelection(params));
  const here = (href: string) => localizedPath(href, language);
  const productName = (id: string, english: string) => names.products?.[id] ?? english;
  const industryName = (id: Industry) => names.industries?.[id] ?? INDUSTRIES[id];
  const node = <N extends TreeNodeView>(n: N, name: string): N => ({ ...n, name, href: here(n.href) });
  const categories = view.categories.map(({ products, ...c }) => {
    const name = names.categories?.[c.id] ?? c.name;
    return {
      ...node(c, name),
      /** Present on the selected category only: its products under the filter. */
      products: products?.map((p) => {
        const pName = productName(p.id, p.name);
        return {
          ...node(p, pName),
          modulesLabel: fillWords(words.productModules, { product: pName }),
          children: p.children.map((s) => node(s, productName(s.id, s.name))),
        };
      }),
      productsLabel: fillWords(words.categoryProducts, { category: name }),
    };
  });
  const category = categories.find((c) => c.selected);
  const entry = view.focusId ? productById(view.focusId) : undefined;
  const focus = entry
    ? (() => {
        const name = productName(entry.id, entry.name);
        return {
          id: entry.id,
          name,
          group: names.groups?.[entry.group] ?? entry.group,
          summary: local.summaryOf?.(entry.id) ?? entry.summary,
          path: here(productPath(entry)),
          serves: fillWords(words.serves, { industries: entry.industries.map(industryName).join(words.listSeparator) }),
          view: fillWords(words.view, { name }),
        };
      })()
    : null;
  return {
    ...view,
    categories,
    fullListHref: here(view.fullListHref),
    ...(view.resetHref ? { resetHref: here(view.resetHref) } : {}),
    /** The home page the filter form and its script go to, in the page's language. */
    home: here("/"),
    filterAction: here(`/#${TREE_ANCHOR}`),
    industries: (Object.keys(INDUSTRIES) as Industry[]).map((id) => ({ id, label: industryName(id) })),
    focus,
    words: {
      ...words,
      chooseProduct: category ? fillWords(words.chooseProduct, { category: language === "en" ? withArticle(category.name) : category.name }) : "",
    },
  };
}

export type SoftwareTreeData = ReturnType<typeof softwareTreeData>;
