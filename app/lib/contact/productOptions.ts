import { PRODUCT_ENTRIES } from "../../catalogue/products";
import type { ModuleGroup } from "../../catalogue/types";
import { compareEnglish } from "../englishOrder";

/**
 * The contact form's product select (R-CONSTANTS): the catalogue's products in six groups, in the
 * spec's order and with its labels. Options are product names, which is what sales reads in the
 * e-mail and the inbox. Only the catalogue's structure is imported (names and groups), not the
 * product words, so the lazily loaded form stays small.
 */
const GROUPS: readonly { group: ModuleGroup; label: string }[] = [
  { group: "Investment", label: "Investment" },
  { group: "Trust", label: "Trust" },
  { group: "Banking", label: "Banking" },
  { group: "Central Banking", label: "Central Banking" },
  { group: "Accounting", label: "Accounting Options" },
  { group: "Module Options", label: "Add On Options" },
];

export interface ProductOptionGroup {
  label: string;
  products: readonly string[];
}

export const PRODUCT_OPTION_GROUPS: readonly ProductOptionGroup[] = GROUPS.map(({ group, label }) => ({
  label,
  products: PRODUCT_ENTRIES.filter((p) => p.group === group)
    .map((p) => p.name)
    .sort(compareEnglish),
}));

const NAMES = new Set(PRODUCT_OPTION_GROUPS.flatMap((g) => g.products));

export const isProductName = (value: string): boolean => NAMES.has(value);

/** The option a product page's preset selects (`?product=<catalogue id>`). */
export const productNameById = (id: string | null | undefined): string | undefined => (id ? PRODUCT_ENTRIES.find((p) => p.id === id)?.name : undefined);
