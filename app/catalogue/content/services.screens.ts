import { BRAND } from "../../config/brand";
import type { ScreenData } from "../types";

/** What each service and feature's screen shows (its picture; app/catalogue/screens.ts). */
export const SERVICES_SCREENS: Record<string, ScreenData> = {
  "consulting-services": {
    view: "Engagement plan",
    figures: [
      ["Workstreams", "7"],
      ["Milestones met", "18 of 21"],
      ["Data converted", "96 %"],
    ],
    columns: ["Workstream", "Lead", "Milestone", "Due", "Status"],
  },
  "disaster-recovery": {
    view: "Recovery readiness",
    figures: [
      ["Last failover test", "14 Oct"],
      ["Recovery time objective", "4 h"],
      ["Data behind primary", "38 s"],
    ],
    columns: ["Module", "Standby site", "Restore order", "Last tested", "Result"],
  },
  "email-option-software-feature": {
    view: "Outgoing mail",
    figures: [
      ["Statements e-mailed", "24,816"],
      ["Delivered", "99.2 %"],
      ["Bounced", "61"],
    ],
    columns: ["Document", "Recipient", "Template", "Sent", "Delivery"],
  },
  [`${BRAND.slug}-interfaces`]: {
    view: "Interface monitor",
    figures: [
      ["Interfaces running", "152"],
      ["Messages today", "86,410"],
      ["Failed, to retry", "2"],
    ],
    columns: ["Interface", "Partner system", "Format", "Last run", "Records"],
  },
  "mobile-device-access": {
    view: "Approvals on the go",
    figures: [
      ["Approvals waiting", "9"],
      ["Devices enrolled", "214"],
      ["Sessions today", "388"],
    ],
    columns: ["Request", "Raised by", "Amount", "Module", "Decision"],
  },
  "outsourcing-services": {
    view: "Service report",
    figures: [
      ["Uptime this month", "99.98 %"],
      ["Batch jobs on time", "100 %"],
      ["Tickets open", "4"],
    ],
    columns: ["Service", "Schedule", "Last run", "Duration", "Outcome"],
  },
  "web-interface": {
    view: "Client portal",
    figures: [
      ["Portal users", "5,742"],
      ["Logins today", "1,096"],
      ["Secure messages", "37"],
    ],
    columns: ["Client", "Account", "Balance", "Last login", "Two-factor"],
  },
};
