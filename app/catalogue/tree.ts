import { PRODUCT_ENTRIES } from "./products";
import { TREE_ANCHOR, TREE_PARAMS } from "./treeParams";
import { INDUSTRIES, TREE_CATEGORIES, type Industry, type ProductEntry, type TreeCategoryId } from "./types";

/**
 * The "Find Your Software" tree: Find Your Software › Full Product List › nine categories ›
 * products › sub-modules, filtered by industry. R-TREE-SELECTION "Navigation selection": selecting a
 * category, product or sub-module sets it and clears the levels below; reset clears product and
 * sub-module. The selection lives in the URL query so it can be shared and works without
 * JavaScript; this module is its one source of truth (parse, transitions, links, the view).
 */
interface TreeSelection {
  industry?: Industry;
  category?: TreeCategoryId;
  product?: string;
  subModule?: string;
}

export { TREE_ANCHOR, TREE_PARAMS };

const entryById = new Map(PRODUCT_ENTRIES.map((p) => [p.id, p]));
const isIndustry = (v: string | null): v is Industry => v !== null && Object.hasOwn(INDUSTRIES, v);
const isCategory = (v: string | null): v is TreeCategoryId => TREE_CATEGORIES.some((c) => c.id === v);

const serves = (p: ProductEntry, industry?: Industry) => !industry || p.industries.includes(industry);
const childrenOf = (id: string) => PRODUCT_ENTRIES.filter((p) => p.parent === id);

/** Sub-modules of a product that the industry filter lets through. */
const visibleChildren = (productId: string, industry?: Industry) => childrenOf(productId).filter((c) => serves(c, industry));

/** Top-level products of a category that serve the industry themselves or through a sub-module. */
export function visibleProducts(category: TreeCategoryId, industry?: Industry): ProductEntry[] {
  return PRODUCT_ENTRIES.filter((p) => p.category === category && !p.parent && (serves(p, industry) || visibleChildren(p.id, industry).length > 0));
}

/**
 * Makes any selection consistent: unknown values go, a sub-module implies its product and a
 * product its category, and whatever the industry filter hides is cleared with the levels below.
 */
export function normalise(selection: TreeSelection): TreeSelection {
  const { industry } = selection;
  let { category, product, subModule } = selection;
  const sub = subModule ? entryById.get(subModule) : undefined;
  if (!sub?.parent || (product && product !== sub.parent) || !serves(sub, industry)) subModule = undefined;
  else product = sub.parent;
  const prod = product ? entryById.get(product) : undefined;
  if (!prod || prod.parent || (category && category !== prod.category)) {
    product = undefined;
    subModule = undefined;
  } else category = prod.category;
  if (product && category && !visibleProducts(category, industry).some((p) => p.id === product)) {
    product = undefined;
    subModule = undefined;
  }
  return compact({ industry, category, product, subModule });
}

function compact(selection: TreeSelection): TreeSelection {
  return Object.fromEntries(Object.entries(selection).filter(([, v]) => v !== undefined)) as TreeSelection;
}

/** The selection a URL query carries (invalid parts dropped). */
export function parseSelection(params: URLSearchParams): TreeSelection {
  const industry = params.get(TREE_PARAMS.industry);
  const category = params.get(TREE_PARAMS.category);
  return normalise({
    industry: isIndustry(industry) ? industry : undefined,
    category: isCategory(category) ? category : undefined,
    product: params.get(TREE_PARAMS.product) ?? undefined,
    subModule: params.get(TREE_PARAMS.subModule) ?? undefined,
  });
}

export const selectCategory = (s: TreeSelection, category: TreeCategoryId): TreeSelection => normalise({ industry: s.industry, category });

export function selectProduct(s: TreeSelection, productId: string): TreeSelection {
  const entry = entryById.get(productId);
  return normalise({ industry: s.industry, category: entry?.category, product: productId });
}

export function selectSubModule(s: TreeSelection, subModuleId: string): TreeSelection {
  const entry = entryById.get(subModuleId);
  return normalise({ industry: s.industry, subModule: subModuleId, product: entry?.parent });
}

/** R-TREE-SELECTION: reset clears product and sub-module; the category and the filter stay. */
export const resetSelection = (s: TreeSelection): TreeSelection => compact({ industry: s.industry, category: s.category });

/** The whole list again: every level cleared, the industry filter kept. */
export const fullProductList = (s: TreeSelection): TreeSelection => compact({ industry: s.industry });

/** A new industry filter; whatever it hides is cleared. */
export const setIndustry = (s: TreeSelection, industry?: Industry): TreeSelection => normalise({ ...s, industry });

function selectionQuery(s: TreeSelection): string {
  const params = new URLSearchParams();
  for (const key of ["category", "product", "subModule", "industry"] as const) {
    const value = s[key];
    if (value) params.set(TREE_PARAMS[key], value);
  }
  return params.toString();
}

/**
 * The query string a URL should have for the selection it asks for: the tree's parameters
 * normalised (in link order) and any other parameters kept after them. When it differs from
 * the URL's own, the home page redirects, so a filter that hides the chosen product, or a
 * hand-edited link, ends on the URL of what is shown.
 */
export function canonicalTreeSearch(params: URLSearchParams): string {
  const canonical = new URLSearchParams(selectionQuery(parseSelection(params)));
  const treeKeys = new Set<string>(Object.values(TREE_PARAMS));
  for (const [key, value] of params) if (!treeKeys.has(key)) canonical.append(key, value);
  const query = canonical.toString();
  return query ? `?${query}` : "";
}

/** The home-page link that shows a selection. */
export function selectionHref(s: TreeSelection): string {
  const query = selectionQuery(s);
  return `/${query ? `?${query}` : ""}#${TREE_ANCHOR}`;
}

export interface TreeNodeView {
  id: string;
  name: string;
  href: string;
  selected: boolean;
}
interface TreeProductView extends TreeNodeView {
  children: TreeNodeView[];
}
interface TreeCategoryView extends TreeNodeView {
  id: TreeCategoryId;
  count: number;
  /** Present on the selected category only: its products under the filter. */
  products?: TreeProductView[];
}
interface TreeView {
  selection: TreeSelection;
  fullListHref: string;
  /** Present when a product or sub-module is selected. */
  resetHref?: string;
  categories: TreeCategoryView[];
  /** The product or sub-module whose details the tree shows. */
  focusId?: string;
}

/** Everything the tree component renders for a selection (links are the transitions). */
export function treeView(selection: TreeSelection): TreeView {
  const s = normalise(selection);
  const categories = TREE_CATEGORIES.map((c): TreeCategoryView => {
    const products = visibleProducts(c.id, s.industry);
    const view: TreeCategoryView = {
      id: c.id,
      name: c.name,
      count: products.length,
      href: selectionHref(selectCategory(s, c.id)),
      selected: s.category === c.id,
    };
    if (view.selected) {
      // A product's sub-modules open under it once it is selected (the next level down).
      view.products = products.map((p) => ({
        id: p.id,
        name: p.name,
        href: selectionHref(selectProduct(s, p.id)),
        selected: s.product === p.id,
        children: (s.product === p.id ? visibleChildren(p.id, s.industry) : []).map((child) => ({
          id: child.id,
          name: child.name,
          href: selectionHref(selectSubModule(s, child.id)),
          selected: s.subModule === child.id,
        })),
      }));
    }
    return view;
  });
  const view: TreeView = { selection: s, fullListHref: selectionHref(fullProductList(s)), categories };
  if (s.product) view.resetHref = selectionHref(resetSelection(s));
  const focusId = s.subModule ?? s.product;
  if (focusId) view.focusId = focusId;
  return view;
}
