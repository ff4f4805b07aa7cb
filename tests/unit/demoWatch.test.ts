import { describe, expect, it } from "vitest";
import { mergeRanges, progressReportSchema, resumeAt, watchedSeconds } from "~/lib/demo/watchProgress";
import { webVttProblem } from "~/server/demo/demoTracks.server";

// what counts as watched, where the player resumes, what a captions file must be.
describe("watch progress", () => {
  it("merges played ranges, so a rewatch or an overlap is not more watching", () => {
    expect(
      mergeRanges([
        [10, 20],
        [0, 5],
        [15, 30],
        [5.2, 6],
      ]),
    ).toEqual([
      [0, 6],
      [10, 30],
    ]);
    expect(
      watchedSeconds(
        mergeRanges([
          [0, 4],
          [0, 4],
          [1, 2],
        ]),
        4,
      ),
    ).toBe(4);
    expect(watchedSeconds([[0, 10]], 4)).toBe(4);
  });
  it("keeps at most the limit of ranges by joining the closest", () => {
    const many = Array.from({ length: 60 }, (_, i): [number, number] => [i * 10, i * 10 + 1]);
    expect(mergeRanges(many).length).toBe(50);
  });
  it("resumes from the saved position unless it is within a second of either end", () => {
    expect(resumeAt(null, 100)).toBeNull();
    expect(resumeAt(0.5, 100)).toBeNull();
    expect(resumeAt(42, 100)).toBe(42);
    expect(resumeAt(99.5, 100)).toBeNull();
  });
  it("reads the player's report and refuses anything else", () => {
    expect(progressReportSchema.parse({ intent: "progress", position: "12.5", played: "[[0,12.5]]" })).toEqual({
      intent: "progress",
      position: 12.5,
      played: [[0, 12.5]],
    });
    for (const bad of [
      { position: "", played: "[]" },
      { position: "-1", played: "[]" },
      { position: "1e3", played: "[]" },
      { position: "1", played: "[] " },
      { position: "1", played: "[[2,1]]" },
      { position: "1", played: '[["a",1]]' },
      { position: "1", played: "{}" },
    ]) {
      expect(progressReportSchema.safeParse({ intent: "progress", ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("captions files", () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it("accepts WebVTT with cues, with or without a BOM", () => {
    expect(webVttProblem(bytes("WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n"))).toBeNull();
    expect(webVttProblem(bytes("\uFEFFWEBVTT - English\n\n00:00.000 --> 00:01.000\nHi\n"))).toBeNull();
  });
  it("refuses empty, non-UTF-8, non-WebVTT and cue-less files", () => {
    expect(webVttProblem(new Uint8Array())).toMatch(/empty/);
    expect(webVttProblem(new Uint8Array([0x57, 0x45, 0xff, 0xfe]))).toMatch(/UTF-8/);
    expect(webVttProblem(bytes("1\n00:00:00,000 --> 00:00:01,000\nSRT\n"))).toMatch(/WebVTT/);
    expect(webVttProblem(bytes("WEBVTTX\n"))).toMatch(/WebVTT/);
    expect(webVttProblem(bytes("WEBVTT\n\nNOTE nothing\n"))).toMatch(/no cues/);
    expect(webVttProblem(new Uint8Array(600 * 1024).fill(0x41))).toMatch(/at most/);
  });
});
