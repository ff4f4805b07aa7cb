import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      /** Empty at the start of each file: for applying migrations one at a time. */
      MIGRATION_DB: D1Database;
      MEDIA: R2Bucket;
      TEST_MIGRATIONS: D1Migration[];
      [key: string]: unknown;
    }
  }
}
