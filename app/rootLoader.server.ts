import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { browserWarningContent, outdatedBrowser } from "~/lib/browser";
import { browserWarningDismissed } from "~/server/platform/cookies.server";
import type { RootData } from "~/lib/publicConfig";
import { publicConfig } from "~/server/platform/env.server";
import { requestNow } from "~/server/platform/clock.server";
import { languageOfPath } from "~/lib/i18n/languages";
import { SHELL_KEYS } from "~/lib/i18n/messages";
import { messagesFor } from "~/server/i18n/interfaceMessages.server";

/** The root loader: brand config for every page, and whether this browser gets the outdated-browser banner. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const headers = request.headers;
  const outdated = browserWarningDismissed(headers.get("Cookie")) ? null : outdatedBrowser(headers.get("User-Agent"));
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    language,
    // Resolved here, so the page's script carries no words: the shell's arrive in its language with this data.
    messages: await messagesFor(context.env.ASSETS, language, SHELL_KEYS),
    config: publicConfig(context.env),
    year: requestNow(request, context.env).getUTCFullYear(),
    // Decided here, from the User-Agent, so the banner is in the first HTML (R-BROWSER-WARNING, R-ERRORS).
    browserWarning: outdated ? browserWarningContent(outdated) : null,
  };
}
