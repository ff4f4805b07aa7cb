/**
 * A staff editor's words kept in the browser (localStorage) until the server has them (decision
 * record 0025, "Nothing typed is lost"): a closed tab, a crash, a lost connection or a Back
 * without saving leaves them here, and the editor offers them back on return. Browser-only, and
 * imported only by staff editors, so none of it reaches a public page.
 */
export interface LocalCopy {
  /** Every editable control of the form, in document order: [name, value] ("on"/"" for a box). */
  fields: [string, string][];
  /** When it was typed (the browser's clock). */
  at: number;
  /** The stored version it was typed over (null: nothing stored yet). */
  base: string | null;
  /** The record's id (a new post's id comes with its page: decision record 0025). */
  id: string | null;
}

const PREFIX = "meridian.unsaved.";

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (privacy settings): the editor still works, with autosave only.
    return null;
  }
}

export function readCopy(key: string): LocalCopy | null {
  try {
    const text = store()?.getItem(PREFIX + key);
    const copy = text ? (JSON.parse(text) as LocalCopy) : null;
    return copy && Array.isArray(copy.fields) && typeof copy.at === "number" ? copy : null;
  } catch {
    return null;
  }
}

export function writeCopy(key: string, copy: LocalCopy) {
  try {
    store()?.setItem(PREFIX + key, JSON.stringify(copy));
  } catch {
    // Full or refused: the server copy (autosave) still stands.
  }
}

export function dropCopy(key: string) {
  store()?.removeItem(PREFIX + key);
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function controlsOf(form: HTMLFormElement): Control[] {
  const controls: Control[] = [];
  for (const el of Array.from(form.elements)) {
    const editable =
      el instanceof HTMLInputElement
        ? !["hidden", "file", "submit", "button", "reset", "image"].includes(el.type)
        : el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
    if (editable && (el as Control).name !== "") controls.push(el as Control);
  }
  return controls;
}

const isBox = (el: Control): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");

export function fieldsOf(form: HTMLFormElement): [string, string][] {
  return controlsOf(form).map((el) => [el.name, isBox(el) ? (el.checked ? "on" : "") : el.value]);
}

export const sameFields = (a: [string, string][], b: [string, string][]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Puts a copy back into the form as if typed: React's change handlers see each change (the
 * value is set through the element's own setter, then the event it would fire).
 */
export function fillForm(form: HTMLFormElement, fields: [string, string][]) {
  const controls = controlsOf(form);
  fields.forEach(([name, value], i) => {
    const el = controls[i];
    if (!el || el.name !== name) return;
    if (isBox(el)) {
      // A radio is unchecked by checking another of its group (its own entry).
      if (value === "on" ? !el.checked : el.type === "checkbox" && el.checked) el.click();
      return;
    }
    if (el.value === value) return;
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : el instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(proto.prototype, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

/** Worth offering: it differs from what the page shows and was typed over, or after, the stored version. */
export function worthOffering(copy: LocalCopy, shown: [string, string][], storedAt: string | null): boolean {
  if (sameFields(copy.fields, shown)) return false;
  return storedAt === null || copy.base === storedAt || copy.at > Date.parse(storedAt);
}
