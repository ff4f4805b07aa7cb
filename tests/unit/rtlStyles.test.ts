import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// The public pages' stylesheets (site.css and what it imports, and the contact and company pages'
// own), right to left on /ar/ (decision record 0049): sides are logical (inline start and end), so
// a page mirrors by its dir alone. A physical side stays only where it is marked "not mirrored".
const PUBLIC = ["app", "shell", "overlays", "home", "catalogue", "news", "stories", "contact", "info"];
const PHYSICAL = /(^|[\s;{])((margin|padding|border)-(left|right)(-\w+)?|left|right)\s*:|text-align:\s*(left|right)|float:\s*(left|right)/;

describe("the public stylesheets, right to left", () => {
  it("use logical sides, not left and right", () => {
    const physical = PUBLIC.flatMap((name) =>
      readFileSync(`app/styles/${name}.css`, "utf8")
        .split("\n")
        .map((line, i) => ({ where: `${name}.css:${i + 1}`, line }))
        .filter(({ line }) => PHYSICAL.test(line) && !line.includes("not mirrored") && !line.trim().startsWith("/*") && !line.trim().startsWith("*")),
    );
    expect(physical).toEqual([]);
  });

  it("mirror the directional icon and slide the panes and notifications in from the side they sit on", () => {
    const shell = readFileSync("app/styles/shell.css", "utf8");
    expect(shell).toMatch(/\[dir="rtl"\] \.icon-directional \{\s*transform: scaleX\(-1\);/);
    expect(shell).toMatch(/\[dir="rtl"\] \.notification-region \{\s*--notification-away: calc\(-100% - 2rem\);/);
    expect(readFileSync("app/styles/overlays.css", "utf8")).toMatch(/\[dir="rtl"\] \.pane-panel \{\s*--pane-away: -100%;/);
  });
});
