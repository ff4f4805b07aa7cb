import { BRAND } from "../config/brand";
import type { GroupPagePath } from "./groups";
import { PRODUCT_ENTRIES } from "./products";

/**
 * Paths the spec's sitemap (R-SITEMAP) and search catalogue (R-PRODUCT-ROUTES) use that differ from a canonical
 * product route. Each answers 301 to its canonical page. Targets are product ids or group-page
 * paths; `resolveLegacyPath` checks every id when the module loads, so a target cannot point
 * nowhere (and tests/unit/catalogue.test.ts says which one does).
 */
type LegacyTarget = { product: string } | { page: GroupPagePath };

const toProduct = (product: string): LegacyTarget => ({ product });

const CENTRAL_BANK = [
  "auction-processing",
  "bonds",
  "currency-management",
  "dormant-accounts",
  "exchange-control",
  "forex",
  "numismatic-management",
  "portfolio",
  "treasury-bills",
  "web-interfaces",
] as const;

/** The R-PRODUCT-ROUTES search catalogue's investment entries: /investment/{path under investment-management}. */
const investmentEntries = PRODUCT_ENTRIES.filter((p) => p.group === "Investment" && p.category === "investment-management").map((p): [string, LegacyTarget] => [
  `/investment/${p.route.slice("investment-management/".length)}`,
  toProduct(p.id),
]);

export const LEGACY_ROUTES: Readonly<Record<string, LegacyTarget>> = {
  // R-SITEMAP sitemap: central-bank products without their prefix; the portfolio under /central-banking.
  ...Object.fromEntries(CENTRAL_BANK.filter((s) => s !== "portfolio").map((s) => [`/central-bank-operations/${s}`, toProduct(`central-bank-${s}`)])),
  // R-PRODUCT-ROUTES search catalogue: central banking under /central-banking, with the prefix.
  ...Object.fromEntries(CENTRAL_BANK.map((s) => [`/central-banking/central-bank-${s}`, toProduct(`central-bank-${s}`)])),
  "/central-banking/teller-software": toProduct("teller-software"),
  "/central-banking/pension-management": toProduct("pension-management"),

  // R-PRODUCT-ROUTES search catalogue: banking under /banking. No product is named core processing.
  "/banking/core-processing": { page: "/banking" },
  "/banking/documentary-collections": toProduct("documentary-collections-software"),
  "/banking/fed-funds": toProduct("fed-funds"),
  "/banking/item-collections": toProduct("item-collections"),
  "/banking/loan-teller": toProduct("loan-cashier"),
  "/banking/real-estate": toProduct("real-estate-software-system"),
  "/banking/real-estate-software-system": toProduct("real-estate-software-system"),
  "/banking/loan-management": toProduct("loan-processing"),
  "/banking/loan-management/debt-collections": toProduct("debt-collections"),
  "/banking/loan-origination": toProduct("loan-origination"),
  "/banking/safekeeping-software": toProduct("safekeeping-software"),
  "/banking/real-estate-software-system/reo-management": toProduct("reo-management"),
  "/banking/repo-software": toProduct("repo-software"),

  ...Object.fromEntries(investmentEntries),

  "/trust/reit-software": toProduct("reit-software"),

  // R-PRODUCT-ROUTES search catalogue: module options under /module-options.
  "/module-options/consulting-services": toProduct("consulting-services"),
  "/module-options/crm": toProduct("crm-software-system"),
  "/module-options/crm/fatca-software-option": toProduct("fatca-crm-software-option"),
  "/module-options/disaster-recovery": toProduct("disaster-recovery"),
  "/module-options/email-automation": toProduct("email-option-software-feature"),
  [`/module-options/${BRAND.slug}-interfaces`]: toProduct(`${BRAND.slug}-interfaces`),
  "/module-options/customer-web-portal": toProduct("web-interface"),
  "/module-options/process-flow-module": toProduct("process-flow-module"),
  "/module-options/reconciliation": toProduct("reconciliation"),
  "/module-options/mobile-device-access": toProduct("mobile-device-access"),
  "/module-options/outsourcing-services": toProduct("outsourcing-services"),
};

const routeById = new Map(PRODUCT_ENTRIES.map((p) => [p.id, `/${p.route}`]));

/** The canonical path of a legacy target; throws for a product id the catalogue lacks. */
export function legacyTargetPath(target: LegacyTarget): string {
  if ("page" in target) return target.page;
  const path = routeById.get(target.product);
  if (!path) throw new Error(`legacy route target '${target.product}' is not a catalogue product`);
  return path;
}

const RESOLVED = new Map(Object.entries(LEGACY_ROUTES).map(([from, target]) => [from, legacyTargetPath(target)]));

/**
 * Where a legacy path now lives (with the request's query string kept), or undefined. A trailing
 * slash is ignored, as it is for canonical routes.
 */
export function resolveLegacyPath(pathname: string, search = ""): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const target = RESOLVED.get(path);
  return target === undefined ? undefined : `${target}${search}`;
}
