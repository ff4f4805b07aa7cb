import type { ScreenData } from "../types";

/** What each central-bank product's screen shows (its picture; app/catalogue/screens.ts). */
export const CENTRAL_BANK_OPERATIONS_SCREENS: Record<string, ScreenData> = {
  "central-bank-auction-processing": {
    view: "Auction results",
    figures: [
      ["Bids received", "84"],
      ["Cut-off yield", "5.412 %"],
      ["Bid-to-cover", "2.31×"],
    ],
    columns: ["Bidder", "Bid amount", "Yield", "Allotted", "Settlement"],
  },
  "central-bank-bonds": {
    view: "Bond register",
    figures: [
      ["Bonds in issue", "27"],
      ["Outstanding", "18.4 bn"],
      ["Coupon due next", "12 Dec"],
    ],
    columns: ["Series", "Holder", "Nominal", "Coupon", "Maturity"],
  },
  "central-bank-currency-management": {
    view: "Currency in issue",
    figures: [
      ["Notes issued", "1.92 bn"],
      ["Coins issued", "3.41 bn"],
      ["Vault stock", "486 m"],
    ],
    columns: ["Denomination", "Issued", "Returned unfit", "Destroyed", "Vault stock"],
  },
  "central-bank-dormant-accounts": {
    view: "Dormant balances",
    figures: [
      ["Accounts transferred", "14,602"],
      ["Balances held", "38.7 m"],
      ["Claims pending", "41"],
    ],
    columns: ["Account", "Transferring bank", "Balance", "Year transferred", "Claim"],
  },
  "central-bank-exchange-control": {
    view: "Approvals and returns",
    figures: [
      ["Applications open", "212"],
      ["Approved this month", "1,048"],
      ["Dealer returns late", "3"],
    ],
    columns: ["Application", "Applicant", "Purpose code", "Amount", "Decision"],
  },
  "central-bank-forex": {
    view: "Reserve dealing",
    figures: [
      ["Deals today", "19"],
      ["USD bought", "120 m"],
      ["Intervention rate", "15.275"],
    ],
    columns: ["Deal", "Counterparty", "Currency pair", "Amount", "Value date"],
  },
  "central-bank-numismatic-management": {
    view: "Collector issues",
    figures: [
      ["Orders this week", "1,870"],
      ["Proof sets in stock", "4,215"],
      ["Certificates issued", "9,302"],
    ],
    columns: ["Issue", "Customer", "Items", "Paid", "Shipped"],
  },
  "central-bank-portfolio": {
    view: "Reserve tranches",
    figures: [
      ["Reserves", "24.6 bn"],
      ["Against benchmark", "+0.08 %"],
      ["Guideline breaches", "0"],
    ],
    columns: ["Tranche", "Holding", "Duration", "Rating", "Benchmark"],
  },
  "central-bank-treasury-bills": {
    view: "Bills in issue",
    figures: [
      ["Bills outstanding", "9.8 bn"],
      ["91-day yield", "5.36 %"],
      ["Maturing this week", "640 m"],
    ],
    columns: ["Issue", "Tenor", "Discount rate", "Amount", "Maturity"],
  },
  "teller-software": {
    view: "Banking hall",
    figures: [
      ["Cash position", "12.6 m"],
      ["Cheques cleared", "418"],
      ["Government payments", "2.04 m"],
    ],
    columns: ["Teller", "Transaction", "Account", "Amount", "Authorised by"],
  },
  "central-bank-web-interfaces": {
    view: "Bank submissions",
    figures: [
      ["Returns received today", "46"],
      ["Awaiting validation", "5"],
      ["Banks connected", "31"],
    ],
    columns: ["Bank", "Return", "Period", "Received", "Validation"],
  },
};
