// The English page words of the catalogue's products (public/i18n/en/catalogue/, read by the
// worker through ASSETS: app/server/i18n/productWords.server.ts, decision record 0058), for
// tests that compare a page with them. JSON imports, so the same file serves Node and workerd.
import accounting from "../../public/i18n/en/catalogue/accounting.json";
import bankOperations from "../../public/i18n/en/catalogue/bankOperations.json";
import centralBankOperations from "../../public/i18n/en/catalogue/centralBankOperations.json";
import generalOperations from "../../public/i18n/en/catalogue/generalOperations.json";
import investmentManagement from "../../public/i18n/en/catalogue/investmentManagement.json";
import loans from "../../public/i18n/en/catalogue/loans.json";
import realEstate from "../../public/i18n/en/catalogue/realEstate.json";
import services from "../../public/i18n/en/catalogue/services.json";
import trust from "../../public/i18n/en/catalogue/trust.json";
import { INTERFACES_WORDS } from "../../app/catalogue/content/interfaces";
import type { ProductWords } from "../../app/catalogue/types";

const FILES: Record<string, Record<string, ProductWords>> = {
  accounting,
  bankOperations,
  centralBankOperations,
  generalOperations,
  investmentManagement,
  loans,
  realEstate,
  services,
  trust,
};

const WORDS: Record<string, ProductWords> = Object.assign({}, INTERFACES_WORDS, ...Object.values(FILES));

/** A product's page words in English; throws for an id the catalogue has no words for. */
export function englishWords(productId: string): ProductWords {
  const words = WORDS[productId];
  if (!words) throw new Error(`no English words for product '${productId}'`);
  return words;
}

/** ASSETS as a deploy has it for the words' files only (a test in workerd has no public/ to read). */
export const englishWordFiles = {
  async fetch(input: string): Promise<Response> {
    const match = /^\/i18n\/en\/catalogue\/(\w+)\.json$/.exec(new URL(input).pathname);
    const file = match ? FILES[match[1]!] : undefined;
    return file ? Response.json(file) : new Response("Not Found", { status: 404 });
  },
};
