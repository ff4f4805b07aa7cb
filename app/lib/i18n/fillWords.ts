/** Words with their `{name}` values filled in; a name without a value stays as written. */
export const fillWords = (words: string, values: Readonly<Record<string, string | number>>) =>
  words.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
