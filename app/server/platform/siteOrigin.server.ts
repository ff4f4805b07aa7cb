/**
 * The site's own origin for one request (canonical links, e-mails' links, the passkeys' relying
 * party). Production and local development use SITE_URL as configured. A preview is deployed per
 * branch and reached at `<branch>.<project>.pages.dev` and at a per-deployment hash URL
 * `<hash>.<project>.pages.dev`, so one fixed SITE_URL names another host than the one the browser
 * is on: links lead elsewhere and a passkey signed for this host fails against that one. In
 * preview, a request to a host directly under SITE_URL's parent (`*.<project>.pages.dev`)
 * therefore names its own origin; any other host (a custom domain, a forged Host header) gets
 * SITE_URL. Cloudflare routes only the project's own names to a deployment, and WebAuthn binds
 * what the browser signs to the page's real origin, so adopting the host cannot widen what passes.
 * `CF_PAGES_URL` would name the hash URL, but only at build time in Git-connected builds.
 */
const PAGES_DEV = /^[a-z0-9-]+\.pages\.dev$/;

/** `<project>.pages.dev` when SITE_URL is a name under it (a preview's configured origin). */
function pagesProject(siteUrl: string): string | null {
  const host = new URL(siteUrl).hostname;
  const parent = host.slice(host.indexOf(".") + 1);
  return PAGES_DEV.test(parent) ? parent : null;
}

export function siteUrlFor(env: { APP_ENV: string; SITE_URL: string }, request: Request): string {
  if (env.APP_ENV !== "preview") return env.SITE_URL;
  const project = pagesProject(env.SITE_URL);
  const url = new URL(request.url);
  if (!project || url.protocol !== "https:" || url.port) return env.SITE_URL;
  const label = url.hostname.slice(0, -(project.length + 1));
  const own = url.hostname.endsWith(`.${project}`) && /^[a-z0-9-]+$/.test(label);
  return own ? url.origin : env.SITE_URL;
}
