import type { ModuleGroup } from "../types";
import type { ScreenData } from "../types";

/** What each module group's page pictures: the family's overview screen (app/catalogue/screens.ts). */
export const GROUP_SCREENS: Record<ModuleGroup, ScreenData> = {
  Banking: {
    view: "Branch and treasury overview",
    figures: [
      ["Deposits today", "18.2 m"],
      ["Loans booked", "36"],
      ["Items in collection", "312"],
    ],
    columns: ["Desk", "Work item", "Customer", "Amount", "Due"],
  },
  "Central Banking": {
    view: "Monetary operations",
    figures: [
      ["Currency in circulation", "5.33 bn"],
      ["Next auction", "Tue 10:00"],
      ["Reserves", "24.6 bn"],
    ],
    columns: ["Operation", "Instrument", "Amount", "Rate", "Settlement"],
  },
  Investment: {
    view: "Investment overview",
    figures: [
      ["Assets managed", "8.41 bn"],
      ["Trades today", "1,602"],
      ["Return, year to date", "+7.84 %"],
    ],
    columns: ["Portfolio", "Market value", "Day change", "Cash", "Manager"],
  },
  Trust: {
    view: "Trust department",
    figures: [
      ["Accounts under trust", "31,480"],
      ["Assets under care", "6.92 bn"],
      ["Payments due this week", "14.6 m"],
    ],
    columns: ["Account", "Type", "Assets", "Next payment", "Officer"],
  },
  Accounting: {
    view: "Month-end close",
    figures: [
      ["Entries posted", "48,206"],
      ["Accounts reconciled", "64 of 66"],
      ["Days to close", "3"],
    ],
    columns: ["Task", "Ledger", "Owner", "Due", "Status"],
  },
  "Module Options": {
    view: "Options in use",
    figures: [
      ["Interfaces running", "152"],
      ["Portal users", "5,742"],
      ["Workflows open", "264"],
    ],
    columns: ["Option", "Modules served", "Activity today", "Health", "Owner"],
  },
};
