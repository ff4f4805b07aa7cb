import type { ScreenData } from "../types";

/** What each real-estate product's screen shows (its picture; app/catalogue/screens.ts). */
export const REAL_ESTATE_SCREENS: Record<string, ScreenData> = {
  "real-estate-software-system": {
    view: "Property ledger",
    figures: [
      ["Properties", "342"],
      ["Rent roll", "2.71 m"],
      ["Occupancy", "94.6 %"],
    ],
    columns: ["Property", "Tenant", "Lease ends", "Monthly rent", "Arrears"],
  },
  "reo-management": {
    view: "Owned real estate",
    figures: [
      ["REO properties", "27"],
      ["Carrying value", "8.64 m"],
      ["Under contract", "6"],
    ],
    columns: ["Property", "Acquired", "Appraisal", "Holding costs", "List price"],
  },
  "reit-software": {
    view: "Trust distributions",
    figures: [
      ["Shareholders", "12,908"],
      ["Funds from operations", "4.16 m"],
      ["Distribution per share", "0.412"],
    ],
    columns: ["Property", "Net operating income", "Share of FFO", "Debt", "Valuation"],
  },
};
