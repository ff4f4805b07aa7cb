/** Names of caption languages for the player's menu; others show their language tag. Fixed text, so server and browser render alike. */
const NAMES: Record<string, string> = {
  en: "English",
  "en-us": "English",
  "en-gb": "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
  pt: "Português",
  it: "Italiano",
};

export const captionsLabel = (lang: string) => NAMES[lang.toLowerCase()] ?? lang;

/** A BCP 47 language tag as staff may type it ("en", "en-GB", "pt-BR"). */
export const LANG_PATTERN = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/** At most this much WebVTT: an hour of dense captions is about 100 KB. Isomorphic: the staff form shows it. */
export const MAX_CAPTIONS_BYTES = 512 * 1024;

/**
 * A demo video's captions <track> attributes, the same in the staff preview and the demo player:
 * the track is always there, so the player's captions menu says when there are none.
 */
export const captionsTrack = (item: { captionsUrl: string | null; captionsLang: string; hasCaptions: boolean }) => ({
  src: item.captionsUrl ?? undefined,
  srcLang: item.captionsLang,
  label: item.hasCaptions ? captionsLabel(item.captionsLang) : "Captions unavailable",
  default: item.hasCaptions,
});
