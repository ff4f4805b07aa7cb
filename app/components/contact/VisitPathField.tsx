import { useEffect, useState } from "react";
import { visitedPages, type VisitedPage } from "~/browser/insights/pending";
import { say, type ContactWords } from "~/lib/contact/contactWords";

const pagesLabel = (words: ContactWords, n: number) => (n === 1 ? say(words, "visit.one") : say(words, "visit.many", { n }));

/**
 * "Include the N pages I viewed", unticked, with the list (decision record 0044): the pages of
 * this tab's visit go with the form only when the box is ticked (an unticked checkbox is not
 * submitted). Read after mounting: sessionStorage is the browser's, the server renders nothing.
 */
export function VisitPathField({ idPrefix, words }: { idPrefix: string; words: ContactWords }) {
  const [pages, setPages] = useState<VisitedPage[]>([]);
  useEffect(() => setPages(visitedPages()), []);
  if (!pages.length) return null;
  const id = `${idPrefix}-visitPath`;
  return (
    <div className="visit-path-field">
      <div className="field-checkbox">
        <input type="checkbox" id={id} name="visitPath" value={JSON.stringify(pages)} aria-describedby={`${id}-list`} />
        <label htmlFor={id}>{pagesLabel(words, pages.length)}</label>
      </div>
      <ol id={`${id}-list`} className="field-hint visit-path-list" aria-label={say(words, "visit.list")}>
        {pages.map((p) => (
          <li key={p.path}>{p.title}</li>
        ))}
      </ol>
    </div>
  );
}
