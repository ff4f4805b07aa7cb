/**
 * URL slugs for posts and categories: lowercase ASCII letters, digits and single hyphens, as the
 * schema's CHECK constraints require. Accents are folded ("Résumé" → "resume"); other characters
 * become hyphens. Isomorphic: the editor previews the slug it will get while the title is typed.
 */
export const SLUG_MAX = 120;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string, max = SLUG_MAX): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/g, "");
}
