import { TREE_CATEGORIES, type ModuleGroup, type ProductEntry, type TreeCategoryId } from "./types";

/**
 * The six module-group pages (/banking … /module-options) and how their products are grouped
 * there and on /sitemap: by area, in the order of R-SITEMAP (Banking lists bank operations,
 * loans, real estate, then its two investment-management products).
 */
export const GROUP_PAGES = [
  {
    group: "Banking",
    path: "/banking",
    intro:
      "Systems for the daily work of a commercial bank: money desks and collections, lending from origination to recovery, real estate and secured funding.",
    sections: ["bank-operations", "loans", "real-estate", "investment-management"],
  },
  {
    group: "Central Banking",
    path: "/central-banking",
    intro:
      "Systems for the operations only a central bank runs: auctions of government paper, currency issue, exchange control and the management of reserves.",
    sections: ["central-bank-operations"],
  },
  {
    group: "Investment",
    path: "/investment",
    intro: "Front-, middle- and back-office systems for investment managers, fund managers and brokerage firms, from order entry to portfolio accounting.",
    sections: ["investment-management"],
  },
  {
    group: "Trust",
    path: "/trust",
    intro: "Systems for trust departments and registrar, transfer and paying agents: custody, issuance, pensions, retirement accounts and shareholder records.",
    sections: ["trust", "real-estate"],
  },
  {
    group: "Accounting",
    path: "/accounting",
    intro: "Accounting systems that share one ledger with the rest of the suite: payables, receivables, fixed assets, purchasing and reconciliation.",
    sections: ["accounting"],
  },
  {
    group: "Module Options",
    path: "/module-options",
    intro: "Options and services that extend any system of the suite: interfaces, web and mobile access, e-mail, workflow, disaster recovery and outsourcing.",
    sections: ["services-and-software-features", "general-operations"],
  },
] as const satisfies readonly { group: ModuleGroup; path: `/${string}`; intro: string; sections: readonly TreeCategoryId[] }[];

export type GroupPage = (typeof GROUP_PAGES)[number];
export type GroupPagePath = GroupPage["path"];
/** The slug of a group page, also its key in /sitemap?category=…: 'banking', 'central-banking', … */
type GroupSlug = GroupPagePath extends `/${infer S}` ? S : never;

export const groupSlug = (page: GroupPage): GroupSlug => page.path.slice(1) as GroupSlug;
export const groupPageBySlug = (slug: string): GroupPage | undefined => GROUP_PAGES.find((g) => groupSlug(g) === slug);
export const groupPageOf = (group: ModuleGroup): GroupPage => GROUP_PAGES.find((g) => g.group === group)!;

interface GroupSection<P extends ProductEntry = ProductEntry> {
  category: TreeCategoryId;
  /** The tree category's name, used as the section heading. */
  name: string;
  /** Top-level products of the section, each with its sub-modules. */
  products: { product: P; children: P[] }[];
}

/** The products of one group page, by section, sub-modules under their parent. */
export function groupSections<P extends ProductEntry>(page: GroupPage, products: readonly P[]): GroupSection<P>[] {
  return page.sections.map((category) => {
    const inSection = products.filter((p) => p.group === page.group && p.category === category);
    return {
      category,
      name: TREE_CATEGORIES.find((c) => c.id === category)!.name,
      products: inSection.filter((p) => !p.parent).map((product) => ({ product, children: inSection.filter((c) => c.parent === product.id) })),
    };
  });
}
