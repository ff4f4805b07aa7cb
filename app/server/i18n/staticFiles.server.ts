import { settledCache } from "./settledCache.server";

/** What reads a static file by its path: env.ASSETS.fetch in Pages. */
export type StaticFiles = { fetch(input: string): Promise<Response> };

/** A static file's JSON (its path under public/), read through ASSETS; null when it cannot be read (not there, not JSON). */
export function staticJson(files: StaticFiles, path: string): Promise<unknown> {
  return files
    .fetch(`https://assets.local${path}`)
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
}

/** A schema of classic zod or zod/mini: both parse with `safeParse`. */
type Schema<T> = { safeParse(value: unknown): { success: true; data: T } | { success: false } };

/**
 * Static files of one shape read through ASSETS once per isolate (decision record 0049): the
 * translations and the catalogue's page words are not in the server bundle, which the deploy caps
 * at 2 MB. A file is kept once it reads and `schema` takes it; one that cannot be read, or that
 * does not parse, is null and asked again next time, never a failed page.
 */
export function staticFileReader<T>(schema: Schema<T>) {
  const cache = settledCache<string, T>();
  return {
    read(files: StaticFiles | undefined, path: string): Promise<T | null> {
      if (!files) return Promise.resolve(null);
      return cache.get(path, async () => {
        const parsed = schema.safeParse(await staticJson(files, path));
        return parsed.success ? parsed.data : null;
      });
    },
    /** Forgets what this isolate read (tests). */
    forget: () => cache.clear(),
  };
}
