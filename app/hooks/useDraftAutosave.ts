import { useCallback, useEffect, useRef, useState } from "react";
import { useStaffTimeZone } from "~/hooks/adminData";
import { clockTime } from "~/lib/blog/localTime";

/**
 * The editors' autosave (decision record 0025), the post editor's and the story editor's. A moment
 * after the writer stops typing (AUTOSAVE_DELAY_MS, a timer: tests drive it with Playwright's
 * clock), the draft's words go to the editor's endpoint (POST /admin/blog/autosave,
 * /admin/stories/autosave) with the version they were based on (`baseUpdatedAt`). The
 * server refuses a stale version (409: a newer one was saved elsewhere) and anything but a draft;
 * then autosave stops and says why, and the writer's text stays in the form.
 */
const AUTOSAVE_DELAY_MS = 2000;
/** After a network failure, the next try. */
const RETRY_MS = 15_000;

/** The post's fields autosave keeps (never the publication, nor the slug). */
const AUTOSAVED_FIELDS = ["title", "summary", "description", "body", "categoryId", "coverUploadId"] as const;

/**
 * What one editor autosaves: the resource route it posts to, the fields it keeps (a field named
 * several times, such as a story's results, is sent as many times) and what the record is called
 * in its messages. The blog's post editor is the default; the story editor passes its own.
 */
export interface AutosaveTarget {
  endpoint: string;
  fields: readonly string[];
  noun: string;
}
const POST_AUTOSAVE: AutosaveTarget = { endpoint: "/admin/blog/autosave", fields: AUTOSAVED_FIELDS, noun: "post" };

export type AutosaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; at: string }
  /** Refused as written (a field over its limit): a hint, not an error; the next edit tries again. */
  | { kind: "waiting"; message: string }
  | { kind: "failed"; message: string }
  | { kind: "off"; message: string };

export const wordsOf = (form: HTMLFormElement | null, fields: readonly string[] = AUTOSAVED_FIELDS): string => {
  if (!form) return "";
  const data = new FormData(form);
  return JSON.stringify(fields.map((f) => data.getAll(f).map(String)));
};

export function useDraftAutosave({
  formRef,
  enabled,
  offMessage,
  initial,
  changes,
  onSaved,
  target = POST_AUTOSAVE,
}: {
  formRef: React.RefObject<HTMLFormElement>;
  /** Only drafts autosave. */
  enabled: boolean;
  offMessage: string;
  initial: { id: string | null; updatedAt: string | null };
  /** Bumped on every edit of the form. */
  changes: number;
  /** The server has the form's words as they are now (the browser's copy can go). */
  onSaved?: () => void;
  /** Where and what it saves (the post editor's unless said). */
  target?: AutosaveTarget;
}) {
  const { endpoint, fields, noun } = target;
  const [status, setStatus] = useState<AutosaveStatus>(enabled ? { kind: "idle" } : { kind: "off", message: offMessage });
  // "Saved at" reads the clock the Publish / Schedule control uses: the staff member's zone.
  const zone = useStaffTimeZone();
  const [draft, setDraft] = useState(initial);
  const draftRef = useRef(initial);
  const saved = useRef<string | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const stopped = useRef(!enabled);
  /** Save was pressed and its answer is awaited: an autosave's late refusal is not news then. */
  const submitted = useRef(false);
  /** Refused for good (a newer version, or not a draft): no resume. */
  const refused = useRef(!enabled);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [dirty, setDirty] = useState(false);

  // What the page loaded with counts as saved.
  useEffect(() => {
    saved.current = wordsOf(formRef.current, fields);
  }, [formRef, fields]);

  const save = useCallback(async () => {
    const form = formRef.current;
    if (!form || stopped.current) return;
    if (inFlight.current) {
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
      return;
    }
    let settle = () => {};
    inFlight.current = new Promise<void>((resolve) => (settle = resolve));
    const words = wordsOf(form, fields);
    if (words === saved.current) {
      inFlight.current = null;
      settle();
      return;
    }
    const data = new FormData(form);
    const body = new FormData();
    for (const f of fields) {
      const values = data.getAll(f);
      // A single field is always sent, blank included (the server reads a blank as cleared).
      for (const v of values.length ? values : [""]) body.append(f, String(v));
    }
    body.append("id", draftRef.current.id ?? "");
    body.append("baseUpdatedAt", draftRef.current.updatedAt ?? "");
    setStatus({ kind: "saving" });
    try {
      const response = await fetch(endpoint, { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json().catch(() => ({}))) as { id?: string; updatedAt?: string; error?: string; newerAt?: string | null };
      if (response.ok && answer.id && answer.updatedAt) {
        draftRef.current = { id: answer.id, updatedAt: answer.updatedAt };
        setDraft(draftRef.current);
        saved.current = words;
        const still = wordsOf(formRef.current, fields) === words;
        setDirty(!still);
        if (still) onSaved?.();
        setStatus({ kind: "saved", at: clockTime(Date.now(), zone) });
      } else if (response.status === 400) {
        setStatus({ kind: "waiting", message: answer.error ?? "Not saved yet" });
      } else if (response.status === 409 && submitted.current) {
        // Save reached the server first and won (decision record 0025): this older autosave was
        // refused, as it should be. Said nothing here; if that Save comes back refused, the next
        // autosave finds out afresh.
        setStatus({ kind: "idle" });
      } else if (response.status === 409) {
        stopped.current = true;
        refused.current = true;
        const newer = answer.newerAt ? ` at ${clockTime(Date.parse(answer.newerAt), zone)}` : "";
        setStatus({
          kind: "failed",
          message: answer.newerAt
            ? `Not saved: a newer version of this ${noun} was saved${newer}. Copy your changes, then reload the page to see it.`
            : `Not saved: ${answer.error ?? `the ${noun} changed`}`,
        });
      } else {
        setStatus({
          kind: "failed",
          message:
            response.status === 401
              ? "Not saved: your session has ended. Sign in again in another tab, then keep typing."
              : "Not saved: the server did not answer. Trying again shortly.",
        });
        timer.current = setTimeout(() => void save(), RETRY_MS);
      }
    } catch {
      setStatus({ kind: "failed", message: "Not saved: no connection. Trying again shortly." });
      timer.current = setTimeout(() => void save(), RETRY_MS);
    } finally {
      inFlight.current = null;
      settle();
    }
  }, [formRef, zone, onSaved, endpoint, fields, noun]);

  useEffect(() => {
    if (changes === 0) return;
    const words = wordsOf(formRef.current, fields);
    setDirty(words !== saved.current);
    if (stopped.current || words === saved.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
  }, [changes, formRef, save, fields]);

  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * When the form is submitted: no autosave starts after this. One already on its way is not
   * waited for: the server lets the Save win in either order (the page's post id and the version
   * check, decision record 0025), so a slow autosave can neither delay Save nor undo it.
   */
  const finish = useCallback(() => {
    stopped.current = true;
    submitted.current = true;
    clearTimeout(timer.current);
    return draftRef.current;
  }, []);

  /** After a Save that came back (a refused form): autosave goes on, unless it was refused for good. */
  const resume = useCallback(() => {
    submitted.current = false;
    stopped.current = refused.current;
  }, []);

  /**
   * A new post's copy restored from this browser carries the id its page had: autosave creates
   * the draft under it (or finds it stored and is refused, rather than making a second post).
   */
  const adopt = useCallback((id: string) => {
    if (draftRef.current.updatedAt !== null) return;
    draftRef.current = { id, updatedAt: null };
    setDraft(draftRef.current);
  }, []);

  return { status, draft, dirty, finish, resume, adopt };
}
