import type { ScreenData } from "../types";

/** What each trust product's screen shows (its picture; app/catalogue/screens.ts). */
export const TRUST_SCREENS: Record<string, ScreenData> = {
  "annuities-software": {
    view: "Annuity contracts",
    figures: [
      ["Contracts in force", "3,916"],
      ["Payouts this month", "2.84 m"],
      ["Reserves", "412.6 m"],
    ],
    columns: ["Annuitant", "Contract", "Payout option", "Monthly payment", "Next payment"],
  },
  "bond-paying-agent": {
    view: "Debt service",
    figures: [
      ["Issues serviced", "186"],
      ["Due on 1 Dec", "24.7 m"],
      ["Holders paid", "11,382"],
    ],
    columns: ["Issue", "CUSIP", "Principal due", "Interest due", "Payment date"],
  },
  "cd-custody": {
    view: "CDs in custody",
    figures: [
      ["CDs held", "2,604"],
      ["Face value", "612.4 m"],
      ["Maturing this month", "88"],
    ],
    columns: ["CD", "Issuing bank", "Depositor", "Face value", "Maturity"],
  },
  "cd-issuance": {
    view: "CD issues",
    figures: [
      ["Pending approval", "12"],
      ["Approved today", "34"],
      ["Issued this quarter", "186.2 m"],
    ],
    columns: ["Certificate", "Depositor", "Amount", "Rate", "Status"],
  },
  "commercial-paper-issuance": {
    view: "Paper outstanding",
    figures: [
      ["Notes outstanding", "1.06 bn"],
      ["Weighted discount", "5.21 %"],
      ["Maturing this week", "142 m"],
    ],
    columns: ["Note", "Investor", "Face value", "Discount", "Maturity"],
  },
  "debt-management": {
    view: "Debt schedule",
    figures: [
      ["Issues outstanding", "43"],
      ["Principal outstanding", "2.37 bn"],
      ["Service due this year", "218 m"],
    ],
    columns: ["Issue", "Principal", "Coupon", "Call date", "Next payment"],
  },
  "ira-management": {
    view: "Retirement accounts",
    figures: [
      ["IRAs", "7,281"],
      ["Contributions this year", "38.2 m"],
      ["Required distributions due", "412"],
    ],
    columns: ["Owner", "IRA type", "Balance", "Contributed", "RMD due"],
  },
  "long-term-savings-account-software": {
    view: "Savings plans",
    figures: [
      ["Accounts", "21,604"],
      ["Balances", "684.9 m"],
      ["Interest credited", "2.41 m"],
    ],
    columns: ["Saver", "Plan", "Balance", "Opened", "Rate"],
  },
  "money-desk-software-system": {
    view: "Money desk",
    figures: [
      ["Cash to place today", "86.4 m"],
      ["Placed", "71.0 m"],
      ["Average yield", "5.18 %"],
    ],
    columns: ["Placement", "Instrument", "Amount", "Yield", "Matures"],
  },
  "mutual-fund": {
    view: "Fund dealing",
    figures: [
      ["Net asset value", "18.264"],
      ["Subscriptions", "4.62 m"],
      ["Redemptions", "3.18 m"],
    ],
    columns: ["Fund", "Shareholder", "Units", "Price", "Order"],
  },
  "open-time-deposit": {
    view: "Time deposits",
    figures: [
      ["Open deposits", "4,318"],
      ["Balances", "263.7 m"],
      ["Additions this week", "96"],
    ],
    columns: ["Depositor", "Deposit", "Balance", "Rate", "Notice period"],
  },
  "pension-management": {
    view: "Plan administration",
    figures: [
      ["Participants", "14,902"],
      ["Plan assets", "1.38 bn"],
      ["Benefits due this month", "6.21 m"],
    ],
    columns: ["Participant", "Vesting", "Balance", "Contribution", "Next benefit"],
  },
  "shareholder-accounting": {
    view: "Share register",
    figures: [
      ["Registered holders", "48,216"],
      ["Shares outstanding", "126.4 m"],
      ["Transfers today", "312"],
    ],
    columns: ["Holder", "Certificate", "Shares", "Dividend", "Address on file"],
  },
  "eproxy-system": {
    view: "Proxy voting",
    figures: [
      ["Shares voted", "68.4 %"],
      ["Ballots received", "9,716"],
      ["Quorum", "Reached"],
    ],
    columns: ["Proposal", "For", "Against", "Abstain", "Result"],
  },
};
