import type { GroupPagePath } from "~/catalogue/groups";
import { TREE_ANCHOR, TREE_PARAMS } from "~/catalogue/treeParams";
import type { Industry } from "~/catalogue/types";

/** Where an audience card leads: its group page, or Find Your Software filtered to its industry. */
type AudienceTarget = { group: GroupPagePath } | { industry: Industry };

/** The audiences (R-AUDIENCE), grouped as a prospect would look for themselves, with what we offer each. */
export const AUDIENCES: ReadonlyArray<{ title: string; who: string; text: string; target: AudienceTarget }> = [
  {
    title: "Banks and credit unions",
    who: "Commercial banks, credit unions",
    text: "Bank operations, loans, collections, safekeeping, real estate lending and teller systems that share one set of customers and one general ledger.",
    target: { group: "/banking" },
  },
  {
    title: "Central banks",
    who: "Central banks and monetary authorities",
    text: "Auctions, bonds and treasury bills, currency and numismatic management, exchange control, forex and dormant accounts, built for a central bank's own procedures.",
    target: { group: "/central-banking" },
  },
  {
    title: "Investment firms",
    who: "Investment managers, fund managers, brokerage and investment firms",
    text: "Front and back office, order management, trading, portfolio management and analysis, hedge funds and sales commissions, from the order to the statement.",
    target: { group: "/investment" },
  },
  {
    title: "Trust companies and agents",
    who: "Trust companies, registrar, transfer and paying agents",
    text: "Shareholder accounting, bond paying agency, CD custody and issuance, commercial paper, IRAs, pensions, mutual funds and eProxy.",
    target: { group: "/trust" },
  },
  {
    title: "Insurance companies",
    who: "Life, annuity and general insurers",
    text: "Annuities, long-term savings accounts, pension management and the investment and accounting systems behind them.",
    target: { industry: "InsuranceCompanies" },
  },
  {
    title: "Corporations and municipalities",
    who: "Corporate treasuries, municipalities, accounting departments",
    text: "Accounts payable and receivable, general ledger, fixed assets, purchasing, payments and debt management.",
    target: { group: "/accounting" },
  },
  {
    title: "Real estate firms",
    who: "Real estate companies, REITs, lenders",
    text: "Real estate systems, REO management and REIT software, with the loans and accounting around them.",
    target: { industry: "RealEstate" },
  },
];

/** How an engagement runs, from first call to daily operation. */
export const STEPS: ReadonlyArray<{ title: string; text: string }> = [
  { title: "Talk to us", text: "Tell us how your institution works. We show you the systems that fit, on your own scenarios." },
  { title: "Fit and configure", text: "Our consultants set up products, accounts, workflows and reports to your rules, and train your staff." },
  { title: "Convert and connect", text: "We move your data across and connect the systems you keep, through our interfaces." },
  { title: "Run and support", text: "Run it yourselves or let us run it for you, with disaster recovery and support from the team that builds it." },
];

/** The link of an audience card (a filtered tree keeps its selection in the query, app/catalogue/tree.ts). */
const audienceHref = (target: AudienceTarget): string => ("group" in target ? target.group : `/?${TREE_PARAMS.industry}=${target.industry}#${TREE_ANCHOR}`);

/** An audience card as the page renders it: resolved by the home loader, so its words are not in the page's JavaScript. */
export interface AudienceCard {
  title: string;
  who: string;
  text: string;
  href: string;
  /** What the link leads to: a group page's systems, or the tree filtered to an industry's products. */
  leadsTo: "systems" | "products";
}

export const audienceCards = (): AudienceCard[] =>
  AUDIENCES.map(({ title, who, text, target }) => ({ title, who, text, href: audienceHref(target), leadsTo: "group" in target ? "systems" : "products" }));
