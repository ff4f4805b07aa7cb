import type { ScreenData } from "../types";

/** What each investment product's screen shows (its picture; app/catalogue/screens.ts). */
export const INVESTMENT_MANAGEMENT_SCREENS: Record<string, ScreenData> = {
  "back-office": {
    view: "Settlements",
    figures: [
      ["Trades to settle", "428"],
      ["Failed", "3"],
      ["Confirmations matched", "97.4 %"],
    ],
    columns: ["Trade", "Security", "Counterparty", "Settles", "Custodian"],
  },
  "bond-tax-swap": {
    view: "Swap analysis",
    figures: [
      ["Loss harvested", "1.84 m"],
      ["Tax saved", "386,400"],
      ["Yield pick-up", "+0.22 %"],
    ],
    columns: ["Sell", "Buy", "Book loss", "Tax effect", "Yield change"],
  },
  "equity-trading": {
    view: "Equity blotter",
    figures: [
      ["Orders today", "1,284"],
      ["Shares traded", "2.61 m"],
      ["Commission", "41,260"],
    ],
    columns: ["Ticker", "Side", "Shares", "Price", "Broker"],
  },
  "forex-software": {
    view: "Currency positions",
    figures: [
      ["Open positions", "64"],
      ["Net USD exposure", "-18.6 m"],
      ["Revaluation result", "+212,000"],
    ],
    columns: ["Deal", "Currency pair", "Spot / forward", "Amount", "Value date"],
  },
  "front-office": {
    view: "Trading desk",
    figures: [
      ["Orders working", "37"],
      ["Pre-trade checks failed", "1"],
      ["Cash available", "96.2 m"],
    ],
    columns: ["Order", "Security", "Quantity", "Limit", "Compliance"],
  },
  "hedge-fund": {
    view: "Fund positions",
    figures: [
      ["Gross exposure", "184 %"],
      ["Net exposure", "42 %"],
      ["Month to date", "+1.86 %"],
    ],
    columns: ["Position", "Long / short", "Market value", "Margin", "P&L"],
  },
  "investment-calculator": {
    view: "Yield calculator",
    figures: [
      ["Yield to maturity", "5.128 %"],
      ["Modified duration", "6.42"],
      ["Accrued interest", "1,942.71"],
    ],
    columns: ["Security", "Price", "Coupon", "Settlement", "Yield"],
  },
  "order-management": {
    view: "Order book",
    figures: [
      ["Orders open", "212"],
      ["Allocated", "96 %"],
      ["Average fill", "4 min"],
    ],
    columns: ["Order", "Account", "Security", "Filled", "Allocation"],
  },
  "portfolio-analysis": {
    view: "Performance attribution",
    figures: [
      ["Return, year to date", "+7.84 %"],
      ["Benchmark", "+6.91 %"],
      ["Tracking error", "1.12 %"],
    ],
    columns: ["Sector", "Weight", "Benchmark weight", "Allocation", "Selection"],
  },
  "portfolio-management": {
    view: "Portfolios",
    figures: [
      ["Portfolios", "1,206"],
      ["Assets managed", "8.41 bn"],
      ["Rebalances due", "37"],
    ],
    columns: ["Portfolio", "Manager", "Market value", "Cash", "Drift"],
  },
  "fund-portfolio": {
    view: "Fund holdings",
    figures: [
      ["Funds", "24"],
      ["Net assets", "3.16 bn"],
      ["Compliance breaches", "0"],
    ],
    columns: ["Fund", "Holding", "Weight", "Limit", "Unrealised gain"],
  },
  "treasury-portfolio": {
    view: "Investment book",
    figures: [
      ["Book value", "1.84 bn"],
      ["Pledged", "612 m"],
      ["Amortisation this month", "184,300"],
    ],
    columns: ["Security", "Classification", "Book value", "Market value", "Pledged to"],
  },
  "customer-portfolio": {
    view: "Client statements",
    figures: [
      ["Client accounts", "4,912"],
      ["Assets under care", "2.27 bn"],
      ["Statements due", "318"],
    ],
    columns: ["Client", "Account", "Market value", "Income", "Statement"],
  },
  "precious-metals-software": {
    view: "Metals positions",
    figures: [
      ["Gold held", "18,420 oz"],
      ["Silver held", "312,000 oz"],
      ["Spot gold", "2,041.60"],
    ],
    columns: ["Metal", "Form", "Ounces", "Vault", "Market value"],
  },
  "public-fund-deposit-collateralization": {
    view: "Collateral coverage",
    figures: [
      ["Public deposits", "486.2 m"],
      ["Collateral pledged", "532.8 m"],
      ["Coverage", "109.6 %"],
    ],
    columns: ["Public depositor", "Deposits", "Required", "Pledged", "Margin"],
  },
  "repo-software": {
    view: "Repo book",
    figures: [
      ["Repos outstanding", "1.42 bn"],
      ["Reverse repos", "864 m"],
      ["Margin calls today", "5"],
    ],
    columns: ["Agreement", "Counterparty", "Collateral", "Haircut", "Repo rate"],
  },
  "sales-commissions": {
    view: "Commission run",
    figures: [
      ["Representatives", "146"],
      ["Commissions this month", "612,840"],
      ["Splits to review", "11"],
    ],
    columns: ["Representative", "Trades", "Gross commission", "Split", "Payable"],
  },
  "security-trading": {
    view: "Fixed income blotter",
    figures: [
      ["Trades today", "318"],
      ["Par traded", "742 m"],
      ["Accrued interest", "1.26 m"],
    ],
    columns: ["Trade", "CUSIP", "Par", "Price", "Accrued"],
  },
};
