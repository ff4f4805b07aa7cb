import type { ScreenData } from "../types";

/** What each lending product's screen shows (its picture; app/catalogue/screens.ts). */
export const LOANS_SCREENS: Record<string, ScreenData> = {
  "debt-collections": {
    view: "Collector queue",
    figures: [
      ["Accounts in arrears", "684"],
      ["Arrears", "2.93 m"],
      ["Promises kept", "71 %"],
    ],
    columns: ["Borrower", "Days past due", "Arrears", "Last contact", "Next action"],
  },
  "loan-cashier": {
    view: "Loan payments",
    figures: [
      ["Payments taken", "212"],
      ["Principal", "486,200"],
      ["Interest", "91,740"],
    ],
    columns: ["Loan", "Borrower", "Principal", "Interest", "Late fee"],
  },
  "loan-processing": {
    view: "Loan portfolio",
    figures: [
      ["Loans serviced", "18,240"],
      ["Outstanding", "1.12 bn"],
      ["Escrow balances", "24.8 m"],
    ],
    columns: ["Loan", "Type", "Balance", "Rate", "Next due"],
  },
  "loan-origination": {
    view: "Application pipeline",
    figures: [
      ["Applications", "96"],
      ["In underwriting", "31"],
      ["Approved this week", "14"],
    ],
    columns: ["Applicant", "Product", "Amount", "Credit score", "Stage"],
  },
};
