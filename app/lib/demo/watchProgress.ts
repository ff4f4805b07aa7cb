import * as z from "zod/mini";
import { addIssue, englishMessages } from "../zodMini";

englishMessages();

/**
 * What the player reports while a demo user watches: where they are, and the ranges of
 * the video they actually played in this page load (the browser's `video.played`). The server
 * merges the ranges into what it has, so a report sent twice, a rewatch or a seek to the end
 * never counts as more watching.
 */
const MAX_RANGES = 50;
const MAX_SECONDS = 7 * 24 * 3600;
// zod's numbers are finite already (classic zod's .finite() did nothing).
const second = z.number().check(z.gte(0), z.lte(MAX_SECONDS));

export const progressReportSchema = z.object({
  intent: z.literal("progress"),
  // Plain decimal seconds as the player sends them ("12.345"): no blank, sign, exponent or hex.
  position: z.pipe(
    z.pipe(
      z.string({ error: "position must be a number of seconds" }).check(z.regex(/^\d{1,7}(\.\d{1,6})?$/, "position must be a number of seconds")),
      z.transform(Number),
    ),
    second,
  ),
  played: z.pipe(
    z.pipe(
      z.string().check(
        z.maxLength(4000),
        // A JSON array exactly as JSON.stringify writes it: nothing around the brackets.
        z.regex(/^\[[\s\S]*\]$/, "played must be a JSON array of [start, end] pairs"),
      ),
      z.transform((text: string, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          addIssue(ctx, "played must be JSON");
          return z.NEVER;
        }
      }),
    ),
    z.array(z.tuple([second, second]).check(z.refine(([a, b]: [number, number]) => a <= b, "a range ends after it starts"))).check(z.maxLength(MAX_RANGES)),
  ),
});
export type ProgressReport = z.infer<typeof progressReportSchema>;

export type Range = [number, number];

/** The union of ranges, sorted and merged (touching ranges join), at most MAX_RANGES kept. */
export function mergeRanges(ranges: Range[], limit = MAX_RANGES): Range[] {
  const sorted = ranges.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 0.5) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  // Too many islands (a user clicking all over): join the closest neighbours until it fits.
  while (out.length > limit) {
    let best = 0;
    for (let i = 1; i < out.length - 1; i++) if (out[i + 1]![0] - out[i]![1] < out[best + 1]![0] - out[best]![1]) best = i;
    out.splice(best, 2, [out[best]![0], out[best + 1]![1]]);
  }
  return out;
}

/** Seconds covered by the ranges, within the video's duration when it is known. */
export function watchedSeconds(ranges: Range[], duration: number | null): number {
  const total = ranges.reduce((sum, [a, b]) => sum + (Math.min(b, duration ?? b) - Math.min(a, duration ?? a)), 0);
  return Math.round(total * 1000) / 1000;
}

/** Where the player should start: the saved position, unless it is within a second of the start or the end. */
export function resumeAt(position: number | null, duration: number | null): number | null {
  if (position === null || position < 1) return null;
  if (duration !== null && position > duration - 1) return null;
  return position;
}
