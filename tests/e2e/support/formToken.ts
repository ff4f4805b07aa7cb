import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { MIN_AGE_MS, signFormToken } from "../../../app/server/sales/formToken.server";
import { parseDevVars } from "../../../scripts/lib/devVars.mjs";

/**
 * The contact form's signed timestamp, issued at a time the test chooses, signed by the server's
 * own signer with the e2e server's secret. Whether a post is "too fast" is then decided by the
 * token alone, not by how fast this machine loads and fills the form.
 */
const secret = parseDevVars(readFileSync(".dev.vars", "utf8")).SESSION_SECRET!;

/** A token a person could hold: handed out a minute ago (well past the minimum, far from a day). */
export const humanPacedToken = () => signFormToken(secret, Date.now() - 60_000);

/**
 * A token no person could post in time: issued 50 s in the future, so the server sees it as younger
 * than MIN_AGE_MS for 50 s + MIN_AGE_MS after signing (and a minute of skew is tolerated, so it is
 * not read as forged).
 */
export const tooFastToken = () => signFormToken(secret, Date.now() + 50_000);

/** Puts a token into the page's form (the hidden field the server reads). */
export async function setFormToken(page: Page, token: string, scope: Locator = page.locator("body")) {
  await scope.locator('input[name="formToken"]').evaluate((input, value) => ((input as HTMLInputElement).value = value), token);
}

export { MIN_AGE_MS };
