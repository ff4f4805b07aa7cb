import { HERO_ILLUSTRATION, type Illustration } from "~/catalogue/illustrations";
import type { WordsOf } from "~/lib/i18n/withEnglish";
import type { AudienceCard } from "./audiences";
import type { ModuleOption } from "./moduleOptions";

/**
 * The home page's own words in English, by key (decision record 0056): read by its loader only,
 * which sends them, or a language's from `/i18n/<code>/home.json`, with the page's data. The
 * components hold none. `{brand}` and `{name}` are filled in by the server.
 */
export const HOME_ENGLISH = {
  heroEyebrow: "Software for financial institutions",
  heroTitle: "Systems for the work behind every account, trade and ledger",
  heroLead:
    "{brand} builds banking, central banking, investment, trust and accounting software, and the module options that connect it all, for the institutions that keep money moving.",
  heroArtAlt: HERO_ILLUSTRATION.alt,
  heroArtCaption: HERO_ILLUSTRATION.caption,
  heroFind: "Find your software",
  requestDemo: "Request a Demo",
  requestInfo: "Request Info",
  familiesTitle: "One catalogue, six families",
  sitemapLink: "Every product on the sitemap",
  softwareEyebrow: "Software",
  softwareTitle: "Find Your Software",
  softwareLead: "Choose your institution and the area of work, and see the systems built for it.",
  optionsEyebrow: "Module options",
  optionsTitle: "Add what your institution needs",
  optionsLead: "Options that work across every system: connect, automate, secure and extend what you run.",
  describedOn: "Described on the {name} page",
  helpEyebrow: "How we help",
  helpTitle: "Built for the institutions we serve",
  helpLead: "Each of our systems starts from the daily work of a particular kind of institution.",
  seeSystems: "See the systems",
  seeProducts: "See the products",
  stepsTitle: "How we work with you",
  storiesEyebrow: "Customers",
  storiesTitle: "What institutions changed with our software",
  storiesLead: "Their challenge, what they run and the results, in figures.",
  storiesAll: "All customer stories",
  aboutEyebrow: "About us",
  aboutTitle: "About {brand}",
  moreAboutUs: "More about us",
  talkTitle: "Talk to us",
  talkText: "See a system working on your own scenarios, or ask us anything about the catalogue.",
  pageCustomers: "Customer stories",
  pageTrustCentre: "Trust Centre",
  pageCompany: "About the Company",
  pageNews: "News",
} as const;
export type HomeWords = WordsOf<typeof HOME_ENGLISH>;

/** A step of "How we work with you". */
export interface HomeStep {
  title: string;
  text: string;
}

/** Everything the home page says, resolved on the server in the page's language. */
export interface HomeText {
  words: HomeWords;
  hero: { art: Illustration; families: { name: string; path: string }[] };
  moduleOptions: ModuleOption[];
  audiences: AudienceCard[];
  steps: HomeStep[];
  about: string[];
  aboutLinks: { name: string; path: string }[];
}
