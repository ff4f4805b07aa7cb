import { slugify } from "../../lib/blog/slug";
import type { D1 } from "./d1Sessions.server";
import { type Failure, fail } from "./result.server";

/** The tables whose rows have an address of their own: a slug staff may type or leave to the name. */
type SluggedTable = "blog_posts" | "customer_stories";

interface UniqueSlugs {
  /** Whether a row other than `exceptId` has the slug. */
  taken(db: D1, slug: string, exceptId?: string): Promise<boolean>;
  /** The name's slug (or the fallback word), with -2, -3… appended while another row has it. */
  freeFor(db: D1, name: string): Promise<string>;
  /** The slug a new row gets: the one asked for (null when another row has it), else one made from its name. */
  forNew(db: D1, wanted: string | undefined, name: string): Promise<string | null>;
  /** The 409 a slug another row has answers, on the slug field. */
  clash(): Failure;
  /** Whether a write failed on the table's UNIQUE slug (a row that took it between check and write). */
  isClash(error: unknown): boolean;
}

/**
 * One rule for the addresses of posts and stories (the staff's editorial records): a slug is
 * unique in its table, a typed one that another row has is refused on the slug field, and a
 * missing one is made from the record's name.
 */
export function uniqueSlugs(table: SluggedTable, { noun, fallback }: { noun: string; fallback: string }): UniqueSlugs {
  const message = `Another ${noun} already uses this slug`;
  const taken = async (db: D1, slug: string, exceptId?: string) =>
    (await db
      .prepare(`SELECT id FROM ${table} WHERE slug = ?1 AND id IS NOT ?2`)
      .bind(slug, exceptId ?? null)
      .first()) !== null;
  const freeFor = async (db: D1, name: string) => {
    const base = slugify(name) || fallback;
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base.slice(0, 110)}-${n}`;
      if (!(await taken(db, candidate))) return candidate;
    }
  };
  return {
    taken,
    freeFor,
    forNew: async (db, wanted, name) => (wanted ? ((await taken(db, wanted)) ? null : wanted) : freeFor(db, name)),
    clash: () => fail(409, message, { issues: [{ path: "slug", message }] }),
    isClash: (error) => String(error).includes("UNIQUE") && String(error).includes(`${table}.slug`),
  };
}
