import { INTERFACES_PRODUCT_ID, PRODUCT_ENTRIES } from "~/catalogue/products";

/*
 * The twelve module options of R-ENTITIES, each with the catalogue product page that covers it.
 * The home page's loader sends them, so neither this text nor the catalogue's structure is in the
 * page's JavaScript.
 */
const OPTIONS: ReadonlyArray<{ name: string; productId: string; text: string }> = [
  {
    name: "Consulting",
    productId: "consulting-services",
    text: "Implementation planning, data conversion, training and process reviews from the people who build the software.",
  },
  {
    name: "Customer Relationship Management",
    productId: "crm-software-system",
    text: "One record of every client, contact, call and document, shared by sales, operations and service staff.",
  },
  {
    name: "FATCA CRM Option",
    productId: "fatca-crm-software-option",
    text: "Account-holder classification, documentation tracking and FATCA reporting, inside the CRM.",
  },
  {
    name: "Direct Data Connection",
    productId: INTERFACES_PRODUCT_ID,
    text: "Live links between our systems and your core, custody and market-data sources, instead of file hand-offs.",
  },
  {
    name: "Disaster Recovery",
    productId: "disaster-recovery",
    text: "Replicated data and a rehearsed failover plan, so operations resume quickly after an outage.",
  },
  {
    name: "Email Option",
    productId: "email-option-software-feature",
    text: "Statements, confirmations and alerts e-mailed straight from the system, with a record of what was sent.",
  },
  {
    name: "Interfaces",
    productId: INTERFACES_PRODUCT_ID,
    text: "Over 150 third-party interfaces to custodians, payment networks, pricing services and general ledgers.",
  },
  {
    name: "Mobile Device Access",
    productId: "mobile-device-access",
    text: "Inquiries, approvals and dashboards on phones and tablets, under the same security as the desktop.",
  },
  {
    name: "Outsourcing",
    productId: "outsourcing-services",
    text: "We run the system and its daily processing for you, while your staff keep control of the decisions.",
  },
  {
    name: "Process Flow",
    productId: "process-flow-module",
    text: "Approval chains and work queues that take each transaction through your procedures, with an audit trail.",
  },
  {
    name: "Reconciliation",
    productId: "reconciliation",
    text: "Automatic matching of statements, ledgers and positions, with every exception queued for review.",
  },
  {
    name: "Web Interfaces",
    productId: "web-interface",
    text: "Secure web portals where your customers and counterparties view their accounts and send requests.",
  },
];

export interface ModuleOption {
  name: string;
  text: string;
  /** The product page, when the catalogue has one. */
  path?: string;
  /** When another option's page covers this one too, that option's name: the card says so. */
  sharedWith?: string;
}

export const MODULE_OPTIONS: readonly ModuleOption[] = OPTIONS.map(({ name, productId, text }) => {
  const product = PRODUCT_ENTRIES.find((p) => p.id === productId);
  if (!product) return { name, text };
  // Two options with one page must not look like two pages: the one not named by the page says whose it is.
  const shares = OPTIONS.some((o) => o.name !== name && o.productId === productId);
  return shares && !product.name.endsWith(name)
    ? { name, text, path: `/${product.route}`, sharedWith: product.name }
    : { name, text, path: `/${product.route}` };
});
