import { useEffect, useRef } from "react";
import { queueEvent } from "~/browser/insights/pending";

/**
 * Records the search overlay's term when it closes (any way: Escape, a result chosen, the close
 * button), for the page's next beacon (decision record 0044). Searching itself sends nothing.
 */
export function useRecordSearch(term: string, found: boolean): void {
  const last = useRef({ term, found });
  last.current = { term, found };
  useEffect(
    () => () => {
      const { term, found } = last.current;
      if (term.trim()) queueEvent({ type: "search", term: term.trim().slice(0, 100), found });
    },
    [],
  );
}
