import * as z from "zod/mini";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "./pagination";
import { englishMessages, preprocess } from "./zodMini";

englishMessages();

/**
 * Pieces of the list queries' schemas (the sales inbox, /news and their API routes): query
 * strings and forms send "" for a field left blank, which means "not given".
 */
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const PAGE_MESSAGE = "page must be a whole number of 1 or more";

/** `page`: a whole number from 1, default 1. */
export const pageField = preprocess(
  blankToUndefined,
  z._default(z.coerce.number({ error: PAGE_MESSAGE }).check(z.int(PAGE_MESSAGE), z.gte(1, PAGE_MESSAGE), z.lte(1_000_000)), 1),
);

/** `pageSize`: one of the paginator's sizes (R-CONSTANTS). */
export const pageSizeField = (fallback: number = DEFAULT_PAGE_SIZE) =>
  preprocess(
    blankToUndefined,
    z._default(
      z.coerce
        .number()
        .check(
          z.refine((n: number) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), { error: `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(", ")}` }),
        ),
      fallback,
    ),
  );
