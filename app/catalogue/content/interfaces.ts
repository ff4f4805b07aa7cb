import { BRAND } from "../../config/brand";
import type { ProductContent, ProductWords } from "../types";

/**
 * The one product whose id and words name the brand (the spec's `{product}-interfaces`), so it is
 * written here rather than in services.json with the other Services and Software Features; its
 * page's words too (they name the brand), kept in the bundle beside it (a few hundred bytes).
 */
export const INTERFACES: Readonly<Record<string, ProductContent>> = {
  [`${BRAND.slug}-interfaces`]: {
    summary: `${BRAND.name} Interfaces connects the platform to over 150 third-party systems, including core banking, SWIFT, Fedwire, ACH, market data and custodians, through a Direct Data Connection.`,
    related: ["consulting-services", "general-ledger", "reconciliation", "web-interface"],
    tags: ["integration", "swift", "fedwire", "ach"],
  },
};

/** The interfaces product's page words (the others' are static files: productWords.server.ts). */
export const INTERFACES_WORDS: Readonly<Record<string, ProductWords>> = {
  [`${BRAND.slug}-interfaces`]: {
    description: [
      `${BRAND.name} Interfaces is the library of connections between the platform and the systems around it. Over 150 third-party interfaces are available, covering core banking systems, SWIFT, Fedwire, ACH, market data providers and custodians.`,
      "The interfaces are offered as the Direct Data Connection option, which exchanges data with each system automatically instead of through re-keyed reports or manual file uploads. Transactions, balances, prices and statements arrive on a schedule or as they occur, and outgoing payments and instructions leave in each recipient's format.",
      "Every interface logs what it sent and received and flags records that fail validation. Because all modules share one platform, a connection built for one module is available to any other module that needs the same data.",
    ],
    features: [
      "Over 150 third-party interfaces available to every module on the platform.",
      "Core banking connections for deposit, loan and customer data.",
      "Payment connections for SWIFT messages, Fedwire transfers and ACH files.",
      "Market data feeds for security prices, exchange rates and reference data.",
      "Custodian and depository files for positions, transactions and cash.",
      "Scheduled or event-driven exchange through the Direct Data Connection option.",
      "Interface logs, validation rules and exception reports for every transfer.",
    ],
    serves:
      "Every kind of institution on the platform, from banks, credit unions and central banks to fund managers, insurance companies, municipalities and transfer agents.",
  },
};
