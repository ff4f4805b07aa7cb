import type { ScreenData } from "../types";

/** What each bank-operations product's screen shows (its picture; app/catalogue/screens.ts). */
export const BANK_OPERATIONS_SCREENS: Record<string, ScreenData> = {
  "cash-order-application": {
    view: "Cash orders",
    figures: [
      ["Orders to fill today", "38"],
      ["Notes ordered", "4.85 m"],
      ["Coin ordered", "162,400"],
    ],
    columns: ["Branch", "Denomination", "Quantity", "Delivery day", "Carrier"],
  },
  "documentary-collections-software": {
    view: "Collections register",
    figures: [
      ["Open collections", "126"],
      ["Awaiting acceptance", "17"],
      ["Drafts maturing this week", "9"],
    ],
    columns: ["Collection", "Drawee", "Terms", "Amount", "Status"],
  },
  "fed-funds": {
    view: "Daily position",
    figures: [
      ["Purchased", "412.5 m"],
      ["Sold", "388.0 m"],
      ["Net reserve position", "+24.5 m"],
    ],
    columns: ["Counterparty", "Purchased / sold", "Amount", "Rate", "Line used"],
  },
  "forex-cashier": {
    view: "Currency counter",
    figures: [
      ["Till position, USD", "48,210"],
      ["EUR buy / sell", "1.0824 / 1.0912"],
      ["Deals today", "57"],
    ],
    columns: ["Currency", "Buy rate", "Sell rate", "Notes in till", "Customer ID"],
  },
  "item-collections": {
    view: "Items in collection",
    figures: [
      ["Items outstanding", "312"],
      ["Float", "2.16 m"],
      ["Returned unpaid", "4"],
    ],
    columns: ["Item", "Drawn on", "Amount", "Sent", "Expected credit"],
  },
  "safekeeping-software": {
    view: "Safekeeping receipts",
    figures: [
      ["Securities held", "1,284"],
      ["Par value", "846.3 m"],
      ["Coupons due this month", "63"],
    ],
    columns: ["Receipt", "Customer", "CUSIP", "Par value", "Pledged to"],
  },
};
