import * as z from "zod/mini";

/**
 * A form action with several buttons: each intent's name and the fields its button posts, in one
 * place. The server dispatches on it (`dispatchIntent`, platform/intents.server.ts: one zod
 * discriminated union on `intent`) and the screen's buttons take their values from it
 * (`button`, `fields`), so a renamed intent or field fails the type check on both sides. The
 * fields are the button's own (an id, a direction); what a form posts beside them is read, and
 * checked, by the operation the handler calls (decision record 0020).
 */
export type IntentFields = Record<string, readonly string[]>;

/** The posted form of one intent: its name, its button's fields (strings, or absent), and the rest of the form. */
export type IntentInput<T extends IntentFields, K extends keyof T> = { intent: K } & { [F in T[K][number]]?: string } & Record<string, string | undefined>;

export interface Intents<T extends IntentFields> {
  readonly fields: T;
  /** The zod discriminated union of every intent's form. */
  schema(): z.ZodMiniType<IntentInput<T, keyof T>>;
  /** The submit button's name and value: `<button {...intents.button("publish")}>`. */
  button<K extends keyof T & string>(intent: K): { name: "intent"; value: K };
  /** The hidden fields a one-button form posts with `intent` (IntentButton's `fields`). */
  hidden<K extends keyof T & string>(intent: K, fields: { [F in T[K][number]]: string }): { intent: K; fields: Record<string, string> };
}

export function defineIntents<const T extends IntentFields>(fields: T): Intents<T> {
  let schema: z.ZodMiniType<IntentInput<T, keyof T>> | undefined;
  return {
    fields,
    schema() {
      const options = Object.entries(fields).map(([intent, names]) =>
        z.looseObject({ intent: z.literal(intent), ...Object.fromEntries(names.map((name) => [name, z.optional(z.string())])) }),
      );
      schema ??= z.discriminatedUnion("intent", options as unknown as [(typeof options)[number], ...typeof options]) as unknown as z.ZodMiniType<
        IntentInput<T, keyof T>
      >;
      return schema;
    },
    button: (intent) => ({ name: "intent", value: intent }),
    hidden: (intent, hiddenFields) => ({ intent, fields: hiddenFields as Record<string, string> }),
  };
}

/** The confirm-then-delete pair ConfirmDelete's buttons post: a screen spreads it into its intents. */
export const DELETE_INTENTS = { "confirm-delete": ["id"], delete: ["id"] } as const;
export const deleteIntents = /* @__PURE__ */ defineIntents(DELETE_INTENTS);

/** PublishedItemControls' buttons. */
export const PUBLISH_INTENTS = { publish: ["id"], unpublish: ["id"] } as const;
export const publishIntents = /* @__PURE__ */ defineIntents(PUBLISH_INTENTS);

/** PasskeyList's Remove button (/admin/profile, /demo/account). */
export const PASSKEY_INTENTS = { "passkey-remove": ["id"] } as const;
export const passkeyIntents = /* @__PURE__ */ defineIntents(PASSKEY_INTENTS);
