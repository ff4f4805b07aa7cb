import { Link, useNavigate } from "@remix-run/react";
import { OverlayClose } from "./OverlayClose";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { didYouMean } from "~/catalogue/forgiving";
import { searchCatalogue } from "~/catalogue/search";
import { useLanguage, useLocalizedPath } from "~/hooks/messages";
import { contactHref } from "~/lib/shellUi";
import { fillWords } from "~/lib/i18n/fillWords";
import type { LanguageSearch } from "~/lib/i18n/searchWordsSchema";
import { ENGLISH_SEARCH, languageSearchNow, loadLanguageSearch } from "./languageSearch";
import { DidYouMean } from "./DidYouMean";
import { SearchIcon } from "./icons";
import { onPlainClick } from "./scroll";
import { SearchResults } from "./SearchResults";
import { useUi } from "~/hooks/uiContext";
import { useOverlay } from "./useOverlay";
import { useGoToSection } from "./useSectionNav";
import { useRecordSearch } from "~/hooks/useRecordSearch";

// The matchers travel in this chunk, which is never in a page's first load (it arrives when the
// overlay opens, or when the browser is idle after load), so searching makes no call (decision
// record 0042); a language's words are fetched with it (languageSearch.ts, decision record 0056).

/** The page's language's search: English's until its files arrive (a moment after the chunk, at most). */
function useLanguageSearch(): LanguageSearch {
  const language = useLanguage();
  const [search, setSearch] = useState(() => languageSearchNow(language));
  useEffect(() => {
    let current = true;
    void loadLanguageSearch(language).then((s) => current && setSearch(s));
    return () => {
      current = false;
    };
  }, [language]);
  return search ?? ENGLISH_SEARCH;
}

/**
 * The full-screen search overlay (R-SEARCH). Closes on Escape, a backdrop click, the close icon
 * and any action inside it. Arrow keys move from the box through the result names; Enter in the
 * box opens the first result.
 */
export function SearchOverlay({ onClose }: { onClose(): void }) {
  const ui = useUi();
  const navigate = useNavigate();
  const goToSection = useGoToSection();
  const [term, setTerm] = useState("");
  const { search, words } = useLanguageSearch();
  const localized = useLocalizedPath();
  const results = useMemo(() => searchCatalogue(search.substring, term), [search, term]);
  const suggestions = useMemo(() => didYouMean(search, term, results), [search, term, results]);
  useRecordSearch(term, results.length > 0);
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const backdrop = useOverlay(dialog, onClose, input);

  const names = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>(".search-result-name a") ?? []);

  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" && results.length > 0) {
      e.preventDefault();
      names()[0]?.focus();
    } else if (e.key === "Enter" && results[0]) {
      e.preventDefault();
      onClose();
      navigate(results[0].path);
    }
  };

  const onListKeyDown = (e: KeyboardEvent<HTMLOListElement>) => {
    const links = names();
    const at = links.indexOf(e.target as HTMLAnchorElement);
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const from = at === -1 ? links.findIndex((l) => l.closest("li.search-result")?.contains(e.target as Node)) : at;
      const next = e.key === "ArrowDown" ? Math.min(from + 1, links.length - 1) : from - 1;
      if (next < 0) input.current?.focus();
      else links[next]?.focus();
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Typing from a result goes on in the box (the key lands there after the focus moves).
      input.current?.focus();
    }
  };

  const action = (run: () => void) =>
    onPlainClick(() => {
      onClose();
      run();
    });

  return (
    <dialog ref={dialog} open aria-modal="true" aria-label={words.overlayLabel} className="overlay overlay--search" {...backdrop}>
      <div className="overlay-panel search-panel">
        <div className="search-bar">
          <label htmlFor="search-input" className="search-label">
            {words.label}
          </label>
          <div className="search-field">
            <SearchIcon className="search-field-icon" />
            <input
              ref={input}
              id="search-input"
              type="search"
              value={term}
              onChange={(e) => setTerm(e.target.value)}
              onKeyDown={onInputKeyDown}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="go"
              placeholder={words.placeholder}
            />
          </div>
          <OverlayClose label={words.close} onClose={onClose} />
        </div>
        <div className="search-body">
          <SearchResults
            term={term}
            results={results}
            onFollow={onClose}
            onSoftware={action(() => goToSection("find-your-software"))}
            onContact={action(() => ui.openContact({ kind: "default" }))}
            listRef={list}
            onListKeyDown={onListKeyDown}
            words={words}
            softwareHref={localized("/") + "#find-your-software"}
            contactHref={localized(contactHref())}
            suggestions={
              <DidYouMean
                suggestions={suggestions}
                words={words}
                onFollow={onClose}
                onTerm={(t) => {
                  setTerm(t);
                  input.current?.focus();
                }}
              />
            }
          />
          {term.trim() !== "" && (
            <p className="search-site">
              <Link to={`${localized("/search")}?q=${encodeURIComponent(term.trim())}`} onClick={onClose} discover="none">
                {fillWords(words.wholeSite, { term: term.trim() })}
              </Link>{" "}
              {words.wholeSiteAfter}
            </p>
          )}
          {term === "" && (
            <p className="search-hint">
              {words.hintBefore} <kbd>Esc</kbd> {words.hintAfter}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
