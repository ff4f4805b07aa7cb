import { Form } from "@remix-run/react";
import { inboxIntents } from "~/lib/sales/inboxIntents";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";

/**
 * "Select all" for the inbox's bulk change, in the bar beside the status picker: one box ticks
 * every row on the page; once they all are and more requests match, a button widens the change
 * to every matching request (`scope=matching`, the URL's filters, up to the server's limit).
 * It needs the rows' boxes to act on, so it appears once the app runs; without JavaScript the
 * rows are ticked one by one.
 */
export function SelectAllRequests({ onPage, matching }: { onPage: number; matching: number | null }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [checked, setChecked] = useState(0);
  const [allMatching, setAllMatching] = useState(false);
  const boxes = () => [...(ref.current?.closest("form")?.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name="ids"]') ?? [])];

  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    const count = (event?: Event) => {
      if (event && !(event.target instanceof HTMLInputElement && event.target.name === "ids")) return;
      const ticked = boxes().filter((b) => b.checked).length;
      setChecked(ticked);
      // Unticking a row narrows the change back to the rows ticked.
      if (ticked < onPage) setAllMatching(false);
    };
    count();
    form.addEventListener("change", count);
    return () => form.removeEventListener("change", count);
  }, [hydrated, onPage]);

  if (!hydrated) return null;
  const all = checked === onPage && onPage > 0;
  const toggle = (tick: boolean) => {
    for (const box of boxes()) box.checked = tick;
    setChecked(tick ? onPage : 0);
    if (!tick) setAllMatching(false);
  };
  const more = matching !== null && matching > onPage;
  return (
    <div className="bulk-select" ref={ref}>
      <label className="bulk-select-all">
        <input
          type="checkbox"
          checked={all}
          ref={(el) => {
            if (el) el.indeterminate = checked > 0 && !all;
          }}
          onChange={(e) => toggle(e.currentTarget.checked)}
        />{" "}
        Select all {onPage} on this page
      </label>
      {allMatching ? (
        <>
          <input type="hidden" name="scope" value="matching" />
          <span role="status">
            All {matching!.toLocaleString("en-US")} matching requests are selected.{" "}
            <button type="button" className="link-button" onClick={() => toggle(false)}>
              Clear selection
            </button>
          </span>
        </>
      ) : all && more ? (
        <button type="button" className="link-button" onClick={() => setAllMatching(true)}>
          Select all {matching!.toLocaleString("en-US")} matching requests
        </button>
      ) : null}
    </div>
  );
}

/**
 * A bulk change's confirmation, in the inbox's own message, with its Undo for the minute the
 * server honours it (undoBulkChange). The public site's notification component is not used: this
 * message stays where the staff member is looking until they act or leave.
 */
export function BulkChangeMessage({ text, undoAt, busy }: { text: string; undoAt: string | null; busy: boolean }) {
  return (
    <>
      {text}{" "}
      {undoAt ? (
        <Form method="post" className="inline-form">
          <input type="hidden" {...inboxIntents.button("undo")} />
          <input type="hidden" name="at" value={undoAt} />
          <button type="submit" className="link-button" disabled={busy}>
            Undo
          </button>
        </Form>
      ) : null}
    </>
  );
}
