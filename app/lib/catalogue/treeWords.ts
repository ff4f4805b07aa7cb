import type { WordsOf } from "~/lib/i18n/withEnglish";

/**
 * The "Find Your Software" tree's own words in English (the specification's), by key: read by the
 * home page's loader only, which sends them, or a language's from the `tree` block of
 * `/i18n/<code>/home.json` (decision record 0056), with the tree's data. The tree's components hold
 * none. `{category}`, `{product}`, `{industries}` and `{name}` are names filled in at render.
 */
export const TREE_ENGLISH = {
  root: "Find Your Software",
  fullList: "Full Product List",
  industry: "Industry",
  allIndustries: "All industries",
  filter: "Filter",
  selection: "Your selection",
  categoryProducts: "{category} products",
  productModules: "{product} modules",
  noProducts: "No products for this industry",
  chooseCategory: "Choose a category to see its products.",
  // English puts "a" or "an" before the category's name (the loader does): "Choose a Loans product…".
  chooseProduct: "Choose {category} product to see what it does.",
  serves: "Serves: {industries}",
  // Between the industries' names: Arabic writes its own comma.
  listSeparator: ", ",
  view: "View {name}",
  requestDemo: "Request a Demo",
  reset: "Reset",
} as const;

export type TreeWords = WordsOf<typeof TREE_ENGLISH>;
