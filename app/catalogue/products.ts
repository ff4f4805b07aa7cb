import { BRAND } from "../config/brand";
import { TREE_CATEGORIES, type Industry, type ModuleGroup, type ProductEntry, type TreeCategoryId } from "./types";

/*
 * Every product page, in tree order. Readings taken where the spec disagrees with itself:
 *
 * - Canonical routes are the product-page routes of R-PRODUCT-ROUTES, under their area. The sitemap's
 *   (R-SITEMAP) and the search catalogue's (R-PRODUCT-ROUTES, second list) different spellings are legacy routes
 *   that redirect here (./legacyRoutes.ts).
 * - Investment Management is counted 16 in R-ENTITIES, but R-PRODUCT-ROUTES names 15 products there plus Portfolio
 *   Management's three sub-modules. We follow the named routes: 15 products, 3 sub-modules.
 * - The central-bank portfolio keeps its R-PRODUCT-ROUTES route 'portfolio-management/central-bank-portfolio'
 *   under the Central Bank Operations area; it is a product there, not a sub-module.
 * - Module group (search, sitemap, contact select) follows the R-SITEMAP sitemap: repo and public-fund
 *   collateralization are Banking products though they live under investment-management, and
 *   REIT software is a Trust product though it lives under real-estate.
 * - `{product}-interfaces` is the brand's interfaces product: `${BRAND.slug}-interfaces`.
 */

const BANKS: Industry[] = ["CommercialBanks"];
const INVEST: Industry[] = ["InvestmentManagers", "FundManagers", "BrokerageFirms"];
const TRUST: Industry[] = ["CommercialBanks", "InvestmentManagers", "RTA"];
const CENTRAL: Industry[] = ["CentralBanks"];
const EVERYONE: Industry[] = [
  "BrokerageFirms",
  "CentralBanks",
  "CommercialBanks",
  "Corporations",
  "FundManagers",
  "InvestmentManagers",
  "InsuranceCompanies",
  "Municipalities",
  "RealEstate",
  "RTA",
];

const areaOf = (category: TreeCategoryId) => TREE_CATEGORIES.find((c) => c.id === category)!.area;

function product(
  category: TreeCategoryId,
  group: ModuleGroup,
  id: string,
  name: string,
  industries: Industry[],
  options: { path?: string; parent?: string } = {},
): ProductEntry {
  const entry: ProductEntry = { id, name, group, category, route: `${areaOf(category)}/${options.path ?? id}`, industries };
  if (options.parent) entry.parent = options.parent;
  return entry;
}

const interfacesId = `${BRAND.slug}-interfaces`;

export const PRODUCT_ENTRIES: readonly ProductEntry[] = [
  // Accounting (7)
  product("accounting", "Accounting", "accounts-payable", "Accounts Payable", [...BANKS, "Corporations", "Municipalities", "InsuranceCompanies"]),
  product("accounting", "Accounting", "accounts-receivable-software", "Accounts Receivable", [
    ...BANKS,
    "Corporations",
    "Municipalities",
    "InsuranceCompanies",
  ]),
  product("accounting", "Accounting", "account-reconciliation", "Account Reconciliation", [...BANKS, "CentralBanks", "Corporations", "InsuranceCompanies"]),
  product("accounting", "Accounting", "fixed-assets-management", "Fixed Assets Management", [...BANKS, "Corporations", "Municipalities", "RealEstate"]),
  product("accounting", "Accounting", "general-ledger", "General Ledger", EVERYONE),
  product("accounting", "Accounting", "payment-processing", "Payment Processing", [...BANKS, "Corporations", "Municipalities"]),
  product("accounting", "Accounting", "purchasing-software", "Purchasing", [...BANKS, "Corporations", "Municipalities"]),

  // Bank Operations (6)
  product("bank-operations", "Banking", "cash-order-application", "Cash Order Application", [...BANKS, "CentralBanks"]),
  product("bank-operations", "Banking", "documentary-collections-software", "Documentary Collections", [...BANKS, "Corporations"]),
  product("bank-operations", "Banking", "fed-funds", "Fed Funds", [...BANKS, "InvestmentManagers"]),
  product("bank-operations", "Banking", "forex-cashier", "Forex Cashier", [...BANKS, "BrokerageFirms"]),
  product("bank-operations", "Banking", "item-collections", "Item Collections", BANKS),
  product("bank-operations", "Banking", "safekeeping-software", "Safekeeping", [...BANKS, "RTA", "InvestmentManagers"]),

  // Central Bank Operations (11)
  product("central-bank-operations", "Central Banking", "central-bank-auction-processing", "Central Bank Auction Processing", CENTRAL),
  product("central-bank-operations", "Central Banking", "central-bank-bonds", "Central Bank Bonds", CENTRAL),
  product("central-bank-operations", "Central Banking", "central-bank-currency-management", "Central Bank Currency Management", CENTRAL),
  product("central-bank-operations", "Central Banking", "central-bank-dormant-accounts", "Central Bank Dormant Accounts", CENTRAL),
  product("central-bank-operations", "Central Banking", "central-bank-exchange-control", "Central Bank Exchange Control", CENTRAL),
  product("central-bank-operations", "Central Banking", "central-bank-forex", "Central Bank Forex", CENTRAL),
  product("central-bank-operations", "Central Banking", "central-bank-numismatic-management", "Central Bank Numismatic Management", CENTRAL),
  product("central-bank-operations", "Central Banking", "central-bank-portfolio", "Central Bank Portfolio", CENTRAL, {
    path: "portfolio-management/central-bank-portfolio",
  }),
  product("central-bank-operations", "Central Banking", "central-bank-treasury-bills", "Central Bank Treasury Bills", CENTRAL),
  product("central-bank-operations", "Central Banking", "teller-software", "Teller", [...CENTRAL, ...BANKS]),
  product("central-bank-operations", "Central Banking", "central-bank-web-interfaces", "Central Bank Web Interfaces", CENTRAL),

  // Investment Management (15 products, Portfolio Management with 3 sub-modules)
  product("investment-management", "Investment", "back-office", "Back Office", INVEST),
  product("investment-management", "Investment", "bond-tax-swap", "Bond Tax Swap", [...INVEST, ...BANKS]),
  product("investment-management", "Investment", "equity-trading", "Equity Trading", INVEST),
  product("investment-management", "Investment", "forex-software", "Forex", [...INVEST, ...BANKS, "Corporations"]),
  product("investment-management", "Investment", "front-office", "Front Office", INVEST),
  product("investment-management", "Investment", "hedge-fund", "Hedge Fund", ["FundManagers", "InvestmentManagers"]),
  product("investment-management", "Investment", "investment-calculator", "Investment Calculator", [...INVEST, ...BANKS, "InsuranceCompanies"]),
  product("investment-management", "Investment", "order-management", "Order Management", INVEST),
  product("investment-management", "Investment", "portfolio-analysis", "Portfolio Analysis", [...INVEST, "InsuranceCompanies"]),
  product("investment-management", "Investment", "portfolio-management", "Portfolio Management", [...INVEST, ...BANKS, "InsuranceCompanies", "Municipalities"]),
  product("investment-management", "Investment", "fund-portfolio", "Fund Portfolio", ["FundManagers", "InvestmentManagers"], {
    path: "portfolio-management/fund-portfolio",
    parent: "portfolio-management",
  }),
  product("investment-management", "Investment", "treasury-portfolio", "Treasury Portfolio", [...BANKS, "Corporations", "Municipalities"], {
    path: "portfolio-management/treasury-portfolio",
    parent: "portfolio-management",
  }),
  product("investment-management", "Investment", "customer-portfolio", "Customer Portfolio", [...BANKS, "InvestmentManagers", "BrokerageFirms"], {
    path: "portfolio-management/customer-portfolio",
    parent: "portfolio-management",
  }),
  product("investment-management", "Investment", "precious-metals-software", "Precious Metals", [...INVEST, ...BANKS, "CentralBanks"]),
  product("investment-management", "Banking", "public-fund-deposit-collateralization", "Public Fund Deposit Collateralization", [...BANKS, "Municipalities"]),
  product("investment-management", "Banking", "repo-software", "Repo", [...BANKS, "BrokerageFirms", "CentralBanks"]),
  product("investment-management", "Investment", "sales-commissions", "Sales Commissions", ["BrokerageFirms", "InvestmentManagers"]),
  product("investment-management", "Investment", "security-trading", "Security Trading", [...INVEST, ...BANKS]),

  // Loans (4)
  product("loans", "Banking", "debt-collections", "Debt Collections", [...BANKS, "Corporations"]),
  product("loans", "Banking", "loan-cashier", "Loan Cashier", BANKS),
  product("loans", "Banking", "loan-processing", "Loan Processing", [...BANKS, "InsuranceCompanies"]),
  product("loans", "Banking", "loan-origination", "Loan Origination", [...BANKS, "RealEstate"]),

  // General Operations (4)
  product("general-operations", "Module Options", "crm-software-system", "Customer Relationship Management", EVERYONE),
  product("general-operations", "Module Options", "fatca-crm-software-option", "FATCA CRM Option", [
    ...BANKS,
    "InvestmentManagers",
    "FundManagers",
    "InsuranceCompanies",
    "BrokerageFirms",
  ]),
  product("general-operations", "Module Options", "process-flow-module", "Process Flow", EVERYONE),
  product("general-operations", "Module Options", "reconciliation", "Reconciliation", EVERYONE),

  // Real Estate (3)
  product("real-estate", "Banking", "real-estate-software-system", "Real Estate", [...BANKS, "RealEstate"]),
  product("real-estate", "Banking", "reo-management", "REO Management", [...BANKS, "RealEstate"]),
  product("real-estate", "Trust", "reit-software", "REIT", ["RealEstate", "InvestmentManagers", "RTA"]),

  // Trust (14)
  product("trust", "Trust", "annuities-software", "Annuities", [...TRUST, "InsuranceCompanies"]),
  product("trust", "Trust", "bond-paying-agent", "Bond Paying Agent", [...TRUST, "Municipalities", "Corporations"]),
  product("trust", "Trust", "cd-custody", "CD Custody", TRUST),
  product("trust", "Trust", "cd-issuance", "CD Issuance", [...BANKS, "BrokerageFirms"]),
  product("trust", "Trust", "commercial-paper-issuance", "Commercial Paper Issuance", [...TRUST, "Corporations"]),
  product("trust", "Trust", "debt-management", "Debt Management", [...TRUST, "Municipalities", "Corporations"]),
  product("trust", "Trust", "ira-management", "IRA Management", [...TRUST, "BrokerageFirms"]),
  product("trust", "Trust", "long-term-savings-account-software", "Long Term Savings Account", [...BANKS, "InsuranceCompanies"]),
  product("trust", "Trust", "money-desk-software-system", "Money Desk", [...TRUST, "Corporations"]),
  product("trust", "Trust", "mutual-fund", "Mutual Fund", ["FundManagers", "InvestmentManagers", "RTA"]),
  product("trust", "Trust", "open-time-deposit", "Open Time Deposit", BANKS),
  product("trust", "Trust", "pension-management", "Pension Management", [...TRUST, "Corporations", "Municipalities", "InsuranceCompanies"]),
  product("trust", "Trust", "shareholder-accounting", "Shareholder Accounting", ["RTA", "Corporations", "FundManagers"]),
  product("trust", "Trust", "eproxy-system", "eProxy", ["RTA", "Corporations"]),

  // Services and Software Features (7)
  product("services-and-software-features", "Module Options", "consulting-services", "Consulting", EVERYONE),
  product("services-and-software-features", "Module Options", "disaster-recovery", "Disaster Recovery", EVERYONE),
  product("services-and-software-features", "Module Options", "email-option-software-feature", "Email Option", EVERYONE),
  product("services-and-software-features", "Module Options", interfacesId, `${BRAND.name} Interfaces`, EVERYONE),
  product("services-and-software-features", "Module Options", "mobile-device-access", "Mobile Device Access", EVERYONE),
  product("services-and-software-features", "Module Options", "outsourcing-services", "Outsourcing", EVERYONE),
  product("services-and-software-features", "Module Options", "web-interface", "Web Interfaces", EVERYONE),
];

export const INTERFACES_PRODUCT_ID = interfacesId;
