import type { Tables } from "./tables.generated";

/**
 * The row a query reads, typed from the migrations (decision 0028): `Columns<"staff_users", "id" | "email">`
 * is those columns as tables.generated.ts declares them, so a migration that renames or drops one
 * fails `tsc` where it is read. Computed values (counts, joined names) are added with `&`, typed
 * from their source column where they have one.
 */
export type Columns<T extends keyof Tables, K extends keyof Tables[T]> = Pick<Tables[T], K>;

/** Every column of a table. */
export type TableRow<T extends keyof Tables> = Tables[T];

/**
 * A TEXT column narrowed to the values the code writes into it (SQLite has no enums; the zod schema
 * on every write holds the narrowing). `V extends R[K]` keeps it honest: a narrowing wider than the
 * column, or of a column that is gone, does not compile.
 */
export type Narrowed<R, K extends keyof R, V extends R[K]> = Omit<R, K> & { [P in K]: V };

/** A column read through a LEFT JOIN (null when nothing matched), e.g. an author's name. */
export type LeftJoined<T extends keyof Tables, K extends keyof Tables[T]> = Tables[T][K] | null;
