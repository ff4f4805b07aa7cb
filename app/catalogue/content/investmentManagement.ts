import type { ProductContent } from "../types";

/** Investment Management: 15 products and Portfolio Management's three sub-modules. */
export const INVESTMENT_MANAGEMENT = {
  "back-office": {
    summary:
      "Confirmation, settlement, reconciliation and accounting for trades captured by the desk, so operations staff settle and book every transaction from one trade record.",
    description: [
      "Back Office takes each executed trade from the front office or from Order Management and carries it through confirmation, settlement and accounting. Operations staff work from the same trade record the desk created, so nothing is re-keyed between systems.",
      "Settlement instructions are generated per counterparty and custodian, and expected cash and security movements are matched against custodian and depository reports. Breaks are listed by age and cause so they can be worked before they become failed settlements.",
      "Every settled trade posts to the general ledger with the accruals, amortization and realized gains it creates. Month-end starts with positions, cash and the ledger already in agreement.",
    ],
    features: [
      "Confirmation matching against broker and counterparty confirmations, with unmatched items queued for review.",
      "Standing settlement instructions kept by counterparty, custodian and security type and applied to each trade automatically.",
      "Settlement instructions delivered over SWIFT, Fedwire and custodian connections from the platform's interface library.",
      "Daily reconciliation of positions and cash against custodian statements, with breaks aged and assigned to staff.",
      "Income collection tracking for coupons, dividends and maturities, with expected-against-received reporting.",
      "Automatic ledger entries for purchases, sales, accrued interest, amortization and realized gains and losses.",
      "Fail tracking and an audit trail showing who changed a trade, when and why.",
    ],
    serves:
      "Investment managers, fund managers and brokerage firms that run settlement and investment accounting as a function separate from, but fed directly by, the trading desk.",
    related: ["front-office", "order-management", "general-ledger", "reconciliation", "safekeeping-software"],
    tags: ["settlement"],
  },

  "bond-tax-swap": {
    summary:
      "Evaluates selling bonds at a loss and reinvesting in comparable securities, showing the tax benefit, the change in income and the break-even period before any trade.",
    description: [
      "A bond tax swap sells a holding that trades below book value, realizes the loss for tax purposes and buys a comparable bond to keep the portfolio's profile. Bond Tax Swap does the arithmetic for each candidate so the investment officer can see whether a swap pays.",
      "The module reads book values, purchase dates and accrued interest from the portfolio, then compares the bond sold with the bond bought on yield, duration, credit quality and cash flow. It shows the after-tax value of the realized loss, the change in annual income and the months needed to recover transaction costs.",
      "Proposals can be saved, compared side by side and passed to trading once approved. The analysis stays with the trade as support for committee minutes and for the auditors.",
    ],
    features: [
      "Candidate screening that lists holdings with unrealized losses, sorted by loss, maturity or sector.",
      "Side-by-side comparison of the sold and replacement bonds on yield to maturity, yield to worst, duration and rating.",
      "After-tax calculation of the realized loss using the institution's own marginal tax rate assumptions.",
      "Break-even analysis showing how long the change in income takes to offset the costs of the swap.",
      "A check that flags replacement securities substantially identical to the bond being sold.",
      "Saved swap proposals with approval notes, exportable for investment committee packages.",
      "Approved swaps released to Security Trading as orders, with the analysis attached to the trade record.",
    ],
    serves:
      "Commercial banks, investment managers, fund managers and brokerage firms that manage taxable bond portfolios and review swap opportunities as part of regular portfolio reviews.",
    related: ["security-trading", "portfolio-analysis", "treasury-portfolio", "investment-calculator"],
    tags: ["harvesting"],
  },

  "equity-trading": {
    summary:
      "Captures equity orders and executions, allocates fills across accounts and passes confirmed trades to settlement, keeping positions and exposure current through the trading day.",
    description: [
      "Equity Trading records stock, ADR and ETF orders from entry to execution and keeps the desk's positions current during the day. Traders see working orders, partial fills and average prices in one blotter.",
      "Block executions are allocated to accounts by preset rules or by hand, with average pricing and commissions applied per account. Pre-trade checks compare each order with account restrictions, concentration limits and available cash.",
      "Completed trades carry their allocations, commissions and fees into Back Office for settlement and on to the ledger. The desk and operations read the same numbers.",
    ],
    features: [
      "Trade blotter showing orders, partial fills, average price and remaining quantity by trader and account.",
      "Block allocation by percentage, share quantity or model weight, with average pricing across fills.",
      "Pre-trade checks against restricted lists, position limits, issuer concentration and cash availability.",
      "Commission and fee schedules by broker, account and market, calculated on each allocation.",
      "Intraday positions and exposure by account, sector and issuer, priced from the market data interfaces.",
      "Processing of splits, cash dividends and symbol changes against open positions.",
      "End-of-day trade files and confirmations for brokers, custodians and clients.",
    ],
    serves: "Investment managers, fund managers and brokerage firms that trade listed equities for their own books or for client accounts.",
    related: ["order-management", "back-office", "front-office", "sales-commissions"],
    tags: ["stocks", "shares"],
  },

  "forex-software": {
    summary:
      "Records spot, forward and swap foreign exchange deals, tracks currency positions and revaluation, and settles both legs of each deal through the payment interfaces.",
    description: [
      "Forex handles foreign exchange dealing for institutions that trade currencies for clients, for their own account or to hedge other exposures. Spot, outright forward and FX swap deals are captured with their rates, value dates and counterparties.",
      "Open positions are shown by currency and value date and revalued daily at market rates to give unrealized profit and loss. Dealer and counterparty limits are checked as each deal is entered.",
      "Every deal produces payment and receipt instructions for both currencies, a confirmation to the counterparty and entries in the general ledger. Nostro balances can be projected forward from the deals already booked.",
    ],
    features: [
      "Deal capture for spot, outright forward, FX swap and non-deliverable forward transactions.",
      "Currency position reports by currency pair, dealer and value date.",
      "Daily mark-to-market revaluation, with realized and unrealized profit and loss posted to the ledger.",
      "Counterparty, dealer and settlement limits checked at deal entry, with approval required for excesses.",
      "Confirmations and settlement instructions sent over SWIFT using standing instructions per counterparty.",
      "Nostro cash projections by currency and value date from booked deals.",
      "Cross rates and forward points calculated from market data feeds.",
    ],
    serves:
      "Commercial banks, investment managers, fund managers, brokerage firms and corporate treasury departments that deal in foreign currencies or hedge currency exposure.",
    related: ["forex-cashier", "central-bank-forex", "general-ledger", "account-reconciliation", "meridian-interfaces"],
    tags: ["fx", "currency"],
  },

  "front-office": {
    summary:
      "One working screen for portfolio managers and traders showing positions, cash, open orders, client restrictions and market prices before a trade is placed.",
    description: [
      "Front Office gives portfolio managers and traders what they need to decide and act without switching systems. Holdings, available cash, open orders and recent activity for each account appear together, priced from the market data feeds.",
      "A manager can model a trade, see its effect on the account's allocation and limits, and release it to Order Management or the trading modules. Client mandates and restrictions are checked at that moment rather than after the fact.",
      "The screen reads the same records as Back Office and Portfolio Management, so what a manager sees includes both settled and pending activity. Questions from operations about a position can be answered from the same view.",
    ],
    features: [
      "Account dashboard with holdings, market values, available cash and pending settlements.",
      "What-if trade modelling that shows the resulting allocation, duration and concentration before an order is sent.",
      "Mandate and restriction checks for each account, including prohibited issuers and sector limits.",
      "Watch lists and price alerts fed from the market data interfaces.",
      "Direct release of approved trades to Order Management, Equity Trading or Security Trading.",
      "Client contact notes and call history shared with the Customer Relationship Management module.",
    ],
    serves:
      "Investment managers, fund managers and brokerage firms whose portfolio managers and traders need current account information at the point of decision.",
    related: ["order-management", "back-office", "portfolio-management", "portfolio-analysis", "crm-software-system"],
    tags: [],
  },

  "hedge-fund": {
    summary:
      "Fund accounting for hedge funds covering long and short positions, leverage, management and incentive fees, and investor capital accounts with subscriptions and redemptions.",
    description: [
      "Hedge Fund keeps the books for funds that hold long and short positions, borrow on margin and trade derivatives. Positions, financing and collateral are tracked alongside the fund's cash so net asset value reflects the whole balance sheet.",
      "Management and incentive fees are calculated by investor class, with high-water marks and hurdle rates applied per investor or series. Subscriptions, redemptions and transfers update capital accounts at each dealing date.",
      "Investor statements, NAV packages and ledger entries come from the same calculation run. The administrator, the manager and the auditors review one set of figures.",
    ],
    features: [
      "Long, short and margin positions, with financing costs and stock borrow fees accrued daily.",
      "Net asset value by fund, class and series at monthly, weekly or daily dealing frequency.",
      "Incentive fees with high-water marks, hurdle rates and crystallization at the fund's chosen intervals.",
      "Investor capital accounts with subscriptions, redemptions, transfers and series or equalization accounting.",
      "Reconciliation of positions and cash with prime brokers and custodians through the interface library.",
      "Exposure reports showing gross, net and leverage by strategy and asset class.",
      "Investor statements and NAV reports produced for each dealing period.",
    ],
    serves: "Fund managers and investment managers running hedge funds or other alternative investment vehicles, whether in-house or through an administrator.",
    related: ["fund-portfolio", "mutual-fund", "shareholder-accounting", "portfolio-analysis", "back-office"],
    tags: ["nav", "alternative"],
  },

  "investment-calculator": {
    summary:
      "Price, yield, accrued interest and cash flow calculations for bonds, bills, CDs and money market instruments, using the same conventions as the trading modules.",
    description: [
      "Investment Calculator answers the questions that come up before and after a trade: what a bond costs at a given yield, what yield a price implies, how much interest has accrued and what cash will be received. It applies the same day-count and settlement conventions the trading and portfolio modules use.",
      "Calculations cover fixed and floating coupons, discount instruments, callable bonds and amortizing securities. Results can be saved, printed for a customer or copied into a trade ticket.",
      "Staff who quote rates, such as CD desks and treasury sales, get consistent answers without keeping their own spreadsheets. When a customer questions a figure, the saved calculation shows the inputs and conventions behind it.",
    ],
    features: [
      "Price from yield and yield from price for bonds, notes, bills and CDs.",
      "Yield to maturity, yield to call, yield to worst and current yield.",
      "Accrued interest on actual/actual, 30/360, actual/360 and actual/365 day-count bases.",
      "Conversion between discount rate, money market yield and bond-equivalent yield for bills and commercial paper.",
      "Projected cash flow schedules for coupon, sinking fund and amortizing securities.",
      "Duration, modified duration and convexity for a single security or a proposed trade.",
      "Saved calculations that can be attached to a trade ticket or a customer quote.",
    ],
    serves:
      "Commercial banks, insurance companies, investment managers, fund managers and brokerage firms whose staff price or quote fixed-income instruments.",
    related: ["security-trading", "bond-tax-swap", "portfolio-analysis", "cd-issuance"],
    tags: ["yield", "duration"],
  },

  "order-management": {
    summary:
      "Routes orders from portfolio managers to traders and brokers, tracks each order's status and fills, and keeps a full audit trail from request to allocation.",
    description: [
      "Order Management sits between the people who decide on a trade and the people who execute it. Portfolio managers enter or release orders, traders work them, and every change in quantity, price or status is recorded.",
      "Like orders can be combined into blocks across accounts, sent to brokers and filled in parts over one or several days. Compliance checks run at entry and again before release, and any override needs a reason and an approver.",
      "When an order is complete, its fills are allocated back to the original accounts and passed to Back Office. Reports show open orders, execution results by broker and the full history of any order on request.",
    ],
    features: [
      "Order entry for equities, fixed income and currencies, from Front Office or directly on the desk.",
      "Status tracking from entry through working, partially filled, filled, cancelled or expired.",
      "Blocking of like orders across accounts and fair allocation of partial fills.",
      "Compliance checks at entry and before release, with overrides recorded against the approver.",
      "Electronic order and execution files exchanged with brokers through the interface library.",
      "Execution reports by broker, trader and security, including time to fill and price against arrival.",
      "An audit trail showing every change to an order, the user who made it and the time.",
    ],
    serves:
      "Investment managers, fund managers and brokerage firms that separate investment decisions from execution and need a controlled record between the two.",
    related: ["front-office", "equity-trading", "security-trading", "back-office", "process-flow-module"],
    tags: ["oms"],
  },

  "portfolio-analysis": {
    summary:
      "Measures portfolio return, risk and composition, attributes performance to allocation and selection, and compares results with benchmarks for committee and client reporting.",
    description: [
      "Portfolio Analysis turns holdings and transactions into the figures an investment committee asks for. Returns are calculated on time-weighted and money-weighted bases for any period, account or composite.",
      "Attribution separates the effect of asset allocation from security selection against a chosen benchmark. Risk measures show how the portfolio is positioned, and scenario analysis shows what a rate or price move would do to market value.",
      "Reports can be scheduled for month-end or run on request. They use the same positions as the accounting records, so performance ties back to the books.",
    ],
    features: [
      "Time-weighted and money-weighted returns by account, composite, asset class and security.",
      "Comparison with standard, blended or custom benchmarks.",
      "Performance attribution into allocation, selection and interaction effects.",
      "Interest rate shock and price scenario analysis on current holdings.",
      "Composition reports by sector, rating, maturity, currency and issuer.",
      "Fixed-income risk measures including duration, convexity and weighted average life.",
      "Scheduled report packages for investment committees and client reviews.",
    ],
    serves:
      "Investment managers, fund managers, brokerage firms and insurance companies that report investment performance and risk to committees, boards or clients.",
    related: ["portfolio-management", "front-office", "investment-calculator", "bond-tax-swap"],
    tags: ["performance", "attribution", "risk"],
  },

  "portfolio-management": {
    summary:
      "Investment accounting and record-keeping for securities portfolios, with fund, treasury and customer sub-modules sharing one security master, pricing and set of ledger rules.",
    description: [
      "Portfolio Management is the record of what an institution owns, what it paid and what it has earned. Purchases, sales, maturities, calls and income are recorded by tax lot, and book values are amortized or accreted each period.",
      "It is organised into three sub-modules for portfolios that institutions keep apart: Fund Portfolio for pooled investment funds, Treasury Portfolio for the institution's own investment book, and Customer Portfolio for securities held for clients. All three use the same security master, pricing and accounting rules.",
      "Month-end produces accounting entries, classification reports and market value reconciliations in one run. Auditors and examiners can trace any balance back to the transactions behind it.",
    ],
    features: [
      "Tax-lot accounting with FIFO, LIFO, average cost and specific-lot identification on sales.",
      "Premium amortization and discount accretion by constant yield or straight-line method.",
      "Held-to-maturity, available-for-sale and trading classifications with unrealized gain and loss reporting.",
      "Income accruals and processing of coupons, dividends, calls, puts and maturities.",
      "Daily pricing from the market data interfaces, with manual overrides and price history.",
      "Automatic general ledger postings for every transaction and month-end adjustment.",
      "Pledged and unpledged status on each holding for collateral reporting.",
    ],
    serves:
      "Commercial banks, investment managers, fund managers, brokerage firms, insurance companies and municipalities that account for securities portfolios.",
    related: ["fund-portfolio", "treasury-portfolio", "customer-portfolio", "portfolio-analysis", "general-ledger"],
    tags: ["investments", "securities"],
  },

  "fund-portfolio": {
    summary:
      "Portfolio accounting for pooled investment funds, with daily valuation, class-level income allocation and the holdings detail each fund's net asset value depends on.",
    description: [
      "Fund Portfolio is the Portfolio Management sub-module for pooled funds. It keeps each fund's holdings, accruals and cash in separate books and values them on the fund's own pricing schedule.",
      "Income, expenses and gains are allocated across share or unit classes, and the results feed the net asset value used for subscriptions and redemptions. Holdings reports show each fund's positions at cost and at market.",
      "Fund Portfolio shares its security master and pricing with Treasury Portfolio and Customer Portfolio. A security held both by a fund and by the institution is priced once and reported consistently in each.",
    ],
    features: [
      "Separate books for each fund, with its own base currency, pricing time and fiscal year.",
      "Daily valuation of holdings and accrual of income and expenses.",
      "Allocation of income, expenses and realized gains across share or unit classes.",
      "Expense accruals with caps and waivers applied by class.",
      "Net asset value inputs passed to the Mutual Fund and Hedge Fund modules for investor processing.",
      "Holdings, transaction and income reports per fund for trustees, directors and auditors.",
    ],
    serves: "Fund managers and investment managers that run mutual funds, common trust funds or other pooled investment vehicles.",
    related: ["portfolio-management", "treasury-portfolio", "customer-portfolio", "mutual-fund", "hedge-fund"],
    tags: [],
  },

  "treasury-portfolio": {
    summary:
      "Accounts for an institution's own investment portfolio, covering purchases, amortization, accounting classification, pledging and the reports treasurers present to committees and auditors.",
    description: [
      "Treasury Portfolio is the Portfolio Management sub-module for securities held for the institution's own account, such as a bank's investment book or a city's reserve investments. It records every purchase, sale and maturity and keeps book value current through amortization and accretion.",
      "Holdings are classified for accounting purposes, and unrealized gains and losses are reported by classification. Securities pledged as collateral are flagged, so the treasurer can see what is free to sell or pledge.",
      "Reports for the asset-liability committee show maturities, yields, cash flows and changes in market value. They are drawn from the same records that produce the ledger entries.",
    ],
    features: [
      "Investment book accounting for Treasuries, agencies, municipals, corporates and mortgage-backed securities.",
      "Principal paydown and factor processing for mortgage-backed and other amortizing securities.",
      "Unrealized gain and loss reporting by held-to-maturity, available-for-sale and trading classification.",
      "Pledge status shared with Public Fund Deposit Collateralization and Repo, so a security is never committed twice.",
      "Maturity ladders and cash flow projections for liquidity planning.",
      "Investment policy limit checks by issuer, sector, rating and maturity.",
      "Asset-liability committee reports on yield, duration, market value and realized gains and losses.",
    ],
    serves: "Commercial banks, corporations and municipalities that manage and account for their own investment portfolios.",
    related: ["portfolio-management", "fund-portfolio", "customer-portfolio", "public-fund-deposit-collateralization", "repo-software"],
    tags: ["alco", "investments"],
  },

  "customer-portfolio": {
    summary:
      "Keeps securities held for customers by account, with holdings, income, cost basis and statements, separate from the institution's own investments.",
    description: [
      "Customer Portfolio is the Portfolio Management sub-module for securities an institution holds or manages on behalf of customers. Each customer account has its own holdings, cost basis, income history and statements.",
      "Purchases and sales made for customers update their accounts directly, and coupon and dividend income is credited to the designated cash account or reinvested. Cost basis is kept by lot so that gains can be reported for tax purposes.",
      "Statements show holdings at market value, activity for the period and income received. Account officers can review a customer's position without asking operations for a report.",
    ],
    features: [
      "Customer accounts with holdings, cash, cost basis and full transaction history.",
      "Income credited to deposit accounts through the core banking interface, or reinvested on instruction.",
      "Lot-level cost basis and realized gain reporting for customer tax information.",
      "Periodic customer statements with holdings at market, activity and income.",
      "Account fees based on market value, transaction count or a flat schedule.",
      "Account officer views of a customer's positions and recent activity.",
    ],
    serves: "Commercial banks, investment managers and brokerage firms that hold or manage securities on behalf of their customers.",
    related: ["portfolio-management", "fund-portfolio", "treasury-portfolio", "safekeeping-software", "crm-software-system"],
    tags: [],
  },

  "precious-metals-software": {
    summary:
      "Records purchases, sales, storage and delivery of gold, silver, platinum and palladium by weight and fineness, for allocated and unallocated metal accounts.",
    description: [
      "Precious Metals tracks bullion and coins traded or held for customers and for the institution's own account. Each holding is recorded by metal, form, weight and fineness and valued at current market prices.",
      "The module separates allocated metal, held as specific bars or coins in a customer's name, from unallocated metal, which is a claim on a pool. Bar numbers, vault locations and storage fees are kept for allocated holdings.",
      "Trades, transfers and physical deliveries generate confirmations, statements and ledger entries. Reconciliation against vault and depository records confirms that the metal on the books is the metal in storage.",
    ],
    features: [
      "Holdings by metal, form, weight in troy ounces or grams, and fineness.",
      "Allocated accounts with bar numbers, refiner, vault location and assay details.",
      "Unallocated pool accounts showing each customer's share of the pooled balance.",
      "Daily revaluation from market price feeds, with spreads applied to customer buy and sell quotes.",
      "Storage and custody fees calculated by weight, value or number of items.",
      "Delivery and transfer processing with shipping and insurance details.",
      "Reconciliation of book holdings to vault and depository statements.",
    ],
    serves: "Commercial banks, central banks, investment managers, fund managers and brokerage firms that trade, hold or store precious metals.",
    related: ["safekeeping-software", "forex-software", "central-bank-numismatic-management", "account-reconciliation"],
    tags: ["gold", "silver", "bullion"],
  },

  "public-fund-deposit-collateralization": {
    summary: "Tracks the securities a bank pledges to secure deposits of public entities, comparing collateral value with uninsured public deposits every day.",
    description: [
      "Banks that accept deposits from states, counties, cities, school districts and other public bodies are usually required to secure the uninsured part of those deposits with pledged securities. Public Fund Deposit Collateralization keeps that obligation under daily control.",
      "Each public depositor's balances are compared with the insured amount and the required collateral percentage to give the market value that must be pledged. Pledged securities are valued daily with haircuts by security type, and shortfalls and excesses are reported.",
      "Pledge and release records, safekeeping receipts and depositor reports are produced for the bank and for each public entity. Pledge status is shared with Treasury Portfolio, so the same bond cannot be committed twice.",
    ],
    features: [
      "Public depositor records with balances, insurance coverage and required collateral percentage.",
      "Daily collateral requirement for each depositor and for the bank in total.",
      "Market valuation of pledged securities with margins or haircuts by security type.",
      "Shortfall and excess reports with suggested securities to pledge or release.",
      "Pledge, substitution and release history with custodian and safekeeping receipt references.",
      "Periodic collateral reports for each public entity and for public deposit programs.",
      "Pledge status shared with Treasury Portfolio to prevent double pledging.",
    ],
    serves:
      "Commercial banks that hold deposits from municipalities, states and other public entities, and the public bodies that monitor how those deposits are secured.",
    related: ["treasury-portfolio", "safekeeping-software", "repo-software", "portfolio-management"],
    tags: ["pledging", "municipal"],
  },

  "repo-software": {
    summary:
      "Manages repurchase and reverse repurchase agreements from trade to maturity, including collateral allocation, margin, daily interest accrual and collateral substitution.",
    description: [
      "Repo records repurchase agreements, in which the institution sells securities and agrees to buy them back, and reverse repos, in which it takes securities in. Overnight, term and open agreements are supported, each with its rate, collateral and counterparty.",
      "Collateral is selected from available holdings, priced daily and compared with the cash leg plus the agreed margin. Margin calls, substitutions and partial returns are recorded as they happen.",
      "Interest accrues daily and each agreement closes at maturity with the return of cash and securities. Customer sweep repos, which give commercial depositors a secured overnight investment, are managed alongside dealer and central bank transactions.",
    ],
    features: [
      "Repo and reverse repo capture for overnight, term and open agreements.",
      "Collateral allocation from available holdings, with pledged status updated in the portfolio.",
      "Daily collateral valuation, margin calculation and margin call reporting.",
      "Collateral substitution and partial return processing.",
      "Daily interest accrual and rate resets on open agreements.",
      "Customer sweep repos linked to deposit accounts through the core system interface.",
      "Confirmations and settlement instructions through Fedwire, SWIFT and custodian connections.",
    ],
    serves: "Commercial banks, brokerage firms and central banks that borrow or lend cash against securities through repurchase agreements.",
    related: ["treasury-portfolio", "fed-funds", "safekeeping-software", "public-fund-deposit-collateralization", "money-desk-software-system"],
    tags: ["repurchase", "sweep"],
  },

  "sales-commissions": {
    summary:
      "Calculates commissions, splits and payouts for sales staff and registered representatives from trade data, with tiered schedules, overrides, chargebacks and statements.",
    description: [
      "Sales Commissions works out what each salesperson, representative or team has earned from the trades and accounts they handle. Schedules can be flat, tiered or revenue-based, and can differ by product, account type or representative.",
      "Splits between representatives, manager overrides and chargebacks on cancelled trades are applied automatically. Manual adjustments are recorded with the user and the reason.",
      "Each pay period produces representative statements, a payroll file and ledger entries for commission expense. Managers can review production by representative, branch and product before the period closes.",
    ],
    features: [
      "Commission schedules by product, account type, representative and volume tier.",
      "Split commissions between representatives and overrides for branch or sales managers.",
      "Chargebacks and reversals for cancelled, corrected or rebilled trades.",
      "Draws against commission with recovery from later earnings.",
      "Representative statements showing trades, rates and payouts for the period.",
      "Payroll export and general ledger posting of commission expense and accruals.",
      "Production reports by representative, branch, product and period.",
    ],
    serves: "Brokerage firms and investment managers that pay commissions or incentive compensation to sales staff and registered representatives.",
    related: ["equity-trading", "security-trading", "general-ledger", "accounts-payable", "crm-software-system"],
    tags: ["compensation", "payout"],
  },

  "security-trading": {
    summary:
      "Trade capture and processing for fixed-income securities, including Treasuries, agencies, municipals, corporates and money market instruments, for dealer inventory and customers.",
    description: [
      "Security Trading supports fixed-income desks that buy and sell bonds and money market instruments for their own inventory and for customers. Price, yield, accrued interest and settlement amount are calculated as each trade is entered.",
      "Dealer inventory is tracked by security with average cost and unrealized profit and loss. Customer trades can be marked up or down, and the markup is recorded on the ticket.",
      "Confirmations, settlement instructions and ledger entries come from each trade. Trades for the institution's own book post to Treasury Portfolio, and customer trades post to Customer Portfolio or to safekeeping.",
    ],
    features: [
      "Trade entry with automatic calculation of accrued interest, yield and net settlement amount.",
      "Dealer inventory positions with average cost, carry and unrealized profit and loss.",
      "Customer trade pricing with the markup or markdown recorded on each ticket.",
      "When-issued and new issue trade handling.",
      "Customer confirmations and settlement through Fedwire Securities and custodian interfaces.",
      "Automatic posting to Treasury Portfolio, Customer Portfolio or Safekeeping by account type.",
      "Trader and desk profit and loss by day, month and year.",
    ],
    serves:
      "Commercial banks, investment managers, fund managers and brokerage firms that trade fixed-income securities for their own account or for customers.",
    related: ["investment-calculator", "treasury-portfolio", "customer-portfolio", "safekeeping-software", "order-management"],
    tags: ["bonds", "treasuries"],
  },
} satisfies Record<string, ProductContent>;
