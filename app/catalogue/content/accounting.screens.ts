import type { ScreenData } from "../types";

/** What each accounting product's screen shows (its picture; app/catalogue/screens.ts). */
export const ACCOUNTING_SCREENS: Record<string, ScreenData> = {
  "accounts-payable": {
    view: "Invoices to pay",
    figures: [
      ["Invoices due this week", "143"],
      ["Amount due", "1.28 m"],
      ["Awaiting approval", "22"],
    ],
    columns: ["Vendor", "Invoice", "Due date", "Amount", "Approval"],
  },
  "accounts-receivable-software": {
    view: "Ageing",
    figures: [
      ["Receivables", "3.64 m"],
      ["Over 90 days", "212,400"],
      ["Promises to pay", "18"],
    ],
    columns: ["Customer", "Current", "31–60 days", "61–90 days", "Over 90"],
  },
  "account-reconciliation": {
    view: "Statement matching",
    figures: [
      ["Entries matched", "9,812"],
      ["Unmatched", "37"],
      ["Accounts reconciled", "64 of 66"],
    ],
    columns: ["Account", "Statement date", "Ledger balance", "Statement balance", "Difference"],
  },
  "fixed-assets-management": {
    view: "Asset register",
    figures: [
      ["Assets", "2,418"],
      ["Net book value", "14.2 m"],
      ["Depreciation this month", "186,300"],
    ],
    columns: ["Asset", "Class", "Cost", "Accumulated depr.", "Location"],
  },
  "general-ledger": {
    view: "Trial balance",
    figures: [
      ["Debits", "48.21 m"],
      ["Credits", "48.21 m"],
      ["Entities", "6"],
    ],
    columns: ["Account", "Cost centre", "Debit", "Credit", "Balance"],
  },
  "payment-processing": {
    view: "Payments today",
    figures: [
      ["Sent", "1,126"],
      ["Received", "894"],
      ["Returns", "7"],
    ],
    columns: ["Payment", "Beneficiary", "Method", "Amount", "Status"],
  },
  "purchasing-software": {
    view: "Purchase orders",
    figures: [
      ["Requisitions open", "58"],
      ["Committed", "742,900"],
      ["Budget remaining", "61 %"],
    ],
    columns: ["Order", "Supplier", "Cost centre", "Amount", "Received"],
  },
};
