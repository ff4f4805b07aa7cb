import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, HINTED_BYTES } from "../../scripts/lib/compileHints.mjs";

/** React's chunk, large enough for the hint. */
const REACT = `var a=()=>1;${"var z=0;".repeat(HINTED_BYTES / 8)}export{a};`;

/**
 * A small client build: an entry with React's chunk, a route with small chunks of its own, and a
 * large island loaded later.
 */
function build() {
  const dir = mkdtempSync(join(tmpdir(), "compile-hints-"));
  mkdirSync(join(dir, "_shared"));
  mkdirSync(join(dir, "routes"));
  const manifest = {
    entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-REACT.js"] },
    routes: {
      root: { id: "root", module: "/build/root-B.js", imports: ["/build/_shared/chunk-REACT.js"] },
      "routes/[bank_operations].$": {
        id: "routes/[bank_operations].$",
        module: "/build/routes/%5Bbank_operations%5D.$-C.js",
        imports: ["/build/_shared/chunk-PAGE.js"],
      },
    },
  };
  writeFileSync(join(dir, "manifest-M.js"), `window.__remixManifest=${JSON.stringify(manifest)};`);
  const files = {
    "entry.client-A.js": 'import"/build/_shared/chunk-REACT.js";',
    "root-B.js": "export default function(){}",
    "routes/[bank_operations].$-C.js": "export default function(){}",
    "_shared/chunk-REACT.js": REACT,
    "_shared/chunk-PAGE.js": "var b=()=>2;export{b};",
    "_shared/Island-D.js": `var c=()=>3;${"var y=0;".repeat(HINTED_BYTES / 8)}`,
  };
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  writeFileSync(join(dir, "_shared/chunk-REACT.js.map"), JSON.stringify({ version: 3, sources: ["react.js"], mappings: "AAAA" }));
  return dir;
}

describe("the compile hint after a build", () => {
  it("heads the large modules of a page's first load, and only those", () => {
    const dir = build();
    expect(addCompileHints(dir)).toBe(1);
    // The code itself is unchanged, on the line after the hint; its source map skips that line.
    expect(readFileSync(join(dir, "_shared/chunk-REACT.js"), "utf8")).toBe(`${COMPILE_HINT}${REACT}`);
    expect(JSON.parse(readFileSync(join(dir, "_shared/chunk-REACT.js.map"), "utf8")).mappings).toBe(";AAAA");
    // Small first-load modules (each line costs gzip bytes of the first load) and code loaded later keep V8's lazy compile.
    for (const name of ["entry.client-A.js", "root-B.js", "routes/[bank_operations].$-C.js", "_shared/chunk-PAGE.js", "_shared/Island-D.js"])
      expect(readFileSync(join(dir, name), "utf8").startsWith(COMPILE_HINT), name).toBe(false);
  });

  it("changes nothing the second time, nor where there is no build", () => {
    const dir = build();
    addCompileHints(dir);
    const before = readFileSync(join(dir, "_shared/chunk-REACT.js"), "utf8");
    expect(addCompileHints(dir)).toBe(0);
    expect(readFileSync(join(dir, "_shared/chunk-REACT.js"), "utf8")).toBe(before);
    expect(JSON.parse(readFileSync(join(dir, "_shared/chunk-REACT.js.map"), "utf8")).mappings).toBe(";AAAA");
    const empty = join(dir, "nothing-here");
    expect(addCompileHints(empty)).toBe(0);
    expect(existsSync(empty)).toBe(false);
  });
});
