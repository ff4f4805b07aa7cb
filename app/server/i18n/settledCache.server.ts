/**
 * Values read once per isolate (the translation files), kept only once read. A pending read is
 * never shared between requests: workerd ties a promise to the request whose I/O settles it, and
 * another request awaiting it can hang until the runtime cancels it as hung. Two requests that
 * miss together each read the file; a read that fails (null) is asked again next time.
 */
export function settledCache<K, V>() {
  const values = new Map<K, V>();
  return {
    async get(key: K, read: () => Promise<V | null>): Promise<V | null> {
      if (values.has(key)) return values.get(key)!;
      const value = await read().catch(() => null);
      if (value !== null && value !== undefined) values.set(key, value);
      return value ?? null;
    },
    clear: () => values.clear(),
  };
}
