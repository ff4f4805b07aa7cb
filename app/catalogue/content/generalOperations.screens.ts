import type { ScreenData } from "../types";

/** What each general-operations product's screen shows (its picture; app/catalogue/screens.ts). */
export const GENERAL_OPERATIONS_SCREENS: Record<string, ScreenData> = {
  "crm-software-system": {
    view: "Client relationships",
    figures: [
      ["Clients", "8,412"],
      ["Open opportunities", "146"],
      ["Calls due today", "23"],
    ],
    columns: ["Client", "Relationship manager", "Products held", "Last contact", "Next step"],
  },
  "fatca-crm-software-option": {
    view: "FATCA classification",
    figures: [
      ["Accounts reviewed", "6,204"],
      ["US indicia found", "318"],
      ["Forms outstanding", "47"],
    ],
    columns: ["Account holder", "Indicia", "Classification", "W-8 / W-9", "Reportable"],
  },
  "process-flow-module": {
    view: "Work queue",
    figures: [
      ["Tasks open", "264"],
      ["Overdue", "12"],
      ["Average age", "1.4 days"],
    ],
    columns: ["Task", "Process", "Assigned to", "Due", "Step"],
  },
  reconciliation: {
    view: "Break management",
    figures: [
      ["Breaks open", "41"],
      ["Auto-matched", "98.7 %"],
      ["Aged over 30 days", "3"],
    ],
    columns: ["Break", "Source", "Amount", "Age", "Owner"],
  },
};
