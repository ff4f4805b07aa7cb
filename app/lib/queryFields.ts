import * as z from "zod";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "./pagination";

/**
 * Pieces of the list queries' schemas (the sales inbox, /news and their API routes): query
 * strings and forms send "" for a field left blank, which means "not given".
 */
export const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const PAGE_MESSAGE = "page must be a whole number of 1 or more";

/** `page`: a whole number from 1, default 1. */
export const pageField = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000).default(1),
);

/** `pageSize`: one of the paginator's sizes (R-CONSTANTS). */
export const pageSizeField = (fallback: number = DEFAULT_PAGE_SIZE) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .refine((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), { error: `pageSize must be one of ${PAGE_SIZE_OPTIONS.join(", ")}` })
      .default(fallback),
  );
