import { useCallback, useEffect, useRef, useState } from "react";
import { type LocalCopy, dropCopy, fieldsOf, fillForm, readCopy, sameFields, worthOffering, writeCopy } from "~/browser/localCopy";

/**
 * A staff editor's local copy (browser/localCopy.ts; decision record 0025): every edit is kept in
 * the browser until the server has it, and on return the editor offers a copy that differs from
 * what the page shows and is newer than the stored version (Restore / Discard). `keyOf` names the
 * copy (a record's id, or "new" before anything is stored); `storedAt` is the stored version's
 * time the page loaded (null: nothing stored yet).
 */
export function useLocalCopy({
  formRef,
  keyOf,
  record,
  changes,
  newKey,
}: {
  formRef: React.RefObject<HTMLFormElement>;
  keyOf: () => string;
  /** The record as the page holds it now: its id and stored version. */
  record: () => { id: string | null; updatedAt: string | null };
  /** Bumped on every edit of the form. */
  changes: number;
  /** The name a copy had before the record was stored: on the stored record's page, its copy is spent once Save stored it. */
  newKey?: string;
}) {
  const [offer, setOffer] = useState<LocalCopy | null>(null);
  const offered = useRef<{ key: string; copy: LocalCopy } | null>(null);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const key = keyOf();
    const { id, updatedAt } = record();
    const before = newKey && updatedAt !== null ? readCopy(newKey) : null;
    if (newKey && before && ((before.id !== null && before.id === id) || sameFields(before.fields, fieldsOf(form)))) dropCopy(newKey);
    const copy = readCopy(key);
    if (copy && worthOffering(copy, fieldsOf(form), updatedAt)) {
      offered.current = { key, copy };
      setOffer(copy);
    } else if (copy) dropCopy(key);
    // Once, for the page as loaded.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each edit: the form as it is now, over the version it was typed on. Not while a copy is being
  // offered: it would overwrite the words the writer has not decided about yet.
  useEffect(() => {
    const form = formRef.current;
    if (changes === 0 || !form || offered.current) return;
    const key = keyOf();
    if (lastKey.current && lastKey.current !== key) dropCopy(lastKey.current);
    lastKey.current = key;
    const { id, updatedAt } = record();
    writeCopy(key, { fields: fieldsOf(form), at: Date.now(), base: updatedAt, id });
  }, [changes, formRef, keyOf, record]);

  /** The server has the form's words as they are now: the copy is no longer needed. */
  const serverHasIt = useCallback(() => {
    if (offered.current) return;
    const key = keyOf();
    const copy = readCopy(key);
    const form = formRef.current;
    if (!copy || (form && sameFields(copy.fields, fieldsOf(form)))) dropCopy(key);
    if (lastKey.current && lastKey.current !== key) dropCopy(lastKey.current);
  }, [formRef, keyOf]);

  const restore = useCallback((): LocalCopy | null => {
    const current = offered.current;
    offered.current = null;
    setOffer(null);
    if (!current || !formRef.current) return null;
    lastKey.current = current.key;
    fillForm(formRef.current, current.copy.fields);
    return current.copy;
  }, [formRef]);

  const discard = useCallback(() => {
    const current = offered.current;
    offered.current = null;
    setOffer(null);
    if (current) dropCopy(current.key);
  }, []);

  return { offer, restore, discard, serverHasIt };
}
