import * as z from "zod/mini";
import type { ParsePayload } from "zod/v4/core";
import en from "zod/v4/locales/en.js";

/**
 * Helpers for the schemas the browser can reach (app/lib, routes), all written with zod's mini
 * build (decision record 0011). esbuild splits code by file: a zod core file that the contact
 * form and the staff screens both import goes whole, with every part any of them uses, into one
 * chunk the form loads. With classic zod on the staff screens that was the core classic zod
 * needs (22.6 KB gzip); with zod/mini everywhere it is 8.9 KB. Only `*.server.ts` modules may
 * import classic "zod" (tests/e2e/performance.spec.ts holds the form's budget).
 */

/**
 * Classic `zod` makes English its default locale when it builds its first schema; zod/mini sets
 * none, and a check without its own message would then say only "Invalid input". Each module
 * that builds schemas with zod/mini calls this at its top, so every message stays the one classic
 * zod gave. (The contact schema does not, as before: every message a visitor sees is written out
 * in it, and the contact form's code stays without the locale.)
 */
export function englishMessages(): void {
  if (!z.config().localeError) z.config(en());
}

/** Classic zod's `z.preprocess(fn, schema)`: the same pipe, from a transform into the schema. */
export const preprocess = <T extends z.ZodMiniType>(fn: (v: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

/**
 * Classic zod's `ctx.addIssue({ code: "custom", message })` in a transform: zod/mini hands the
 * transform the parse payload itself, and the issue is pushed onto it (the same issue results).
 */
export function addIssue(ctx: ParsePayload, message: string): void {
  ctx.issues.push({ code: "custom", message, input: ctx.value });
}
