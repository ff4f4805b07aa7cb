/** A language's words for `English`'s keys (the type of an English words object, `typeof X_ENGLISH`). */
export type WordsOf<English> = Record<keyof English, string>;

/**
 * The words for `english`'s keys (or the `keys` given of them) in a language: the translation's
 * where it has words for a key, English for the rest (a missing key, an empty text, or no
 * translation at all).
 */
export function withEnglish<K extends string>(
  english: Readonly<Record<K, string>>,
  translated: Readonly<Record<string, unknown>> | null | undefined,
  keys: readonly K[] = Object.keys(english) as K[],
): Record<K, string> {
  const words = {} as Record<K, string>;
  for (const key of keys) {
    const text = translated?.[key];
    words[key] = typeof text === "string" && text !== "" ? text : english[key];
  }
  return words;
}
