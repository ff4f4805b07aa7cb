import type { ProductContent } from "../types";

export const BANK_OPERATIONS = {
  "cash-order-application": {
    summary:
      "Cash order software for placing, approving and tracking orders and deposits of currency and coin between branches, cash vaults and the central bank.",
    description: [
      "Cash Order Application manages the physical movement of notes and coin through a banking network. Branches order the denominations they expect to need, the cash vault or central bank fills the order, and surplus or unfit currency is sent back as a deposit, each movement recorded against the right account.",
      "Orders are checked against branch holding limits and insurance limits before they are approved, and cut-off times for each delivery day are enforced. Vault staff receive a consolidated picking list by denomination, and carriers can be assigned to each shipment.",
      "Shipments are tracked from dispatch to receipt, and differences found on counting are recorded as adjustments with the responsible parties noted. Settlement entries post to the general ledger and to the accounts held with the supplying vault or central bank.",
    ],
    features: [
      "Orders and deposits by denomination for notes and coin, including strapped and loose quantities.",
      "Validation against branch cash holding limits, insurance limits and delivery-day cut-off times.",
      "Consolidated vault picking lists and shipment manifests by carrier and route.",
      "Tracking of each shipment from dispatch to confirmed receipt at the branch or vault.",
      "Recording of counting differences, counterfeit notes and unfit currency returned for destruction.",
      "Settlement postings to the general ledger and to reserve or correspondent accounts.",
      "Branch cash-usage history to help set order quantities by day of week and season.",
    ],
    serves: "Commercial banks with branch networks and cash vaults, and central banks that supply currency to the banks they serve.",
    related: ["central-bank-currency-management", "teller-software", "general-ledger", "account-reconciliation"],
    tags: ["currency", "coin", "vault"],
  },

  "documentary-collections-software": {
    summary:
      "Documentary collections software for trade finance departments handling import and export collections on documents-against-payment and documents-against-acceptance terms.",
    description: [
      "Documentary Collections supports the bank's role as remitting or collecting bank in trade transactions. For export collections, staff register the exporter's documents and instructions and send them to the collecting bank; for import collections, they record incoming documents and present them to the drawee on the terms stated.",
      "Each collection follows the instructions it was received with: release of documents against payment, against acceptance of a draft, or free of payment. Acceptances are tracked to maturity, and reminders and tracers are sent when a drawee has not paid or accepted within the expected time.",
      "Messages to and from correspondent banks are exchanged in SWIFT collection formats, and charges and commissions are calculated and collected from the party who bears them. Settlement proceeds are credited to the customer and posted to the general ledger in the currency of the collection.",
    ],
    features: [
      "Registration of export and import collections with drawer, drawee, documents and collection instructions.",
      "Documents-against-payment, documents-against-acceptance and free-of-payment release terms.",
      "Tracking of accepted drafts to maturity, with reminders before and after the due date.",
      "Tracers and status advices to the remitting or collecting bank when action is outstanding.",
      "SWIFT category 4 collection messages exchanged through the platform's SWIFT interface.",
      "Commission, postage and correspondent charges calculated and allocated to drawer or drawee.",
      "Multi-currency settlement with general-ledger posting and customer advices.",
    ],
    serves: "Commercial banks with trade finance operations and the corporate importers and exporters that use their collection services.",
    related: ["item-collections", "forex-software", "payment-processing", "meridian-interfaces"],
    tags: ["trade finance", "d/p", "d/a", "swift"],
  },

  "fed-funds": {
    summary:
      "Fed funds software for recording overnight and term federal funds purchased and sold, accruing interest, managing counterparty lines and settling through Fedwire.",
    description: [
      "Fed Funds handles the institution's unsecured lending and borrowing of reserve balances with other depository institutions. Traders enter purchases and sales as they are agreed, and the system checks each trade against the counterparty line before it is confirmed.",
      "Overnight, term and continuing contracts are supported, with interest accrued daily on an actual/360 basis and rates that can be changed on continuing agreements. Correspondent banks that sell funds on behalf of respondents can track each respondent's participation separately.",
      "Settlement and maturity instructions are produced for Fedwire, and the day's position report shows funds purchased, funds sold and the net effect on the reserve account. Interest and principal post to the general ledger automatically.",
    ],
    features: [
      "Entry of overnight, term and continuing fed funds purchases and sales with confirmations to counterparties.",
      "Counterparty line checking before a trade is accepted, with utilisation shown in real time.",
      "Daily interest accrual on an actual/360 basis, with rate changes on continuing contracts.",
      "Respondent tracking for correspondent banks selling funds on behalf of smaller institutions.",
      "Fedwire settlement and maturity instructions generated from the trade record.",
      "Daily position report of funds purchased, funds sold and net reserve impact.",
    ],
    serves: "Commercial banks, correspondent banks and the investment managers who run their funding desks.",
    related: ["repo-software", "money-desk-software-system", "treasury-portfolio", "general-ledger"],
    tags: ["federal funds", "overnight", "fedwire"],
  },

  "forex-cashier": {
    summary:
      "Forex cashier software for counter staff buying and selling foreign banknotes, with rate-board pricing, currency inventory by denomination and customer identification.",
    description: [
      "Forex Cashier supports retail foreign-exchange transactions at the branch counter or exchange booth. Cashiers buy and sell foreign banknotes and cash foreign-currency items at rates taken from the institution's rate board, with the spread and any commission calculated automatically.",
      "Each cashier's drawer holds its own inventory of foreign currency by denomination, and the inventory moves with every transaction and every transfer to or from the vault. At the end of the day the drawer is balanced for each currency, and differences are recorded and posted.",
      "Customer identification is captured when the amount or the customer type requires it, and transactions are aggregated so that reporting thresholds are applied across the day. Receipts are printed for every exchange, and the position in each currency is available to treasury for replenishment or sale.",
    ],
    features: [
      "Buy and sell rates per currency from a central rate board, with authorised overrides for preferred customers.",
      "Foreign banknote inventory by cashier drawer, vault and denomination.",
      "Customer identification capture and daily aggregation against reporting thresholds.",
      "Printed customer receipts showing rate, commission and local-currency equivalent.",
      "End-of-day balancing by currency with difference recording and general-ledger posting.",
      "Currency position reporting for treasury to order or ship foreign banknotes.",
    ],
    serves: "Commercial banks, exchange bureaux operated by banks, and brokerage firms that buy and sell foreign currency over the counter.",
    related: ["forex-software", "teller-software", "central-bank-forex", "general-ledger"],
    tags: ["currency exchange", "foreign banknotes", "fx"],
  },

  "item-collections": {
    summary:
      "Item collections software for banks sending non-cash items such as foreign checks, matured coupons and bonds for collection, and tracking them until proceeds are received.",
    description: [
      "Item Collections manages items that cannot be cleared through normal channels and must be sent to the paying bank or agent for collection. Typical items include checks drawn on foreign banks, matured bond coupons, called bonds and drafts that require presentment.",
      "Each item is logged with its depositor, amount, currency, paying institution and the route chosen for it. Cover letters are produced, and the item is tracked while outstanding, with tracers raised automatically when proceeds are late.",
      "When payment arrives, proceeds are credited to the customer net of collection fees and any correspondent charges, and the item is closed. Returned items are charged back with the reason recorded, and a register of outstanding items supports reconciliation of the collection suspense account.",
    ],
    features: [
      "Logging of incoming and outgoing collection items with depositor, paying institution and currency.",
      "Cover letters and transmittal schedules produced for each correspondent or paying agent.",
      "Outstanding-item register with automatic tracers after a configurable number of days.",
      "Crediting of proceeds net of the bank's fee and correspondent charges.",
      "Return and charge-back processing with reason codes and customer advices.",
      "Collection suspense account reconciliation against the outstanding-item register.",
    ],
    serves: "Commercial banks that accept foreign checks, coupons and other non-cash items from customers for collection.",
    related: ["documentary-collections-software", "safekeeping-software", "account-reconciliation", "forex-cashier"],
    tags: ["coupons", "foreign checks", "non-cash items"],
  },

  "safekeeping-software": {
    summary:
      "Safekeeping software for holding securities on behalf of customers, recording receipts and deliveries, collecting income and producing statements of holdings.",
    description: [
      "Safekeeping records the securities a bank holds for its customers, whether in physical form in the vault or in book-entry form at a depository or sub-custodian. Each customer account shows positions by security and by location, and every receipt, delivery and transfer is recorded with its settlement details.",
      "Interest, dividends, maturities and calls are tracked from security master data, and the income expected on each payable date is projected and then collected and credited to the customer. Securities pledged as collateral, for instance for public deposits, can be flagged so that they cannot be released without authorisation.",
      "Customers receive periodic statements of holdings and activity, and safekeeping receipts are produced on deposit. Fees are calculated from holdings or transaction counts, and the holdings can be reconciled to depository and custodian statements.",
    ],
    features: [
      "Customer accounts holding physical and book-entry securities by location, depository and sub-custodian.",
      "Receipt, delivery and transfer processing with free and against-payment settlement instructions.",
      "Income collection for interest, dividends, maturities and calls, projected from security master data.",
      "Pledge flags that prevent release of securities held as collateral without authorised approval.",
      "Safekeeping receipts, advices and periodic statements of holdings and activity.",
      "Fee calculation by position, market value or transaction count.",
      "Reconciliation of holdings against depository and custodian position files.",
    ],
    serves: "Commercial banks, trust companies, registrar and transfer agents and investment managers that hold securities in custody for customers.",
    related: ["public-fund-deposit-collateralization", "cd-custody", "item-collections", "reconciliation"],
    tags: ["custody", "securities"],
  },
} satisfies Record<string, ProductContent>;
