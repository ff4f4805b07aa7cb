import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { languageOfPath, localizedPath, type Language } from "~/lib/i18n/languages";
import type { MessageKey, Messages } from "~/lib/i18n/messages";
import { translate } from "~/lib/i18n/translate";
import type { RootData } from "~/lib/publicConfig";

const NONE: Messages = {};

/** The page's language, from its path (decision record 0049): right on the server, the client, and in error boundaries. */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** `t(key, values?)`: the shell's words in the page's language, resolved by the server and sent with the root's data. */
export function useMessages(): (key: MessageKey, values?: Record<string, string | number>) => string {
  const messages = (useRouteLoaderData("root") as RootData | undefined)?.messages ?? NONE;
  return useCallback((key, values) => translate(messages, key, values), [messages]);
}

/** A site path in the page's language (`/banking` → `/es/banking` on a Spanish page). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}
