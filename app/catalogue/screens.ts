import { ACCOUNTING_SCREENS } from "./content/accounting.screens";
import { BANK_OPERATIONS_SCREENS } from "./content/bankOperations.screens";
import { CENTRAL_BANK_OPERATIONS_SCREENS } from "./content/centralBankOperations.screens";
import { GENERAL_OPERATIONS_SCREENS } from "./content/generalOperations.screens";
import { GROUP_SCREENS } from "./content/groups.screens";
import { INVESTMENT_MANAGEMENT_SCREENS } from "./content/investmentManagement.screens";
import { LOANS_SCREENS } from "./content/loans.screens";
import { REAL_ESTATE_SCREENS } from "./content/realEstate.screens";
import { SERVICES_SCREENS } from "./content/services.screens";
import { TRUST_SCREENS } from "./content/trust.screens";
import type { ScreenData } from "./types";

/**
 * The data of the drawing of each product's and group's own screen (issue 29): what that
 * software shows its users. Kept beside the product's words (content/*.screens.ts), read only by
 * server loaders; one component draws them all (components/catalogue/ProductScreen.tsx), so a new
 * product gets its picture by adding data. tests/unit/screens.test.ts fails when a product has
 * none or two share one.
 */
export type { ScreenData };

/** By product id. */
export const PRODUCT_SCREENS: Readonly<Record<string, ScreenData>> = {
  ...ACCOUNTING_SCREENS,
  ...BANK_OPERATIONS_SCREENS,
  ...CENTRAL_BANK_OPERATIONS_SCREENS,
  ...INVESTMENT_MANAGEMENT_SCREENS,
  ...LOANS_SCREENS,
  ...GENERAL_OPERATIONS_SCREENS,
  ...REAL_ESTATE_SCREENS,
  ...TRUST_SCREENS,
  ...SERVICES_SCREENS,
};

export { GROUP_SCREENS };
