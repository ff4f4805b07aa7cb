import type { ProductContent } from "../types";

export const GENERAL_OPERATIONS = {
  "crm-software-system": {
    summary:
      "Customer relationship management for financial institutions, giving staff one view of each client's relationships, holdings, contacts and open requests across every Meridian module.",
    description: [
      "Customer Relationship Management holds one record for each customer or counterparty and links it to every account, loan, portfolio, trust or holding that customer has on the Meridian platform. Relationship managers and service staff see the whole relationship before they call, rather than checking several systems.",
      "Individuals, companies, trusts and government bodies can be grouped into households or corporate families, and related parties such as guardians, signatories and beneficial owners are recorded with their roles. Identification documents and know-your-customer reviews are held with expiry dates, so staff are reminded before they lapse.",
      "Calls, meetings, letters and e-mails are logged against the customer, and requests and complaints are tracked as cases with an owner and a due date. Sales staff can record opportunities and referrals, and managers can report on pipeline, service levels and customer profitability.",
    ],
    features: [
      "Single customer record linked to accounts, loans, portfolios and holdings in all Meridian modules.",
      "Household and corporate-family groupings, with related parties recorded by role.",
      "Identification documents and know-your-customer reviews with expiry and review-date reminders.",
      "Contact history of calls, meetings, letters and e-mails, visible to everyone who serves the customer.",
      "Case management for service requests and complaints with owner, due date and escalation.",
      "Opportunity, referral and campaign tracking for relationship managers.",
      "Relationship and profitability reporting by customer, officer and branch.",
    ],
    serves:
      "All the institutions Meridian serves, from banks and central banks to fund managers, insurers, municipalities, registrars and corporate treasuries.",
    related: ["fatca-crm-software-option", "process-flow-module", "email-option-software-feature", "loan-origination"],
    tags: ["crm", "kyc", "contacts"],
  },

  "fatca-crm-software-option": {
    summary:
      "FATCA option for Meridian CRM that identifies US indicia, tracks W-8 and W-9 documentation, classifies account holders and prepares the annual FATCA report.",
    description: [
      "The FATCA CRM Option adds the records and checks a foreign financial institution needs to meet the US Foreign Account Tax Compliance Act. It works on the customer records already held in Customer Relationship Management, so FATCA status sits alongside the rest of the relationship rather than in a separate spreadsheet.",
      "New and existing accounts are searched for US indicia such as a US place of birth, address, telephone number or standing instruction to a US account. Accounts with indicia are flagged for follow-up, and the self-certifications and W-8 or W-9 forms collected to cure them are recorded with their dates and expiry.",
      "Each individual and entity account holder is given a FATCA classification, and accounts whose holders have not provided documentation are identified. At year end the option assembles the reportable accounts with their balances and payments in the format required by the IRS or, under an intergovernmental agreement, by the local tax authority.",
    ],
    features: [
      "Search of customer data for US indicia on account opening and for pre-existing accounts.",
      "Recording of W-8 and W-9 forms and self-certifications, with expiry and change-in-circumstance tracking.",
      "FATCA classification of individual and entity account holders, including passive entities and their controlling persons.",
      "Identification of undocumented and recalcitrant accounts for follow-up or withholding.",
      "Aggregation of related accounts when measuring balances against reporting thresholds.",
      "Annual reporting file of reportable accounts in the XML schema required by the IRS or the local tax authority.",
    ],
    serves: "Banks, investment and fund managers, brokerage firms and insurance companies outside the United States that must comply with FATCA.",
    related: ["crm-software-system", "process-flow-module", "mutual-fund", "customer-portfolio"],
    tags: ["fatca", "tax compliance", "w-9", "irs"],
  },

  "process-flow-module": {
    summary:
      "Workflow module that routes transactions, requests and documents through defined steps, approvals and deadlines across Meridian applications, with a complete record of who did what.",
    description: [
      "Process Flow lets an institution describe its own procedures, such as opening an account, approving a payment or settling a trade, as a sequence of steps and have the system enforce them. Each step names the role responsible, the checks to be made and the conditions under which the item moves on, is sent back or is escalated.",
      "Items arrive in users' work queues as soon as the previous step is complete, with the relevant documents and data attached. Deadlines are set for each step, and supervisors are alerted when work is late or when a queue is building up.",
      "Because the same engine works across Meridian modules, one process can span several departments, for example from Purchasing to Accounts Payable to Payment Processing. The history of each item records every action, user and time, which gives auditors the evidence of control they need.",
    ],
    features: [
      "Process steps, roles, conditions and routing configured by administrators rather than written as program code.",
      "Work queues by user and role, with items and supporting documents delivered as soon as they are ready.",
      "Approval steps with limits by amount and type, and separation of duties between maker and checker.",
      "Deadlines per step with alerts and escalation to supervisors when work is late.",
      "Processes that span several Meridian modules and departments.",
      "Complete history of each item showing actions taken, by whom and when.",
      "Queue and cycle-time reporting to find where work is waiting.",
    ],
    serves:
      "Any institution on the Meridian platform, whether bank, central bank, fund manager, insurer, municipality, registrar or corporate finance team, that wants its procedures enforced consistently.",
    related: ["crm-software-system", "email-option-software-feature", "purchasing-software", "payment-processing"],
    tags: ["workflow", "approvals", "routing"],
  },

  reconciliation: {
    summary:
      "Rule-based reconciliation engine that matches records from any two sources, such as positions, trades, cash and interface files, and manages the exceptions left over.",
    description: [
      "Reconciliation compares data sets that should agree and reports where they do not. Typical uses include positions against custodian statements, trades against broker confirmations, cash against correspondent statements, and the records one system has sent against those another system has received.",
      "Each reconciliation is defined by its two sources, the fields to compare and the matching rules, including tolerances on amounts, prices and dates. Sources can be Meridian modules or files received through the platform's interfaces with custodians, depositories, banks and market data providers.",
      "Matched records are closed automatically, and the exceptions are assigned to staff with the difference shown and a place to record its cause. Exceptions are aged and escalated, and summaries show how many breaks each reconciliation produces and how quickly they are cleared.",
    ],
    features: [
      "User-defined reconciliations between any two sources, each with its own fields and matching rules.",
      "Exact, tolerance-based and many-to-one matching on amounts, quantities, prices, dates and references.",
      "Loading of custodian, broker, depository and bank files through the Meridian interface layer.",
      "Position, transaction, cash and interface-control reconciliations run on schedule or on demand.",
      "Exception queues with assignment, cause codes, comments and ageing.",
      "Break statistics by reconciliation, counterparty and cause to show where errors originate.",
    ],
    serves:
      "Every kind of Meridian client, including banks, central banks, brokerage firms, fund and investment managers, insurers and registrars, that must prove its records agree with outside sources.",
    related: ["account-reconciliation", "meridian-interfaces", "back-office", "safekeeping-software"],
    tags: ["matching", "breaks", "exceptions"],
  },
} satisfies Record<string, ProductContent>;
