/** The brand as pages show it (server/platform/env.server.ts builds it from the config): safe to send to the browser, no secrets. */
export interface PublicConfig {
  siteTitle: string;
  siteUrl: string;
  salesEmail: string;
  clientPortalUrl: string;
  social: { name: string; url: string }[];
}
