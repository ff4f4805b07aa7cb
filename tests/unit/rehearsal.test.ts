import { describe, expect, it } from "vitest";
import { previousRelease } from "../../scripts/lib/rehearsal/config.mjs";
import { expandOnlyBreaches } from "../../scripts/lib/rehearsal/state.mjs";

const col = (notnull = false, hasDefault = false) => ({ notnull, hasDefault });

// The release dates below are CHANGELOG text the parser skips over, not times: no clock reads them.
describe("the rehearsal's previous release", () => {
  it("is CHANGELOG.md's newest version, with the commit it names", () => {
    const text =
      "# Changelog\n\n## [Unreleased]\n\n- a change\n\n## [0.2.0] - 2026-12-01\n\nReleased from commit `0123456789abcdef0123456789abcdef01234567`.\n\n## [0.1.0] - 2026-11-28\n";
    expect(previousRelease(text)).toEqual({ version: "0.2.0", commit: "0123456789abcdef0123456789abcdef01234567" });
  });

  it("stops when the release names no commit", () => {
    expect(() => previousRelease("## [Unreleased]\n\n## [0.1.0] - 2026-11-28\n\nNo commit.\n")).toThrow(/0\.1\.0 names no commit/);
  });

  it("holds for this repository's CHANGELOG.md", () => {
    expect(previousRelease().commit).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe("expand-only migrations", () => {
  const before = { posts: { id: col(true), title: col(true) } };

  it("accepts new tables and new nullable or defaulted columns", () => {
    const after = { posts: { id: col(true), title: col(false), state: col(true, true), note: col() }, views: { id: col(true) } };
    expect(expandOnlyBreaches(before, after)).toEqual([]);
  });

  it("names a dropped table or column and a new NOT NULL column without a default", () => {
    expect(expandOnlyBreaches(before, {})).toEqual(["table posts is gone"]);
    expect(expandOnlyBreaches(before, { posts: { id: col(true), kind: col(true) } })).toEqual([
      "posts.title is gone",
      "posts.kind is new, NOT NULL and without a default",
    ]);
  });
});
