import type { ProductContent } from "../types";

export const CENTRAL_BANK_OPERATIONS = {
  "central-bank-auction-processing": {
    summary:
      "Auction software for central banks running government securities, central bank bill, liquidity and foreign-exchange auctions, from announcement and bidding to allotment and settlement.",
    description: [
      "Central Bank Auction Processing supports the full cycle of an auction conducted by a monetary authority. Staff set up the announcement with the instrument, offered amount, auction type and timetable, and eligible participants submit competitive and non-competitive bids until the window closes.",
      "Once bidding closes, the system ranks bids, lets the auction committee examine the bid curve and choose the cut-off rate or price, and applies the allotment rules, including pro-rata allocation at the marginal rate. Both single-price and multiple-price formats are supported, along with limits on the share any one bidder may receive.",
      "Results are published to participants and the public, allotment advices are issued, and settlement entries are passed to the accounts of the successful bidders. The auction record, with every bid and decision, is retained for review by internal audit and the monetary policy committee.",
    ],
    features: [
      "Auction announcements with instrument, offered amount, timetable, eligible participants and minimum bid sizes.",
      "Competitive and non-competitive bid capture, received online from participants or entered by central bank staff.",
      "Single-price (uniform) and multiple-price (discriminatory) formats for yield, price and rate auctions.",
      "Bid curve and cut-off analysis for the auction committee before results are confirmed.",
      "Pro-rata allotment at the marginal rate and per-bidder concentration limits.",
      "Results publication, allotment advices and settlement postings to participants' accounts.",
      "Complete auction history retained for audit and monetary policy review.",
    ],
    serves:
      "Central banks and monetary authorities that auction government securities, central bank bills, liquidity facilities or foreign currency to market participants.",
    related: ["central-bank-treasury-bills", "central-bank-bonds", "central-bank-web-interfaces", "repo-software"],
    tags: ["primary dealers", "tender", "open market operations"],
  },

  "central-bank-bonds": {
    summary:
      "Bond registry and servicing software for central banks acting as fiscal agent, covering issuance, holder records, coupon payments, transfers and redemption of government bonds.",
    description: [
      "Central Bank Bonds supports the central bank in its role as issuing and paying agent for government and central bank bonds. Each issue is set up with its terms, including coupon, frequency, day count, maturity and any amortisation or call schedule, and the amounts allotted at issue are recorded against each holder.",
      "The registry keeps holdings for primary dealers, institutional investors and, where retail savings bonds are issued, individual holders. Transfers, pledges, liens and estate transmissions are recorded as they occur, so the register can be relied on at every record date.",
      "On each payment date the system calculates interest and principal due to every holder, applies any withholding tax, and produces payment instructions and advices. Debt-servicing schedules give the ministry of finance a forward view of the government's cash obligations on its bonds.",
    ],
    features: [
      "Issue set-up with fixed, floating, zero-coupon, amortising and callable structures.",
      "Holder register for institutional and retail investors, with transfers, pledges and estate transmissions.",
      "Record-date processing and calculation of coupon and redemption amounts per holder.",
      "Withholding tax by holder type and residency, with tax certificates.",
      "Payment instructions to holders' bank accounts and printed or electronic advices.",
      "Debt-service projections by issue and payment date for the ministry of finance.",
      "Reissues and switches that add to or exchange existing lines.",
    ],
    serves: "Central banks and monetary authorities acting as registrar and fiscal agent for government and central bank bond issues.",
    related: ["central-bank-auction-processing", "central-bank-treasury-bills", "bond-paying-agent", "debt-management"],
    tags: ["government bonds", "fiscal agent", "registry"],
  },

  "central-bank-currency-management": {
    summary:
      "Currency management software for central banks tracking banknote and coin production, vault stocks, issue to banks, returns, sorting and destruction of unfit currency.",
    description: [
      "Central Bank Currency Management follows the national currency through its life cycle. Orders placed with the printer and the mint are recorded and tracked until delivery, and new stock is received into the vaults by denomination, series and, where required, serial-number range.",
      "Issues to commercial banks and returns from them are recorded against each bank's account, and inter-vault transfers between head office and regional branches are controlled by the same rules. Returned notes pass through sorting, where fit notes are reissued and unfit and counterfeit notes are separated.",
      "Unfit notes are scheduled for destruction under witnessed procedures, and the quantities destroyed are removed from the record of currency in issue. Reports of notes and coin in circulation by denomination support forecasting of future print and mint orders.",
    ],
    features: [
      "Printer and mint orders tracked from placement to delivery, by denomination and series.",
      "Vault inventory by location, denomination, series and condition, including reserve and issuable stock.",
      "Issues to and deposits from commercial banks posted to their accounts at the central bank.",
      "Inter-vault transfers between head office and regional branches with dual-control confirmation.",
      "Sorting results recording fit, unfit and counterfeit notes for each deposit processed.",
      "Destruction scheduling and witnessed destruction records that reduce currency in issue.",
      "Currency-in-circulation reports and historical demand used for print and mint forecasting.",
    ],
    serves: "Central banks and monetary authorities responsible for issuing and managing the national currency.",
    related: ["cash-order-application", "central-bank-numismatic-management", "teller-software", "general-ledger"],
    tags: ["banknotes", "currency issue", "vault"],
  },

  "central-bank-dormant-accounts": {
    summary:
      "Software for central banks receiving unclaimed balances from dormant accounts at commercial banks, maintaining the registry and paying valid claims from owners and heirs.",
    description: [
      "In many jurisdictions, balances left untouched for the statutory period must be transferred by commercial banks to the central bank or another designated authority. Central Bank Dormant Accounts receives these transfers, with the owner details each bank supplies, and records every balance in a central registry.",
      "Submissions are validated against the remitting bank's totals before they are accepted, and corrections are returned to the bank for resubmission. Owners, heirs and their representatives can be searched for by name, identity number or original account, and results can be published to a public search facility.",
      "Claims are recorded with their supporting documents, reviewed, and approved or refused under the authority's rules. Approved claims are paid with any interest due, and the registry keeps a full record of the balances received, claimed and remaining.",
    ],
    features: [
      "Electronic submission of dormant balances by commercial banks, validated against control totals.",
      "Central registry of unclaimed balances with owner names, identity numbers and original account details.",
      "Owner search by name, identification number, bank or original account, with an optional public lookup.",
      "Claims workflow recording documents, review decisions and approval levels.",
      "Payment of approved claims, including any interest prescribed by law, to the claimant's account.",
      "Reporting of balances received, paid and outstanding by bank and by year of transfer.",
    ],
    serves: "Central banks and monetary authorities charged by law with holding and returning unclaimed deposits transferred from commercial banks.",
    related: ["central-bank-web-interfaces", "teller-software", "general-ledger", "crm-software-system"],
    tags: ["unclaimed balances", "unclaimed funds", "escheat"],
  },

  "central-bank-exchange-control": {
    summary:
      "Exchange control software for monetary authorities registering foreign-exchange transactions, issuing approvals and permits, and monitoring reports from authorised dealers.",
    description: [
      "Central Bank Exchange Control supports authorities that regulate the flow of foreign exchange into and out of the country. Applications for approval, such as payments abroad, foreign borrowing or offshore investment, are recorded, assessed against the regulations in force and approved, conditioned or declined.",
      "Authorised dealer banks report the foreign-exchange transactions they carry out on behalf of their customers, and the system validates these returns and links them to the approvals they rely on. Obligations such as the repatriation of export proceeds can be tracked against the shipments they arise from.",
      "Registered foreign investments and external loans are held with their repayment and dividend schedules, so that later remittances can be checked against what was registered. Analysts can report flows by purpose, sector, country and currency for the balance of payments and for policy work.",
    ],
    features: [
      "Application register for exchange-control approvals with assessment, conditions and decision history.",
      "Validation of authorised dealers' transaction returns and reconciliation to approvals granted.",
      "Export proceeds tracking, flagging shipments whose proceeds have not been repatriated in time.",
      "Registration of inward foreign investment and external borrowing with their repayment schedules.",
      "Checks of outward remittances against registered investments, loans and approved limits.",
      "Flow reporting by purpose code, sector, country and currency for balance-of-payments compilation.",
    ],
    serves: "Central banks and monetary authorities that administer exchange-control regulations and supervise authorised foreign-exchange dealers.",
    related: ["central-bank-forex", "central-bank-web-interfaces", "forex-software", "process-flow-module"],
    tags: ["capital controls", "authorised dealers", "balance of payments"],
  },

  "central-bank-forex": {
    summary:
      "Foreign-exchange dealing and settlement software for central banks handling interventions, transactions with government and commercial banks, and the official exchange rate.",
    description: [
      "Central Bank Forex records the foreign-exchange transactions a monetary authority undertakes: market interventions, purchases and sales with commercial banks, conversions for the government and its agencies, and swaps used to manage liquidity. Spot, forward and swap deals are captured with their counterparties, rates and value dates.",
      "Where the central bank publishes an official or reference rate, the rates gathered from the market are recorded and the fixing is calculated and distributed. Counterparty limits and open-position limits are checked as deals are entered.",
      "Confirmations and settlement instructions are produced in SWIFT format, and deals are settled against the central bank's nostro accounts and the counterparties' local-currency accounts. Positions, revaluation and realised results feed the general ledger and the reserve figures reported to management.",
    ],
    features: [
      "Spot, forward and swap deal capture for interventions, bank counterparties and government conversions.",
      "Official or reference rate fixing from collected market quotes, with distribution to banks and the public.",
      "Counterparty and open-position limit checks at the time of dealing.",
      "SWIFT confirmations and settlement instructions generated from the deal record.",
      "Nostro and local-currency account settlement with reconciliation of expected and actual flows.",
      "Daily revaluation of foreign-currency positions and posting of realised and unrealised results.",
      "Intervention reports by date, amount and rate for the monetary policy committee.",
    ],
    serves:
      "Central banks and monetary authorities that intervene in the foreign-exchange market, fix official rates or carry out currency conversions for government.",
    related: ["central-bank-portfolio", "central-bank-exchange-control", "forex-software", "meridian-interfaces"],
    tags: ["fx intervention", "official rate", "swaps"],
  },

  "central-bank-numismatic-management": {
    summary:
      "Numismatic software for central banks managing commemorative coin and note programmes, collector inventory, orders, subscriptions and sales to the public.",
    description: [
      "Central Bank Numismatic Management supports the programmes through which a central bank issues commemorative coins, proof sets and special banknotes for collectors. Each issue is set up with its specification, mintage limit, issue price and release date, and the stock delivered by the mint is received into inventory.",
      "Orders come in from the counter, by post, through dealers or online, and are checked against stock and mintage limits before they are accepted. Standing subscriptions let collectors receive every issue in a series without placing separate orders, and dealer accounts can carry their own pricing.",
      "Payments are recorded against each order, goods are picked and shipped, and certificates of authenticity are tracked with the items they belong to. Sales, remaining stock and customer history are reported by issue, so the bank can see how each programme performed.",
    ],
    features: [
      "Issue set-up with metal, finish, mintage limit, issue price and release date.",
      "Inventory by issue, location and certificate number, from mint delivery to sale.",
      "Order entry from counter, post, dealers and online channels with checks against stock and mintage limits.",
      "Collector subscriptions that allocate each new issue in a series automatically.",
      "Dealer accounts with their own price lists and credit terms.",
      "Payment recording, invoicing, picking lists and shipment tracking.",
      "Sales and stock reporting by issue, channel and customer.",
    ],
    serves:
      "Central banks and monetary authorities that issue commemorative coins, collector sets and special banknotes for sale to the public and to dealers.",
    related: ["central-bank-currency-management", "crm-software-system", "payment-processing", "web-interface"],
    tags: ["coins", "commemorative", "collectors"],
  },

  "central-bank-portfolio": {
    summary:
      "Reserve management software for central banks investing foreign-exchange and gold reserves across tranches, managed against benchmarks and risk limits set by the board.",
    description: [
      "Central Bank Portfolio holds the official reserves of a monetary authority and the investments made with them: deposits, government and agency securities, supranational bonds, money-market instruments and gold. Reserves can be divided into tranches, such as liquidity, investment and externally managed portions, each with its own mandate.",
      "Every tranche is measured against its benchmark, and the investment guidelines approved by the board, such as eligible issuers, credit ratings, duration bands and concentration limits, are checked before and after each trade. Breaches are reported to risk management with the positions that caused them.",
      "Positions are valued daily from market prices, and returns are calculated for each tranche and for the reserves as a whole. Holdings and cash are reconciled with custodians and correspondent banks, and accounting entries, including revaluation of currency and gold, post to the general ledger.",
    ],
    features: [
      "Tranche structure for liquidity, investment and externally managed reserves, each with its own mandate.",
      "Pre-trade and post-trade checks of eligible issuers, ratings, duration bands and concentration limits.",
      "Benchmark-relative performance and attribution by tranche, currency and asset class.",
      "Daily valuation from market data feeds, including gold and foreign-currency revaluation.",
      "Reconciliation of holdings and cash with custodians and correspondent banks.",
      "Reserve adequacy and composition reporting for the board and for external publication.",
      "Accounting for accruals, amortisation and realised and unrealised results posted to the general ledger.",
    ],
    serves: "Central banks and monetary authorities that invest the country's foreign-exchange and gold reserves, directly or through external managers.",
    related: ["central-bank-forex", "portfolio-analysis", "precious-metals-software", "repo-software", "reconciliation"],
    tags: ["reserves", "foreign reserves", "gold"],
  },

  "central-bank-treasury-bills": {
    summary:
      "Treasury bill software for central banks issuing and servicing short-term discount instruments for the government or for monetary operations, from issue to maturity.",
    description: [
      "Central Bank Treasury Bills manages the short-term discount securities a central bank issues on behalf of the government, and the central bank's own bills used to absorb liquidity. Each weekly or periodic issue is created with its tenor, issue date and maturity, and the amounts allotted at auction are recorded against each holder.",
      "Discount, price and yield are calculated on the day-count basis of the market, and the proceeds due from each successful bidder are debited on settlement. Secondary-market transfers between holders are recorded so the register stays current until maturity.",
      "On the maturity date, the face value is paid to the holders of record, and rollover instructions can reinvest maturing amounts in a new issue. Maturity calendars and outstanding-stock reports show the government's short-term borrowing and the liquidity effect of each issue and redemption.",
    ],
    features: [
      "Issue calendars for government treasury bills and central bank bills of various tenors.",
      "Discount, price and yield calculations on the market's day-count convention.",
      "Settlement of allotted amounts against bidders' accounts at the central bank.",
      "Holder register with secondary-market transfers and pledges.",
      "Maturity payments to holders of record and optional rollover into a new issue.",
      "Outstanding-stock and maturity-profile reports for the treasury and the monetary operations desk.",
    ],
    serves: "Central banks and monetary authorities that issue treasury bills for the government or their own bills for liquidity management.",
    related: ["central-bank-auction-processing", "central-bank-bonds", "repo-software", "treasury-portfolio"],
    tags: ["t-bills", "discount securities", "money market"],
  },

  "teller-software": {
    summary:
      "Teller software for counter operations at bank branches and central-bank banking halls, handling deposits, withdrawals, checks and cash drawer balancing.",
    description: [
      "Teller records every transaction handled at the counter, from deposits and withdrawals to check cashing, account transfers and payments of bills and taxes. In a central bank, the same functions serve the accounts of government ministries, agencies and commercial banks, including cash withdrawals from reserve accounts.",
      "Each teller works from a drawer whose cash is tracked by denomination, and transfers between tellers and the vault are recorded as they happen. Supervisors approve transactions above a teller's limit and can see the position of every drawer during the day.",
      "Signatures and identification are checked on screen before funds are paid out, and holds and stop-payments are enforced automatically. At the close of business each drawer is balanced, overages and shortages are recorded, and the day's work posts to the accounts and the general ledger.",
    ],
    features: [
      "Deposits, withdrawals, check cashing, transfers and bill or tax payments at the counter.",
      "Service to government and commercial-bank accounts held at the central bank, including reserve-account withdrawals.",
      "Cash drawer tracking by denomination with teller-to-teller and teller-to-vault transfers.",
      "Supervisor override for transactions above the teller's authority, recorded with the approver's name.",
      "On-screen signature and identification verification, with holds and stop-payments enforced.",
      "End-of-day balancing with overages and shortages recorded and posted.",
      "Electronic journal of every transaction, searchable by teller, account and time.",
    ],
    serves: "Commercial banks with branch counters and central banks whose banking halls serve government, commercial banks and the public.",
    related: ["cash-order-application", "central-bank-currency-management", "loan-cashier", "forex-cashier"],
    tags: ["branch", "cashier", "counter"],
  },

  "central-bank-web-interfaces": {
    summary:
      "Secure web portals that let commercial banks, primary dealers, government agencies and the public exchange bids, reports and requests with the central bank online.",
    description: [
      "Central Bank Web Interfaces open selected central bank systems to the institutions and people that deal with them, without giving them access to the internal network. Participants sign in to portals tied to their role and see only the functions and data they are entitled to.",
      "Primary dealers and banks can submit auction bids, view results and allotments, download statements of their accounts and holdings, and file regulatory returns such as dormant balances or exchange-control transactions. Government agencies can follow their accounts and payments, and members of the public can search for unclaimed balances or order collector coins where those services are offered.",
      "Submissions are validated on entry and passed straight to the corresponding Meridian central-bank module, so staff do not re-key them. Every sign-in and submission is logged, and access can be restricted by institution, user, IP range and time window.",
    ],
    features: [
      "Role-based portals for commercial banks, primary dealers, government agencies and the public.",
      "Online auction bidding with confirmation of receipt and publication of results and allotments.",
      "Account and holdings statements available for download by participating institutions.",
      "Electronic filing of regulatory returns with validation before submission.",
      "Public services such as unclaimed-balance search and collector coin ordering.",
      "Multi-factor sign-in, IP and time-window restrictions and a full log of user activity.",
    ],
    serves: "Central banks and monetary authorities that want commercial banks, dealers, government bodies and the public to transact and report online.",
    related: ["central-bank-auction-processing", "central-bank-dormant-accounts", "web-interface", "mobile-device-access"],
    tags: ["portal", "online bidding", "e-filing"],
  },
} satisfies Record<string, ProductContent>;
