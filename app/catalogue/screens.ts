import { BRAND } from "../config/brand";
import accounting from "./content/accounting.screens.json";
import bankOperations from "./content/bankOperations.screens.json";
import centralBankOperations from "./content/centralBankOperations.screens.json";
import generalOperations from "./content/generalOperations.screens.json";
import groups from "./content/groups.screens.json";
import investmentManagement from "./content/investmentManagement.screens.json";
import loans from "./content/loans.screens.json";
import realEstate from "./content/realEstate.screens.json";
import services from "./content/services.screens.json";
import trust from "./content/trust.screens.json";
import type { ModuleGroup, ScreenData } from "./types";

/**
 * The data of the drawing of each product's and group's own screen: what that
 * software shows its users. Kept beside the product's words (content/*.screens.json), read only by
 * server loaders; one component draws them all (components/catalogue/ProductScreen.tsx), so a new
 * product gets its picture by adding data. tests/unit/screens.test.ts fails when a product has
 * none or two share one.
 */
export type { ScreenData };

/** A screen as JSON can hold it: JSON has no pairs, so tests/unit/catalogueContent.test.ts checks that each figure is a label and a value. */
type ScreenJson = { view: string; figures: string[][]; columns: string[] };
const asScreens = <K extends string>(json: Record<K, ScreenJson>) => json as unknown as Record<K, ScreenData>;

const byArea: readonly Record<string, ScreenJson>[] = [
  accounting,
  bankOperations,
  centralBankOperations,
  generalOperations,
  investmentManagement,
  loans,
  realEstate,
  services,
  trust,
];

/** By product id. */
export const PRODUCT_SCREENS: Readonly<Record<string, ScreenData>> = asScreens(
  Object.assign({}, ...byArea, {
    // The interfaces product's id comes from the brand (its words are in content/interfaces.ts).
    [`${BRAND.slug}-interfaces`]: {
      view: "Interface monitor",
      figures: [
        ["Interfaces running", "152"],
        ["Messages today", "86,410"],
        ["Failed, to retry", "2"],
      ],
      columns: ["Interface", "Partner system", "Format", "Last run", "Records"],
    },
  }),
);

/** By module group: the family's overview screen. */
export const GROUP_SCREENS: Record<ModuleGroup, ScreenData> = asScreens<ModuleGroup>(groups);
