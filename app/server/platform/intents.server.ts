import { data } from "@remix-run/cloudflare";
import type { ActionFailureData } from "~/lib/actionData";
import type { IntentFields, IntentInput, Intents } from "~/lib/intents";
import { UNKNOWN_ACTION_MESSAGE } from "~/lib/messages";

type Handlers<T extends IntentFields> = { [K in keyof T]: (input: IntentInput<T, K>) => unknown };

/**
 * One form action, several buttons: the posted form goes through the screen's intents (one zod
 * discriminated union on `intent`, lib/intents.ts) and to the handler of its intent, typed with
 * that intent's fields. Anything else (a missing, mistyped or forged intent) is answered 400 with
 * the one "Unknown action" message, so no route can forget the fall-through.
 */
export async function dispatchIntent<T extends IntentFields, H extends Handlers<T>>(
  intents: Intents<T>,
  form: Record<string, string | undefined>,
  handlers: H,
): Promise<Awaited<ReturnType<H[keyof H]>> | ReturnType<typeof unknownAction>> {
  const parsed = intents.schema().safeParse(form);
  if (!parsed.success) return unknownAction();
  const handler = handlers[parsed.data.intent] as (input: unknown) => unknown;
  return (await handler(parsed.data)) as Awaited<ReturnType<H[keyof H]>>;
}

// Typed as every failure is (lib/actionData), so a screen reads its fields without narrowing this one
// away; it carries no values, so it widens no screen's values type.
const unknownAction = () => data<ActionFailureData<never>>({ error: UNKNOWN_ACTION_MESSAGE }, { status: 400 });
