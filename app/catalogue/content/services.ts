import { BRAND } from "../../config/brand";
import type { ProductContent } from "../types";

/** Services and Software Features: 7 products; the interfaces product's id comes from the brand. */
export const SERVICES = {
  "consulting-services": {
    summary:
      "Implementation planning, data conversion, workflow review and staff training, delivered by specialists who know both the software and financial institution operations.",
    description: [
      "Consulting helps an institution get full use of the software it licenses, before, during and after installation. Engagements are scoped to the institution's needs, from a single data conversion to a review of a whole operation.",
      "Typical work includes mapping current procedures to the software, converting history from legacy systems, designing connections to core and third-party systems, and setting up reports and ledger postings. Consultants work alongside operations, IT and audit staff so that every decision is documented and understood.",
      "After go-live, consultants can return to review how the system is being used. They also help add modules or adjust processes as regulations and business lines change.",
    ],
    features: [
      "Implementation plans with milestones, responsibilities and test plans agreed with the institution.",
      "Data conversion from legacy systems, with balancing reports that prove converted totals.",
      "Operational reviews that map current procedures to system workflows and identify manual steps to remove.",
      "Interface design for core banking, custodian, payment and market data connections.",
      "Chart of accounts and ledger posting design for newly added modules.",
      "Role-based training for operations staff, supervisors and system administrators.",
      "Post-implementation reviews and help adding modules or new lines of business.",
    ],
    serves:
      "Banks, credit unions, central banks, investment and fund managers, insurance companies, municipalities and other institutions implementing or extending the platform.",
    related: ["meridian-interfaces", "outsourcing-services", "process-flow-module", "disaster-recovery"],
    tags: ["implementation", "training", "conversion"],
  },

  "disaster-recovery": {
    summary:
      "Backups, off-site replication and a tested standby environment that let an institution restore its systems and data and resume processing after a disruption.",
    description: [
      "Disaster Recovery protects the institution's processing if its primary site, servers or network become unavailable. Data is backed up and copied to a separate location on a schedule set by how much data the institution can afford to lose.",
      "A standby environment holds the application, configuration and interfaces needed to run critical modules. Recovery procedures are written out step by step, including the order in which modules and interfaces are brought back.",
      "Recovery is tested on a schedule agreed with the institution, and each test is documented for management, auditors and examiners. Findings from every test are fed back into the plan.",
    ],
    features: [
      "Scheduled backups with off-site copies and retention periods set by the institution.",
      "Replication to a secondary site sized to the institution's recovery point objectives.",
      "A standby application environment whose configuration and interface settings are kept in step with production.",
      "Recovery runbooks listing the order for restoring modules, interfaces and user access.",
      "Periodic recovery tests with written results for auditors and examiners.",
      "Recovery time and recovery point objectives agreed per module and reviewed each year.",
    ],
    serves:
      "Banks, central banks, investment and fund managers, insurance companies, municipalities and other institutions that must show examiners they can recover critical processing.",
    related: ["outsourcing-services", "consulting-services", "meridian-interfaces", "mobile-device-access"],
    tags: ["backup", "continuity", "bcp"],
  },

  "email-option-software-feature": {
    summary:
      "Sends statements, confirmations, notices and internal alerts by e-mail directly from the modules, with recipient preferences and a log of every message.",
    description: [
      "The Email Option lets any module send documents and notices by e-mail instead of on paper. Customer statements, trade confirmations, maturity notices and payment advices go to recipients who have chosen electronic delivery.",
      "Internal alerts go out the same way: an approval waiting in a queue, a reconciliation break, a limit exceeded or a batch job that failed. Staff can act on them without watching a screen.",
      "Attachments can be password protected, and each message is logged with its recipient, time and document. The institution can show what was sent and when.",
    ],
    features: [
      "E-mail delivery of statements, confirmations, notices and advices generated by any module.",
      "Delivery preferences kept per customer, with paper as the fallback.",
      "Password-protected PDF attachments for documents containing account information.",
      "Internal alerts for pending approvals, exceptions and failed jobs, routed by role.",
      "Message templates the institution edits with its own wording and branding.",
      "A delivery log recording recipient, time, document and bounce status.",
    ],
    serves:
      "Banks, trust companies, fund managers, brokerage firms, insurance companies, municipalities and other institutions that deliver documents and alerts electronically.",
    related: ["web-interface", "mobile-device-access", "process-flow-module", "eproxy-system"],
    tags: ["notifications", "alerts"],
  },

  [`${BRAND.slug}-interfaces`]: {
    summary: `${BRAND.name} Interfaces connects the platform to over 150 third-party systems, including core banking, SWIFT, Fedwire, ACH, market data and custodians, through a Direct Data Connection.`,
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
    related: ["consulting-services", "general-ledger", "reconciliation", "web-interface"],
    tags: ["integration", "swift", "fedwire", "ach"],
  },

  "mobile-device-access": {
    summary:
      "Lets approved staff review information and act on pending approvals from phones and tablets, under the same permissions and controls as the desktop system.",
    description: [
      "Mobile Device Access lets staff check balances, positions and work queues and approve pending items when away from their desks. An officer can release a wire, approve a CD rate or review a limit exception from a phone or tablet.",
      "Users sign in with the same credentials and role permissions they use on the desktop, and sessions are limited to the functions the institution enables for mobile use. Data is encrypted in transit and is not kept on the device.",
      "The institution decides which modules and actions are available on mobile devices. If a device is lost or replaced, its access can be revoked at once.",
    ],
    features: [
      "Access to balances, positions, work queues and reports from supported phones and tablets.",
      "Approval of pending items such as payments, rate exceptions and limit overrides.",
      "The same user roles, permissions and dual-control rules as the desktop application.",
      "Multi-factor sign-in and automatic session time-out.",
      "Encrypted connections, with no account data left on the device after sign-out.",
      "Institution control over which modules and actions are enabled for mobile use.",
      "Immediate revocation of access for a lost or replaced device.",
    ],
    serves:
      "Banks, central banks, trust companies, investment managers, insurance companies, municipalities and other institutions whose officers approve work outside the office.",
    related: ["web-interface", "email-option-software-feature", "process-flow-module", "disaster-recovery"],
    tags: ["phone", "tablet", "app"],
  },

  "outsourcing-services": {
    summary:
      "Hosted operation of the platform, with optional processing support, so an institution can run its modules without maintaining servers, upgrades or batch operations in-house.",
    description: [
      "Outsourcing lets an institution use the software without running it itself. The application is hosted and operated on the institution's behalf, with upgrades, backups, batch processing and monitoring handled by the service team.",
      "Institutions choose how far the service goes: hosting only, hosting with daily processing, or processing support for specific functions such as statement production or reconciliation. The institution keeps control of its data, decisions and approvals.",
      "Service levels, reporting and auditor access are agreed in writing, and the institution can review processing logs and reports at any time. Outsourced and in-house installations run the same software, so procedures stay the same if the institution moves between them.",
    ],
    features: [
      "Hosted application and database operated for the institution, with system monitoring and problem response.",
      "Upgrades and patches applied and tested by the service team on an agreed schedule.",
      "Nightly and end-of-period batch processing run and checked on the institution's behalf.",
      "Optional processing support for statements, reconciliations and interface files.",
      "Written service levels with regular reports on availability and processing.",
      "Auditor and examiner access to processing logs, control documentation and reports.",
      "Disaster recovery included in the hosted environment.",
    ],
    serves:
      "Banks, credit unions, trust companies, fund managers, insurance companies, municipalities and other institutions that prefer not to run the system in-house.",
    related: ["disaster-recovery", "consulting-services", "meridian-interfaces", "reconciliation"],
    tags: ["hosting", "hosted", "managed"],
  },

  "web-interface": {
    summary:
      "A secure customer web portal for balances, statements and service requests, together with the website security controls that protect the institution's online services.",
    description: [
      "Web Interfaces gives an institution's customers online access to information held in the platform: balances, holdings, transactions, statements and tax documents. The portal carries the institution's branding and can sit within its existing website.",
      "Customers can submit requests through the portal, such as transfers, maturity instructions or address changes. Requests arrive in staff work queues for review rather than changing records directly, and each customer sees only the accounts they are entitled to.",
      "Website security covers sign-in, session handling and protection of data in transit. Multi-factor authentication, lockout after failed attempts and activity logs help the institution meet its own security policies and its examiners' expectations.",
    ],
    features: [
      "Customer portal showing balances, holdings, transactions and downloadable statements.",
      "Institution branding and placement within the institution's existing website.",
      "Customer service requests routed to staff work queues for approval.",
      "Entitlements that limit each user to specific accounts and functions, including multiple users for business customers.",
      "Multi-factor authentication, password rules and lockout after repeated failed sign-ins.",
      "Encrypted sessions with automatic time-out.",
      "Activity logs of customer sign-ins, page views and requests.",
    ],
    serves:
      "Banks, trust companies, fund managers, brokerage firms, insurance companies, municipalities and registrar/transfer agents that give customers or investors online access.",
    related: ["mobile-device-access", "email-option-software-feature", "central-bank-web-interfaces", "crm-software-system", "process-flow-module"],
    tags: ["portal", "online", "security"],
  },
} satisfies Record<string, ProductContent>;
