import { highlightParts } from "~/catalogue/search";

/** Text with every occurrence of the search term in <mark>. */
export function Marked({ text, term }: { text: string; term: string }) {
  return <>{highlightParts(text, term).map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}</>;
}
