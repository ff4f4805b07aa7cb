/** A valid customer story for the staff operations, each with its own customer name. */
let n = 0;
export const story = (overrides: Record<string, unknown> = {}) => ({
  headline: "Reserve positions through the day",
  customerName: `Example Bank ${Date.now().toString(36)}-${++n}`,
  segment: "CommercialBanks",
  region: "North America",
  challenge: "Positions were known only after the close.",
  solution: "Fed Funds with the General Ledger.",
  results: [{ value: "Intraday", label: "net reserve position" }],
  productIds: ["fed-funds", "general-ledger"],
  quoteText: "",
  quoteName: "",
  quoteTitle: "",
  published: false,
  sample: false,
  ...overrides,
});
