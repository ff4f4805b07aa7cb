import type { ModuleGroup } from "./types";

/**
 * The drawings of the software at work (public/illustrations/*.svg, drawn for this site: no
 * stock, no client names). One per module group, plus the home page's overview. All are
 * 640 × 400, so an <img> with these dimensions reserves its space before it loads.
 */
export interface Illustration {
  src: `/illustrations/${string}.svg`;
  width: 640;
  height: 400;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
  /** What the picture is, under it. */
  caption: string;
}

// Calls marked pure, so a bundle that uses one drawing drops the others' words (the home page
// ships only the hero's; the group drawings are read by server loaders).
const art = (name: string, alt: string, caption: string): Illustration => ({ src: `/illustrations/${name}.svg`, width: 640, height: 400, alt, caption });

export const HERO_ILLUSTRATION = /* @__PURE__ */ art(
  "hero",
  "Illustrated operations overview: today's deposits, loans booked, trades settled and exceptions, a trend chart, an asset mix and the work queue.",
  "The morning overview, across banking, investment, trust and accounting (illustration).",
);

export const GROUP_ILLUSTRATIONS: Record<ModuleGroup, Illustration> = {
  Banking: /* @__PURE__ */ art(
    "banking",
    "Illustrated teller screen: a customer account's available balance, the teller drawer, pending items and the account's latest deposits, cheques and payments.",
    "A teller's view of a customer account in the banking software (illustration).",
  ),
  "Central Banking": /* @__PURE__ */ art(
    "central-banking",
    "Illustrated treasury bill auction: bids by yield in a bar chart with the cut-off line, the cut-off yield, the bid-to-cover ratio and the allotment per bidder.",
    "A treasury bill auction's results in the central banking software (illustration).",
  ),
  Investment: /* @__PURE__ */ art(
    "investment",
    "Illustrated portfolio screen: twelve months of portfolio value against its benchmark, the asset mix, and holdings with their weights and returns.",
    "A portfolio against its benchmark in the investment software (illustration).",
  ),
  Trust: /* @__PURE__ */ art(
    "trust",
    "Illustrated pension report: participants, plan assets and distributions due, monthly contributions, and participants' vesting, balances and next payments.",
    "A pension plan's year-end report in the trust software (illustration).",
  ),
  Accounting: /* @__PURE__ */ art(
    "accounting",
    "Illustrated general ledger: a trial balance with debits and credits by account, equal totals and an 'in balance' check.",
    "A trial balance from the general ledger in the accounting software (illustration).",
  ),
  "Module Options": /* @__PURE__ */ art(
    "module-options",
    "Illustrated connection monitor: the suite at the centre, linked to core banking, payments, custody, market data, the general ledger and a web portal, each link shown as healthy.",
    "The interfaces' connection monitor, linking the suite to the systems around it (illustration).",
  ),
};
