import { BRAND } from "~/config/brand";

/**
 * The About section's words in English. Read by the home loader (homeText.server.ts), so they reach the page as data,
 * not as script: every byte of the home page's first-load JavaScript counts against its 100 KB budget.
 */
export const ABOUT_PARAGRAPHS = [
  `${BRAND.name} designs, builds and supports software for financial institutions: banking, central banking, investment, trust and accounting systems, and the module options that join them together.`,
  "Our products are made to work as one: they share clients, accounts and ledgers, so an institution can start with the system it needs most and add others without another integration project. Where you keep systems from other vendors, our interfaces connect them.",
  "The same team that writes the software installs it, converts your data, trains your staff and answers your support calls, and can run the system for you if you prefer.",
];
