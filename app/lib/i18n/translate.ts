import type { MessageKey, Messages } from "./messages";

/**
 * What the root's error boundary shows when the root's data is missing too (its loader failed):
 * the specification's Page Not Found in English. The only interface words in the browser's bundle
 * (decision record 0049); every other word arrives with the page's data.
 */
const WITHOUT_DATA: Messages = {
  "shell.skipLink": "Skip to content",
  "notFound.title": "Page Not Found",
  "notFound.body": "The page you were looking for does not exist or has moved.",
  "notFound.home": "Home",
};

/** A key's words from those the page was sent, `{name}` values filled in. */
export function translate(messages: Messages, key: MessageKey, values?: Record<string, string | number>): string {
  const text = messages[key] ?? WITHOUT_DATA[key] ?? "";
  // fillWords.ts's rule, written out: importing it here would make it a chunk of its own in every page's first load.
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
}
