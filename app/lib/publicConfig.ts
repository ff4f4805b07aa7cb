import type { Language } from "./i18n/languages";
import type { Messages } from "./i18n/messages";
import type { BrowserWarningContent } from "./browser";

/** The brand as pages show it (server/platform/env.server.ts builds it from the config): safe to send to the browser, no secrets. */
export interface PublicConfig {
  siteTitle: string;
  siteUrl: string;
  salesEmail: string;
  clientPortalUrl: string;
  social: { name: string; url: string }[];
}

/** What the root loader (rootLoader.server.ts) sends every page; hooks/rootData.ts reads it. */
export interface RootData {
  config: PublicConfig;
  year: number;
  /** The outdated-browser banner, decided on the server from the User-Agent; null for a current browser. */
  browserWarning: BrowserWarningContent | null;
  /** The page's language (its path's prefix) and the shell's words in it (decision record 0049). */
  language: Language;
  messages: Messages;
}
