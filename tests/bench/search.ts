// npm run bench:search
// Time per keystroke of the search overlay's matching on the real catalogue and on a synthetic one
// of 10,000 entries, typing realistic queries one character at a time: the specification's
// substring match alone (app/catalogue/search.ts), and what the overlay does on every change of
// the box, that match plus the forgiving "Did you mean …?" (app/catalogue/forgiving.ts), also with
// misspelt queries. Budget: < 2 ms per keystroke on the real catalogue, < 16 ms (one frame) on
// 10,000 entries. Node runs the same V8 as Chromium; the overlay's rendering of the results is not
// part of this figure.
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { PRODUCTS, type Product } from "~/catalogue";
import { createCatalogueSearch, didYouMean } from "~/catalogue/forgiving";
import { createSearchIndex, searchCatalogue } from "~/catalogue/search";
import { median, percentile, printTable } from "./lib/table.mjs";

const QUERIES = ["loan", "portfolio management", "general ledger", "forex", "treasury bills", "Cash Order", "reconciliation", "trust", "zzz"];
/** Ordinary mistakes, for the forgiving part: it does most work on words the catalogue does not know. */
const MISSPELT = ["ledgr", "genral ledger", "repos", "loans", "portfolo managment", "tresury bils"];
const SYNTHETIC_SIZE = 10_000;

/** A deterministic catalogue of `size` entries made from the real ones: varied names, real-length words. */
function syntheticCatalogue(size: number): Product[] {
  const qualifiers = ["Advanced", "Regional", "Enterprise", "Cloud", "Branch", "Retail", "Wholesale", "Municipal", "Islamic", "Offshore", "Digital", "Legacy"];
  const out: Product[] = [];
  for (let i = 0; i < size; i++) {
    const base = PRODUCTS[i % PRODUCTS.length]!;
    const round = Math.floor(i / PRODUCTS.length);
    const copy = i < PRODUCTS.length;
    out.push({
      ...base,
      id: copy ? base.id : `${base.id}-${i}`,
      name: copy ? base.name : `${qualifiers[(i * 7 + round) % qualifiers.length]} ${base.name} ${round}`,
      summary: copy ? base.summary : `${base.summary} Edition ${round} for ${qualifiers[round % qualifiers.length]!.toLowerCase()} institutions.`,
    });
  }
  return out;
}

interface Figures {
  keystrokes: number;
  mean: number;
  p95: number;
  max: number;
  buildMs: number;
}

/** One keystroke's matching: what runs when the box changes to `term`. */
type Step = (term: string) => number;

/**
 * Types every query `rounds` times; returns each keystroke's median time over the rounds (so a
 * moment the machine spent elsewhere, or a GC pause, does not stand for the keystroke's cost).
 */
function typeQueries(step: Step, queries: readonly string[], rounds: number): number[] {
  const samples: number[][] = [];
  for (let r = 0; r < rounds; r++) {
    let k = 0;
    for (const query of queries) {
      for (let n = 1; n <= query.length; n++, k++) {
        const started = performance.now();
        const found = step(query.slice(0, n));
        (samples[k] ??= []).push(performance.now() - started);
        if (found < 0) throw new Error("unreachable: keeps the call from being optimized away");
      }
    }
  }
  return samples.map((times) => median(times));
}

/** The specification's substring match alone, or the overlay's keystroke: that plus "Did you mean …?". */
function build(products: readonly Product[], forgiving: boolean): Step {
  if (!forgiving) {
    const index = createSearchIndex(products);
    return (term) => searchCatalogue(index, term).length;
  }
  const search = createCatalogueSearch(products);
  return (term) => {
    // A query typed afresh: nothing of it is in the matcher's word cache yet.
    if (term.length === 1) search.forgiving.cache.clear();
    const results = searchCatalogue(search.substring, term);
    return results.length + didYouMean(search, term, results).length;
  };
}

function measure(products: readonly Product[], forgiving: boolean, queries: readonly string[], rounds: number): Figures {
  const builtAt = performance.now();
  const step = build(products, forgiving);
  const buildMs = performance.now() - builtAt;
  typeQueries(step, queries, 3); // warm-up: let the JIT settle, as it has by the second query in a browser
  const times = typeQueries(step, queries, rounds);
  return {
    keystrokes: times.length,
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    p95: percentile(times, 95),
    max: Math.max(...times),
    buildMs,
  };
}

const ms = (n: number) => `${n < 0.1 ? n.toFixed(3) : n.toFixed(2)} ms`;
const synthetic = syntheticCatalogue(SYNTHETIC_SIZE);
const verdict = (f: Figures, budget: number) => (f.p95 < budget ? "ok" : "OVER");
const rows: (string | number)[][] = [];
for (const [label, forgiving, queries] of [
  ["substring (specification)", false, QUERIES],
  ["substring + did you mean", true, QUERIES],
  ["substring + did you mean, misspelt", true, MISSPELT],
] as const) {
  for (const [catalogue, products, rounds, budget] of [
    ["real", PRODUCTS, 101, 2],
    ["synthetic", synthetic, 21, 16],
  ] as const) {
    const f = measure(products, forgiving, queries, rounds);
    rows.push([label, catalogue, products.length, f.keystrokes, ms(f.mean), ms(f.p95), ms(f.max), ms(f.buildMs), `< ${budget} ms`, verdict(f, budget)]);
  }
}

printTable(
  `Search matching per keystroke (typed one character at a time: ${QUERIES.map((q) => `"${q}"`).join(", ")}; misspelt: ${MISSPELT.map((q) => `"${q}"`).join(", ")})`,
  ["matching", "catalogue", "entries", "keystrokes", "mean", "p95", "max", "index build", "budget", "p95 within"],
  rows,
);
console.log("each keystroke's time is its median over the rounds (101 real, 21 synthetic); mean, p95 and max are over keystrokes.");
console.log(`index build: once, when the overlay's code first loads. machine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}.`);
