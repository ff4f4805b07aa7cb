import { describe, expect, it } from "vitest";
import { PRODUCTS } from "~/catalogue";
import { createSearchIndex, highlightParts, matchCountLabel, searchCatalogue } from "~/catalogue/search";

const product = (id: string, name: string, group: string, summary: string, related: string[] = []) => ({
  id,
  name,
  group: group as "Banking",
  summary,
  route: `area/${id}`,
  related,
});

const index = createSearchIndex([
  product("general-ledger", "General Ledger", "Accounting", "Double-entry books for every entity.", ["fed-funds", "gone"]),
  product("fed-funds", "Fed Funds", "Banking", "Overnight lending between banks, with ledger postings."),
  product("forex", "Central Bank Forex", "Central Banking", "Foreign exchange for the central bank."),
  product("ledger-tools", "Ledger Tools", "Module Options", "Utilities."),
  product("trust-x", "Annuities", "Trust", "Payout schedules."),
]);

const names = (term: string) => searchCatalogue(index, term).map((r) => r.name);

describe("searchCatalogue", () => {
  it("finds nothing while the box is empty", () => {
    expect(searchCatalogue(index, "")).toEqual([]);
  });

  it("matches a case-insensitive substring of name, module or description", () => {
    expect(names("FOREX")).toEqual(["Central Bank Forex"]);
    expect(names("trust")).toEqual(["Annuities"]); // module
    expect(names("payout")).toEqual(["Annuities"]); // description
    expect(names("central bank")).toEqual(["Central Bank Forex"]);
    expect(names("no such thing")).toEqual([]);
  });

  it("matches the whole term as one substring, not word by word", () => {
    expect(names("ledger general")).toEqual([]);
  });

  it("ranks names that start with the term, then other name matches, then the rest, in catalogue order", () => {
    expect(names("ledger")).toEqual(["Ledger Tools", "General Ledger", "Fed Funds"]);
    expect(names("bank")).toEqual(["Central Bank Forex", "Fed Funds"]);
  });

  it("ranks a word of a name starting with the term above a match inside a name's word, and whole words elsewhere above word starts and inner matches", () => {
    const ranked = createSearchIndex([
      product("a", "Reporting Desk", "Banking", "x"), // inside a word of the name
      product("b", "Export Port", "Banking", "x"), // a word of the name starts with it
      product("c", "Ledger", "Banking", "Sells reports."), // a word elsewhere starts with it
      product("d", "Ledger Two", "Banking", "Airport transfers."), // inside a word elsewhere
      product("e", "Ledger Three", "Banking", "The port of call."), // a whole word elsewhere
      product("f", "Port Manager", "Banking", "x"), // the name starts with it
    ]);
    expect(searchCatalogue(ranked, "port").map((r) => r.id)).toEqual(["f", "b", "a", "e", "c", "d"]);
  });

  it("on the real catalogue, 'repo' puts Repo first and products that only mention 'reports' after every whole-word 'repo'", () => {
    const results = searchCatalogue(createSearchIndex(PRODUCTS), "repo");
    expect(results[0]!.name).toBe("Repo");
    const text = (r: (typeof results)[number]) => `${r.name}\n${r.module}\n${r.desc}`.toLowerCase();
    const wholeWord = results.map((r) => /(^|[^\p{L}\p{N}])repo($|[^\p{L}\p{N}])/u.test(text(r)));
    // Every whole-word match comes before the first result that only has "repo" inside a longer word.
    const firstInner = wholeWord.indexOf(false);
    if (firstInner !== -1) expect(wholeWord.slice(firstInner).every((w) => !w)).toBe(true);
    // The substring rule is unchanged: the same set as a plain case-insensitive scan.
    const plain = PRODUCTS.filter((p) => [p.name, p.group, p.summary].some((f) => f.toLowerCase().includes("repo"))).map((p) => p.id);
    expect(results.map((r) => r.id).sort()).toEqual([...plain].sort());
  });

  it("gives each result its module, description, path and the related products that exist", () => {
    const [ledger] = searchCatalogue(index, "general");
    expect(ledger).toEqual({
      id: "general-ledger",
      name: "General Ledger",
      path: "/area/general-ledger",
      module: "Accounting",
      desc: "Double-entry books for every entity.",
      related: [{ id: "fed-funds", name: "Fed Funds", path: "/area/fed-funds" }],
    });
  });
});

describe("typing on narrows the last matches", () => {
  const fresh = (term: string) => searchCatalogue(createSearchIndex(products), term).map((r) => r.name);
  const products = [
    product("general-ledger", "General Ledger", "Accounting", "Double-entry books for every entity."),
    product("fed-funds", "Fed Funds", "Banking", "Overnight lending between banks, with ledger postings."),
    product("forex", "Central Bank Forex", "Central Banking", "Foreign exchange for the central bank."),
    product("ledger-tools", "Ledger Tools", "Module Options", "Utilities."),
  ];

  it("gives the same results as a fresh search, whatever was typed before", () => {
    const typing = createSearchIndex(products);
    // Forward, backspace, a new start, and a term that only the full catalogue matches.
    const terms = [
      "l",
      "le",
      "led",
      "ledg",
      "led",
      "le",
      "ledger",
      "ledgerx",
      "b",
      "ba",
      "ban",
      "bank",
      "",
      "fore",
      "f",
      "fo",
      "for",
      "forex",
      "e",
      "ex",
      "exchange",
    ];
    for (const term of terms)
      expect(
        searchCatalogue(typing, term).map((r) => r.name),
        term,
      ).toEqual(fresh(term));
  });

  it("never matches across two fields, even with a line break in the term", () => {
    expect(fresh("ledger\naccounting")).toEqual([]);
    expect(fresh("ledger\n")).toEqual([]);
  });
});

describe("matchCountLabel", () => {
  it("says the spec's words", () => {
    expect(matchCountLabel(1)).toBe("1 Match Found");
    expect(matchCountLabel(2)).toBe("2 Matches Found");
    expect(matchCountLabel(37)).toBe("37 Matches Found");
    expect(matchCountLabel(0)).toBe("Sorry, No Matches Found For Your Search");
  });
});

describe("highlightParts", () => {
  it("marks every occurrence, keeping the original case", () => {
    expect(highlightParts("Bank to bank", "BANK")).toEqual([
      { text: "Bank", match: true },
      { text: " to ", match: false },
      { text: "bank", match: true },
    ]);
  });

  it("marks nothing for an empty term or no match", () => {
    expect(highlightParts("Bank", "")).toEqual([{ text: "Bank", match: false }]);
    expect(highlightParts("Bank", "x")).toEqual([{ text: "Bank", match: false }]);
  });
});

describe("on the real catalogue", async () => {
  const { PRODUCTS } = await import("~/catalogue");
  const real = createSearchIndex(PRODUCTS);

  it("indexes every product and resolves every related product", () => {
    expect(searchCatalogue(real, "a").length + searchCatalogue(real, "qqqzzz").length).toBeLessThanOrEqual(PRODUCTS.length);
    for (const p of PRODUCTS) {
      const [hit] = searchCatalogue(real, p.name).filter((r) => r.id === p.id);
      expect(hit?.related.map((r) => r.id)).toEqual(p.related);
    }
  });
});

describe("searchCatalogue in another language", () => {
  const spanish = createSearchIndex(
    [
      product("general-ledger", "General Ledger", "Accounting", "Double-entry books for every entity.", ["fed-funds"]),
      product("fed-funds", "Fed Funds", "Banking", "Overnight lending."),
    ],
    {
      language: "es",
      groups: { Accounting: "Contabilidad" },
      products: { "general-ledger": { name: "Libro mayor", summary: "Contabilidad por partida doble." } },
    },
  );
  const found = (term: string) => searchCatalogue(spanish, term);

  it("matches the translated name, module and summary, and the English ones", () => {
    for (const term of ["libro", "contabilidad", "partida doble", "general ledger", "double-entry", "accounting"]) {
      expect(
        found(term).map((r) => r.id),
        term,
      ).toEqual(["general-ledger"]);
    }
  });

  it("shows the translated words, English where there are none, and links within the language", () => {
    expect(found("ledger")[0]).toEqual({
      id: "general-ledger",
      name: "Libro mayor",
      path: "/es/area/general-ledger",
      module: "Contabilidad",
      desc: "Contabilidad por partida doble.",
      related: [{ id: "fed-funds", name: "Fed Funds", path: "/es/area/fed-funds" }],
    });
    expect(found("overnight")[0]).toMatchObject({ name: "Fed Funds", module: "Banking", path: "/es/area/fed-funds" });
  });

  it("ranks a match at the start of either name first", () => {
    expect(found("fed").map((r) => r.id)).toEqual(["fed-funds"]);
    expect(found("libro")[0]?.id).toBe("general-ledger");
  });
});
