import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chapterAt, parseChapters, vttSeconds } from "~/lib/demo/chapters";
import { groupByProduct, progressPercent, upNext } from "~/lib/demo/demoLibrary";

/** Decision record 0025: chapters from WebVTT, progress on cards, "Up next". */
describe("chapters", () => {
  it("reads the seed's chapters track", () => {
    const chapters = parseChapters(readFileSync("seed/media/product-tour-chapters.vtt", "utf8"));
    expect(chapters.map((c) => [c.start, c.end, c.title])).toEqual([
      [0, 6, "Trial balance at a glance"],
      [6, 12, "Posting an adjusting journal"],
      [12, 18, "Reconciling branch accounts"],
      [18, 24, "Closing the period"],
    ]);
    expect(chapterAt(chapters, 12.5)).toBe(2);
    expect(chapterAt(chapters, 30)).toBe(-1);
  });

  it("skips cues that do not parse, strips tags, and orders by time", () => {
    const vtt =
      "WEBVTT\r\n\r\nintro\r\n00:10.000 --> 00:20.000\r\n<b>Second</b>\r\n\r\n00:00:00.000 --> 00:00:10.000 align:start\r\nFirst\r\n\r\n00:00:30.000 --> 00:00:20.000\r\nBackwards\r\n\r\n00:99:00.000 --> 01:00:00.000\r\nBad minutes\r\n\r\n00:00:40.000 --> 00:00:50.000\r\n";
    expect(parseChapters(vtt).map((c) => c.title)).toEqual(["First", "Second"]);
    expect(vttSeconds("1:02:03.500")).toBe(3723.5);
    expect(vttSeconds("12:03")).toBeNull();
  });
});

const video = (id: string, title: string, productId = "gl", durationSeconds: number | null = 100) => ({
  id,
  kind: "video" as const,
  title,
  description: "",
  productId,
  productName: productId.toUpperCase(),
  productPath: null,
  url: `/v/${id}`,
  posterUrl: null,
  durationSeconds,
  width: 320,
  height: 180,
});

describe("library progress and up next", () => {
  it("shows the resume position as 1–99 % of the video, nothing when not started or unknown", () => {
    expect(progressPercent(undefined, 100)).toBeNull();
    expect(progressPercent(0, 100)).toBeNull();
    expect(progressPercent(0.2, 100)).toBe(1);
    expect(progressPercent(42, 100)).toBe(42);
    expect(progressPercent(100, 100)).toBe(99);
    expect(progressPercent(10, null)).toBeNull();
    const [group] = groupByProduct([video("a", "Alpha")], new Map([["a", 25]]));
    expect(group!.items[0]!.progressPercent).toBe(25);
  });

  it("suggests the next video not yet started, in the library's order, never the current one", () => {
    const groups = groupByProduct([video("a", "Alpha"), video("b", "Beta"), video("c", "Gamma"), video("z", "Zed", "other")], new Map([["b", 10]]));
    expect(upNext(groups, "a")?.id).toBe("c");
    expect(upNext(groups, "c")?.id).toBe("z");
    expect(upNext(groups, "z")?.id).toBe("a");
    expect(upNext(groupByProduct([video("a", "Alpha")]), "a")).toBeNull();
  });
});
