/**
 * "Did you mean": the catalogue pages nearest to a path nobody serves, for the 404
 * page. Computed on the server from the catalogue with an edit distance, so a mistyped product
 * (/bank_operations/fed-fundz) leads to the page that was meant, and a path unlike any page
 * suggests nothing rather than noise. The distance and its limit (relative to the longer of the
 * two) are the forgiving search's (./forgiving.ts), so the 404, the overlay's "Did you mean …?"
 * and /search agree on what a misspelling meant.
 */
import { editDistance, MAX_RELATIVE_DISTANCE } from "./forgiving";

export interface PageLink {
  name: string;
  path: string;
}

/** Lower case, words joined by single hyphens: "Fed_Fundz/" and "fed fundz" read alike. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const MAX_SUGGESTIONS = 3;
/** Cut off anything longer than any page's path: a visitor's typo is short, a scanner's path is not. */
const MAX_INPUT = 120;

/** A path naming one word of a page ("/trust/ira" for IRA Management): near, but after close spellings. */
const WORD_OF_PAGE = 0.3;
const TAIL = 0.01;

/** 0 for the same page, 1 for nothing alike: the path's last segment against the page's last segment and its name, and their tails. */
function distance(pathname: string, page: PageLink): number {
  const last = normalise(pathname.split("/").filter(Boolean).pop() ?? "");
  if (last.length < 3) return 1;
  let best = 1;
  for (const b of [normalise(page.path.split("/").pop() ?? ""), normalise(page.name)]) {
    if (b.length === 0) continue;
    // Against the whole and every tail of its words: "currency-managment" is near
    // "central-bank-currency-management", whose tail is what the visitor remembered.
    const words = b.split("-");
    for (let k = 0; k < words.length; k++) {
      const tail = words.slice(k).join("-");
      // A tail is a little less near than the whole, so "Forex" comes before "Central Bank Forex".
      best = Math.min(best, editDistance(last, tail) / Math.max(last.length, tail.length) + (k > 0 ? TAIL : 0));
    }
    if (!last.includes("-") && b.split("-").includes(last)) best = Math.min(best, WORD_OF_PAGE);
  }
  return best;
}

/** Up to three pages nearest to `pathname`, nearest first; none when nothing is near enough. */
export function nearestPages(pathname: string, pages: readonly PageLink[]): PageLink[] {
  const input = pathname.slice(0, MAX_INPUT);
  return pages
    .map((page, order) => ({ page, order, score: distance(input, page) }))
    .filter((c) => c.score <= MAX_RELATIVE_DISTANCE)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .slice(0, MAX_SUGGESTIONS)
    .map((c) => c.page);
}
