import type { Env } from "../platform/env.server";
import type { LaunchCheck } from "./launchItem.server";
import { configurationChecks } from "./configurationChecks.server";
import { brochureChecks, sampleContentChecks, trustFactChecks } from "./contentChecks.server";
import { productLaunchItems } from "../products/productLaunch.server";
import { companyLaunchItems } from "../company/companyLaunch.server";
import { translationLaunchItems } from "../i18n/translationLaunch.server";

/**
 * The go-live checklist (/admin/launch, decision record 0038): what still stands between the site
 * and a bank's buyer. Each domain answers its own check, a function of the environment and the
 * time that lists what is not ready yet, each item with a link to the screen that fixes it. A
 * fixed item is simply no longer answered: nothing is stored, so the list is always today's.
 */
export type { LaunchCheck, LaunchItem } from "./launchItem.server";

/**
 * Every domain's check, in the order the list shows them. A domain with content to launch adds its
 * check here (the company page's entries, each product's screenshots and copy).
 */
const LAUNCH_CHECKS: readonly LaunchCheck[] = [
  sampleContentChecks,
  companyLaunchItems,
  trustFactChecks,
  brochureChecks,
  productLaunchItems,
  translationLaunchItems,
  configurationChecks,
];

/** All items, the checks run side by side. */
export async function gatherLaunchItems(env: Env, now: Date, checks: readonly LaunchCheck[] = LAUNCH_CHECKS): ReturnType<LaunchCheck> {
  return (await Promise.all(checks.map((check) => check(env, now)))).flat();
}
