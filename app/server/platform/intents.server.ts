import { data } from "@remix-run/cloudflare";
import type { ActionFailureData } from "~/lib/actionData";
import { UNKNOWN_ACTION_MESSAGE } from "~/lib/messages";

type Handlers = Record<string, () => unknown>;

/**
 * One form action, several buttons: each button posts `intent=<name>` and the route lists one
 * handler per intent. Anything else (a missing, mistyped or forged intent) is answered 400 with
 * the one "Unknown action" message, so no route can forget the fall-through.
 */
export async function dispatchIntent<H extends Handlers>(intent: unknown, handlers: H) {
  const handler = typeof intent === "string" && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  // Typed as every failure is (lib/actionData), so a screen reads its fields without narrowing this one away.
  if (!handler) return data<ActionFailureData>({ error: UNKNOWN_ACTION_MESSAGE }, { status: 400 });
  return (await handler()) as Awaited<ReturnType<H[keyof H]>>;
}
