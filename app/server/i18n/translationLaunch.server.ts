import * as z from "zod";
import { TRANSLATED, languageInfo, type TranslatedLanguage } from "~/lib/i18n/languages";
import type { Env } from "../platform/env.server";
import { staticJson, type StaticFiles } from "./staticFiles.server";

/** Where the checklist says how a translation is confirmed. */
const HELP = "/admin/launch#translations";

/**
 * Every file of a language's words (decision records 0049, 0054, 0055, 0056), each marked the one
 * way: a top-level `"review": "awaiting"` until a translator has read it, then `"reviewed"`. The
 * catalogue's translation is a folder of files keyed by product; its `names.json` carries the
 * folder's mark, and the search's catalogue file, made from it (`npm run i18n:search`), copies it.
 */
const TRANSLATION_FILES = [
  { file: "interface.json", what: "the interface (header, footer, Page Not Found, overlays)" },
  { file: "home.json", what: "the home page and its software tree" },
  { file: "catalogue/names.json", what: "the catalogue (catalogue/: names, product pages)" },
  { file: "search-catalogue.json", what: "the catalogue's names and summaries for search" },
  { file: "search.json", what: "search's words" },
  { file: "contact.json", what: "the contact form" },
  { file: "acknowledgement.json", what: "the acknowledgement e-mail" },
  { file: "pages.json", what: "the news and customer stories pages" },
  { file: "content.json", what: "the notices on pages shown in English" },
] as const;

const reviewMark = z.object({ language: z.string().optional(), review: z.enum(["awaiting", "reviewed"]) });
type ReviewStatus = "awaiting" | "reviewed" | "unreadable";

/** One file's mark, or "unreadable" (not there, not JSON, no mark, another language's). */
async function reviewStatus(files: StaticFiles, language: TranslatedLanguage, file: string): Promise<ReviewStatus> {
  const parsed = reviewMark.safeParse(await staticJson(files, `/i18n/${language}/${file}`));
  if (!parsed.success || (parsed.data.language !== undefined && parsed.data.language !== language)) return "unreadable";
  return parsed.data.review;
}

/** Every language's files and each one's mark: the checklist's table of what awaits review. */
export async function translationStatuses(files: StaticFiles | undefined) {
  if (!files) return [];
  return Promise.all(
    TRANSLATED.map(async (code) => ({
      language: `${languageInfo(code).name} (/${code}/)`,
      files: await Promise.all(TRANSLATION_FILES.map(async (f) => ({ ...f, status: await reviewStatus(files, code, f.file) }))),
    })),
  );
}

/**
 * The go-live checklist's translations: each language's file that still awaits a translator's
 * review, or that cannot be read (those words show in English), one item per file.
 */
export async function translationLaunchItems(env: Env): Promise<{ area: string; label: string; fixHref: string }[]> {
  // Without the static files (a test in workerd alone) there is nothing to judge.
  const languages = await translationStatuses(env.ASSETS);
  return languages.flatMap(({ language, files }) =>
    files.flatMap(({ file, what, status }) => {
      if (status === "reviewed") return [];
      const says = status === "awaiting" ? "awaits a translator's review" : "cannot be read; those words show in English";
      return [{ area: "Translations", label: `${language}: ${what}, ${file}, ${says}`, fixHref: HELP }];
    }),
  );
}
