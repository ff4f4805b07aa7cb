import type { ProductContent } from "../types";
import accounting from "./accounting.json";
import bankOperations from "./bankOperations.json";
import centralBankOperations from "./centralBankOperations.json";
import generalOperations from "./generalOperations.json";
import { INTERFACES } from "./interfaces";
import investmentManagement from "./investmentManagement.json";
import loans from "./loans.json";
import realEstate from "./realEstate.json";
import services from "./services.json";
import trust from "./trust.json";

/**
 * The words of every product page are data: one JSON file per tree category (investmentManagement.json
 * also holds Portfolio Management's three sub-modules; the brand-named interfaces product is in
 * ./interfaces.ts). The array's type checks each file against `ProductContent` at compile time
 * (a missing or mistyped field fails `tsc`); tests/unit/catalogueContent.test.ts also fails on a
 * field no page reads.
 */
const byCategory: readonly Readonly<Record<string, ProductContent>>[] = [
  accounting,
  bankOperations,
  centralBankOperations,
  investmentManagement,
  loans,
  generalOperations,
  realEstate,
  trust,
  services,
  INTERFACES,
];

/** The words of every product page, keyed by product id. */
export const CONTENT: Readonly<Record<string, ProductContent>> = Object.assign({}, ...byCategory);
