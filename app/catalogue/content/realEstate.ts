import type { ProductContent } from "../types";

export const REAL_ESTATE = {
  "real-estate-software-system": {
    summary:
      "Property management software for banks and real-estate firms, covering leases, rent billing, tenant receivables, operating expenses and property-level accounting.",
    description: [
      "Real Estate manages income-producing property held by a bank, its subsidiaries or a real-estate firm: office buildings, branches with leased space, retail centres, apartments and land. Each property is set up with its units, square footage, owners and the accounts it reports to.",
      "Leases are recorded with their rent schedules, escalations, security deposits, renewal options and expiry dates. Rent and recoverable charges are billed each period, tenant payments are applied, and arrears are followed up before they become bad debts.",
      "Operating expenses are charged to the property that incurred them, and common-area costs can be recovered from tenants by share of space. Owners and managers receive operating statements, rent rolls and budget comparisons for each property and for the portfolio as a whole.",
    ],
    features: [
      "Property and unit register with area, use, ownership shares and reporting entity.",
      "Lease administration covering rent schedules, escalations, deposits, options and expiry alerts.",
      "Periodic billing of rent and recoverable charges, with tenant payment application and arrears ageing.",
      "Common-area maintenance recovery calculated by tenant share and reconciled at year end.",
      "Property-level expense tracking and payment through Accounts Payable.",
      "Rent roll, vacancy, lease-expiry and operating statement reports by property and portfolio.",
      "Budgets by property with actual-versus-budget comparison.",
    ],
    serves: "Commercial banks with property holdings or real-estate subsidiaries, and real-estate firms that own or manage income-producing property.",
    related: ["reo-management", "reit-software", "fixed-assets-management", "accounts-receivable-software"],
    tags: ["property management", "leases", "tenants"],
  },

  "reo-management": {
    summary:
      "REO management software for tracking foreclosed properties a bank owns, from transfer out of the loan portfolio through carrying costs, valuation and sale.",
    description: [
      "When a loan ends in foreclosure or a deed in lieu, the property becomes real estate owned. REO Management receives the property from the loan record with its outstanding balance, records the value at which it comes onto the books, and charges any shortfall against the allowance for loan losses.",
      "While the bank holds the property, the system tracks inspections, repairs, taxes, insurance, utilities and any rental income, so the true cost of carrying each property is known. New appraisals and broker opinions are recorded, and write-downs are made when value falls below the carrying amount.",
      "Listing agents, offers and counteroffers are recorded until a sale is agreed. At closing the gain or loss is calculated and posted, any seller financing can be booked as a new loan, and reports show inventory, days held and results on sale for management and examiners.",
    ],
    features: [
      "Transfer of foreclosed property from the loan record, with carrying value and charge-off calculated.",
      "Tracking of inspections, repairs, taxes, insurance, utilities and rental income for each property.",
      "Appraisal and broker price opinion history, with valuation write-downs posted to the general ledger.",
      "Listing, offer and counteroffer tracking through to accepted contract and closing.",
      "Gain or loss on sale calculated and posted, with optional seller financing booked as a new loan.",
      "Inventory reports of properties held, days in inventory and holding costs for management and examiners.",
    ],
    serves: "Commercial banks, savings institutions and real-estate firms that hold and dispose of property acquired through foreclosure.",
    related: ["loan-processing", "real-estate-software-system", "debt-collections", "general-ledger"],
    tags: ["foreclosure", "oreo", "real estate owned"],
  },

  "reit-software": {
    summary:
      "REIT software for administering a real estate investment trust's shareholder records, distributions, property and mortgage holdings, and the tests that sustain its tax status.",
    description: [
      "REIT supports the trust and investor-servicing side of a real estate investment trust. It keeps the register of shareholders or unit holders, records subscriptions, redemptions and transfers, and calculates each holder's share of the distributions the trust declares.",
      "Distributions can be paid in cash or reinvested in new shares, and year-end tax reporting breaks each payment into ordinary income, capital gain and return of capital. Holder statements and confirmations are produced on every transaction and at each period end.",
      "On the investment side, the REIT's properties and mortgage holdings are recorded with their income and values. Asset and income composition, distribution requirements and ownership concentration can be monitored during the year, so the trust sees early whether it is at risk of failing a qualification test.",
    ],
    features: [
      "Shareholder and unit-holder register with subscriptions, redemptions and transfers.",
      "Distribution declaration and payment, with dividend reinvestment into new shares.",
      "Year-end tax reporting splitting distributions into ordinary income, capital gain and return of capital.",
      "Holder confirmations and periodic statements of holdings and distributions.",
      "Property and mortgage holdings recorded with income, cost and current valuation.",
      "Monitoring of asset, income, distribution and ownership-concentration tests during the year.",
    ],
    serves: "Real estate investment trusts, the investment managers that advise them, and the registrar and transfer agents that service their holders.",
    related: ["shareholder-accounting", "real-estate-software-system", "mutual-fund", "portfolio-management"],
    tags: ["real estate investment trust", "distributions", "dividends"],
  },
} satisfies Record<string, ProductContent>;
