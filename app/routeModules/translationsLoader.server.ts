import type { ContentKind } from "~/lib/i18n/contentKinds";
import { staffAction, staffLoader } from "~/server/admin/staffRoute.server";
import { KIND_SOURCES } from "~/server/translations/contentSources.server";
import { translationScreenAction, translationScreenData } from "~/server/translations/translationScreen.server";

/**
 * The loader and action of a record's "Translations" screen (decision record 0054): the screens
 * differ only in the record's kind, so each route file names it and takes the rest from here and
 * translationsRoute.tsx. The permission is the one that edits the English record (KIND_SOURCES).
 */
export const translationsLoader = (kind: ContentKind) => staffLoader(KIND_SOURCES[kind].permission, (args) => translationScreenData(kind, args));

export const translationsAction = (kind: ContentKind) => staffAction(KIND_SOURCES[kind].permission, (args) => translationScreenAction(kind, args));

export type TranslationsLoader = ReturnType<typeof translationsLoader>;
export type TranslationsAction = ReturnType<typeof translationsAction>;
