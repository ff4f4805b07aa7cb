import type { ProductContent } from "../types";
import { ACCOUNTING } from "./accounting";
import { BANK_OPERATIONS } from "./bankOperations";
import { CENTRAL_BANK_OPERATIONS } from "./centralBankOperations";
import { GENERAL_OPERATIONS } from "./generalOperations";
import { INVESTMENT_MANAGEMENT } from "./investmentManagement";
import { LOANS } from "./loans";
import { REAL_ESTATE } from "./realEstate";
import { SERVICES } from "./services";
import { TRUST } from "./trust";

/** The words of every product page, keyed by product id, one file per tree category. */
export const CONTENT: Readonly<Record<string, ProductContent>> = {
  ...ACCOUNTING,
  ...BANK_OPERATIONS,
  ...CENTRAL_BANK_OPERATIONS,
  ...INVESTMENT_MANAGEMENT,
  ...LOANS,
  ...GENERAL_OPERATIONS,
  ...REAL_ESTATE,
  ...TRUST,
  ...SERVICES,
};
