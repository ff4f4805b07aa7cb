import { TRANSLATED, languageInfo } from "~/lib/i18n/languages";
import type { Env } from "../platform/env.server";
import { interfaceFile } from "./interfaceMessages.server";

/** Where the checklist says how a translation is confirmed. */
const HELP = "/admin/launch#translations";

/**
 * The go-live checklist's translations (decision record 0049): each language whose interface file
 * still says "awaiting" a translator's review, or that cannot be read (its pages would show English).
 */
export async function translationLaunchItems(env: Env): Promise<{ area: string; label: string; fixHref: string }[]> {
  // Without the static files (a test in workerd alone) there is nothing to judge.
  if (!env.ASSETS) return [];
  const files = await Promise.all(TRANSLATED.map(async (code) => ({ code, file: await interfaceFile(env.ASSETS, code) })));
  return files.flatMap(({ code, file }) => {
    const name = `${languageInfo(code).name} (/${code}/)`;
    if (!file) return [{ area: "Translations", label: `${name}: the interface's translation cannot be read; its pages show English`, fixHref: HELP }];
    if (file.review === "awaiting")
      return [{ area: "Translations", label: `${name}: the interface's translation awaits a translator's review`, fixHref: HELP }];
    return [];
  });
}
