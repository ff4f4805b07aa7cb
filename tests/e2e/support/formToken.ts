import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { signFormToken } from "../../../app/server/sales/formToken.server";
import { parseDevVars } from "../../../scripts/lib/devVars.mjs";
import { testNow } from "../../support/testClock";

/**
 * The contact form's signed timestamp, issued at a time the test chooses, signed by the server's
 * own signer with the e2e server's secret, so a test decides the form's age, not how fast this
 * machine loads and fills the form.
 */
const secret = parseDevVars(readFileSync(".dev.vars", "utf8")).SESSION_SECRET!;

/** A token a person could hold: handed out a minute ago (far from a day). */
export const humanPacedToken = () => signFormToken(secret, testNow().getTime() - 60_000);

/** Puts a token into the page's form (the hidden field the server reads). */
export async function setFormToken(page: Page, token: string, scope: Locator = page.locator("body")) {
  await scope.locator('input[name="formToken"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), token);
}
