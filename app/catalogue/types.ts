/** The module groups of the search catalogue and the sitemap (R-ENTITIES). */
export const MODULE_GROUPS = ["Accounting", "Banking", "Central Banking", "Investment", "Trust", "Module Options"] as const;
export type ModuleGroup = (typeof MODULE_GROUPS)[number];

/** The nine categories of the "Find Your Software" tree, each with its URL area (R-PRODUCT-ROUTES, R-ENTITIES). */
export const TREE_CATEGORIES = [
  { id: "accounting", name: "Accounting", area: "accounting" },
  { id: "bank-operations", name: "Bank Operations", area: "bank_operations" },
  { id: "central-bank-operations", name: "Central Bank Operations", area: "central-bank-operations" },
  { id: "investment-management", name: "Investment Management", area: "investment-management" },
  { id: "loans", name: "Loans", area: "loans" },
  { id: "general-operations", name: "General Operations", area: "general-operations" },
  { id: "real-estate", name: "Real Estate", area: "real-estate" },
  { id: "trust", name: "Trust", area: "trust" },
  { id: "services-and-software-features", name: "Services and Software Features", area: "services-and-software-features" },
] as const;
export type TreeCategoryId = (typeof TREE_CATEGORIES)[number]["id"];

/** The ten industry labels (R-ENTITIES), normalised: the original's stray spaces are trimmed. */
export const INDUSTRIES = {
  BrokerageFirms: "Brokerage Firms",
  CentralBanks: "Central Banks",
  CommercialBanks: "Commercial Banks",
  Corporations: "Corporations",
  FundManagers: "Fund Managers",
  InvestmentManagers: "Investment Managers",
  InsuranceCompanies: "Insurance Companies",
  Municipalities: "Municipalities",
  RealEstate: "Real Estate",
  RTA: "Registrar/Transfer/Paying Agents",
} as const;
export type Industry = keyof typeof INDUSTRIES;

/** The structural facts of one product page; its words live in ./content. */
export interface ProductEntry {
  /** Stable id; also the last segment of its route. */
  id: string;
  name: string;
  group: ModuleGroup;
  category: TreeCategoryId;
  /** Canonical path without the leading slash, e.g. 'bank_operations/fed-funds'. */
  route: string;
  industries: Industry[];
  /** Set on sub-modules (Portfolio Management's children). */
  parent?: string;
}

/**
 * What the bundle holds of a product's words: enough for search, the tree, links and the meta
 * description. The page's own words are `ProductWords`.
 */
export interface ProductContent {
  /** One sentence: the search result's description and the meta description. */
  summary: string;
  /** Related product ids. */
  related: string[];
  /** Extra search words (mostly empty). */
  tags: string[];
}

/**
 * The words only a product's own page shows, static files read at render
 * (`public/i18n/en/catalogue/<file>.json`, app/server/i18n/productWords.server.ts; decision
 * record 0058): they stay out of the worker and the browser's catalogue.
 */
export interface ProductWords {
  /** Two to four short paragraphs. */
  description: string[];
  /** Four to eight features, one sentence each. */
  features: string[];
  /** Who it serves, one sentence. */
  serves: string;
}

export type Product = ProductEntry & ProductContent;

/** A product with its page's words, as its page renders it. */
export type ProductWithWords = Product & ProductWords;

/** The data of the drawing of a product's or group's own screen (screens.ts gathers them by id; content/*.screens.json hold them). */
export interface ScreenData {
  /** The screen's name in its title bar, after the product's: "Daily position". */
  view: string;
  /** Three figures the product works with, each a label and a sample value. */
  figures: readonly (readonly [label: string, value: string])[];
  /** The columns of the screen's main list (three to five). */
  columns: readonly string[];
}
