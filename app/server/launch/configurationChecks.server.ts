import type { Env } from "../platform/env.server";
import type { LaunchItem } from "./launchItem.server";

/** Where configuration is fixed: the checklist's own section that says where each setting lives. */
const CONFIG_HELP = "/admin/launch#configuration";

/** Domains reserved for examples and tests (RFC 2606, RFC 6761): no one reads mail there. */
const PLACEHOLDER_DOMAIN = /(^|\.)(example|test|invalid|localhost)$|^example\.(com|net|org)$/i;
const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

/** Settings a live site needs: real e-mail, its own https address, production mode, a security contact, admins' second factors. */
export async function configurationChecks(env: Env, _now: Date): Promise<LaunchItem[]> {
  const items: LaunchItem[] = [];
  const add = (label: string, fixHref = CONFIG_HELP) => items.push({ area: "Configuration", label, fixHref });
  if (!env.EMAIL_TRANSPORT) add("No e-mail transport is set (EMAIL_TRANSPORT): no e-mail leaves the site");
  else if (env.EMAIL_TRANSPORT === "sink") add("E-mail goes to the local sink (EMAIL_TRANSPORT=sink): no one receives it");
  const site = new URL(env.SITE_URL);
  if (site.protocol !== "https:") add(`The site's address (SITE_URL) is not https: ${env.SITE_URL}`);
  if (LOCAL_HOST.test(site.hostname)) add(`The site's address (SITE_URL) is still this computer: ${site.hostname}`);
  if (env.APP_ENV !== "production") add(`The site runs in ${env.APP_ENV} mode (APP_ENV), not production`);
  const domain = env.SALES_EMAIL.split("@")[1] ?? "";
  if (PLACEHOLDER_DOMAIN.test(domain)) add(`security.txt's contact is security@${domain}, a placeholder domain (from SALES_EMAIL)`);
  const { results } = await env.DB.prepare(
    `SELECT email FROM staff_users u
     WHERE role = 'admin' AND totp_secret IS NULL AND NOT EXISTS (SELECT 1 FROM passkeys p WHERE p.staff_user_id = u.id)
     ORDER BY email`,
  ).all<{ email: string }>();
  for (const r of results) add(`Admin ${r.email} has neither a passkey nor a second factor`, "/admin/users");
  return items;
}
