import type { AppLoadContext, LoaderFunctionArgs } from "@remix-run/cloudflare";
import * as catchAll from "../../../app/routes/$";
import * as bankOperations from "../../../app/routes/[bank_operations].$";
import * as accountingProducts from "../../../app/routes/accounting.$";
import * as centralBankOperations from "../../../app/routes/central-bank-operations.$";
import * as generalOperations from "../../../app/routes/general-operations.$";
import * as investmentManagement from "../../../app/routes/investment-management.$";
import * as loans from "../../../app/routes/loans.$";
import * as realEstate from "../../../app/routes/real-estate.$";
import * as servicesAndFeatures from "../../../app/routes/services-and-software-features.$";
import * as trustProducts from "../../../app/routes/trust.$";
import * as accounting from "../../../app/routes/accounting._index";
import * as banking from "../../../app/routes/banking";
import * as centralBanking from "../../../app/routes/central-banking";
import * as investment from "../../../app/routes/investment";
import * as moduleOptions from "../../../app/routes/module-options";
import * as trust from "../../../app/routes/trust._index";
import { load } from "./load";
import { routeIdOf } from "./load";

/** The catalogue's route modules: the product areas, the six group pages and the catch-all (404s and legacy spellings). */
export const CATALOGUE_ROUTES: Record<string, { loader: (args: LoaderFunctionArgs) => unknown }> = {
  "routes/$": catchAll,
  "routes/[bank_operations].$": bankOperations,
  "routes/accounting.$": accountingProducts,
  "routes/central-bank-operations.$": centralBankOperations,
  "routes/general-operations.$": generalOperations,
  "routes/investment-management.$": investmentManagement,
  "routes/loans.$": loans,
  "routes/real-estate.$": realEstate,
  "routes/services-and-software-features.$": servicesAndFeatures,
  "routes/trust.$": trustProducts,
  "routes/accounting._index": accounting,
  "routes/banking": banking,
  "routes/central-banking": centralBanking,
  "routes/investment": investment,
  "routes/module-options": moduleOptions,
  "routes/trust._index": trust,
};

/**
 * GETs a catalogue path as Remix would answer it: the route module its matcher picks for the
 * path (an area's product route, a group page, or the catch-all), that module's real loader.
 */
export async function openCatalogue<T = unknown>(path: string, context: AppLoadContext) {
  const url = new URL(path, "http://localhost");
  const id = routeIdOf(url.pathname);
  // A language's copy of a route (es/routes/loans.$) runs the same module (app/config/languages.mjs).
  const mod = id ? CATALOGUE_ROUTES[id.replace(/^[a-z]{2}\//, "")] : undefined;
  if (!mod) throw new Error(`${path} is answered by ${id}, not a catalogue route`);
  return { routeId: id, ...(await load<T>(mod.loader, url.href, context)) };
}
