import type { ContactActionData } from "~/lib/contact/actionData";

/**
 * Hands the server's answer for a form (by its client id) to whoever submitted it. The contact
 * route's clientAction reports here, so the answer arrives even after the overlay that sent it
 * was closed (the success panel shows before the answer, and its Close button may be pressed
 * first): a failure must still reach the visitor as a notification.
 */
const waiting = new Map<string, (result: ContactActionData) => void>();

export function awaitOutcome(clientId: string, handler: (result: ContactActionData) => void): void {
  waiting.set(clientId, handler);
}

export function reportOutcome(clientId: string | null, result: ContactActionData): void {
  if (!clientId) return;
  const handler = waiting.get(clientId);
  waiting.delete(clientId);
  handler?.(result);
}
