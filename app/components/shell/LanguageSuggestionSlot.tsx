import { useEffect, useState, type ComponentType } from "react";

/**
 * Where the suggestion of the browser's language appears (decision record 0049). Its code is
 * fetched once the page has hydrated, never in the first load; the state that shows it is this
 * leaf's own, so nothing above a boundary still hydrating is updated (React's error 421).
 */
export function LanguageSuggestionSlot() {
  const [Suggestion, setSuggestion] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void import("./LanguageSuggestion").then((m) => live && setSuggestion(() => m.LanguageSuggestion));
    return () => {
      live = false;
    };
  }, []);
  return Suggestion ? <Suggestion /> : null;
}
