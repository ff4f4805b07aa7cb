import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README's map is the first thing a newcomer reads: every folder under app/ must be in it, and
 * every folder it names must exist. An entry is a line of the map's code block indented less than
 * its description column, two spaces per level; a name ending in "/" is a folder.
 */
function mappedFolders(readme: string): Set<string> {
  const block = /## Map[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error("README.md has no code block under '## Map'");
  const folders = new Set<string>();
  const stack: string[] = [];
  for (const line of block.split("\n")) {
    const indent = line.length - line.trimStart().length;
    const name = line.trim().split(/\s+/)[0];
    if (!name || indent >= 20) continue; // a description's continuation line
    const level = indent / 2;
    stack.length = level;
    stack[level] = name;
    if (name.endsWith("/")) folders.add(stack.join(""));
  }
  return folders;
}

/**
 * Paths the README and docs/*.md name in backquotes or link to, from a top-level folder of the
 * repository (app/, tests/, docs/…). Placeholders (`<route file>`, `{area}`, `*`, `NNNN`) are
 * patterns, not files; a trailing `:line` is dropped. Decision records are left out: they describe
 * the code as it was when each decision was taken.
 */
const ROOT_FOLDERS = /^(app|tests|scripts|docs|functions|migrations|seed|public|vendor|\.github|\.ci)\//;

function referencedPaths(text: string): string[] {
  const quoted = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? "");
  const linked = [...text.matchAll(/\]\(([^)\s#]+)/g)].map((m) => m[1] ?? "");
  return [...quoted, ...linked]
    .map((p) => p.replace(/:\d+(-\d+)?$/, "").replace(/[.,;:]$/, ""))
    .filter((p) => ROOT_FOLDERS.test(p) && !/[*{}<>…]|NNNN|\.\.\./.test(p));
}

function foldersUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .flatMap((e) => [`${dir}/${e.name}/`, ...foldersUnder(join(dir, e.name))]);
}

describe("README map", () => {
  const mapped = mappedFolders(readFileSync("README.md", "utf8"));

  it("lists every folder under app/", () => {
    const missing = foldersUnder("app").filter((f) => !mapped.has(f));
    expect(missing, "folders missing from the README's map").toEqual([]);
  });

  it("lists no folder that is gone", () => {
    const all = new Set(foldersUnder("app"));
    const stale = [...mapped].filter((f) => f.startsWith("app/") && f !== "app/" && !all.has(f));
    expect(stale, "folders in the README's map that do not exist").toEqual([]);
  });

  it("every file or folder README.md and docs/*.md name exists", () => {
    const documents = [
      "README.md",
      ...readdirSync("docs")
        .filter((f) => f.endsWith(".md"))
        .map((f) => `docs/${f}`),
    ];
    const named = documents.flatMap((doc) => referencedPaths(readFileSync(doc, "utf8")).map((path) => ({ doc, path })));
    expect(named.length, "the extraction finds the documents' paths").toBeGreaterThan(40);
    const gone = named.filter(({ path }) => !existsSync(path)).map(({ doc, path }) => `${doc}: ${path}`);
    expect(gone, "paths named in README.md or docs/*.md that do not exist").toEqual([]);
  });

  it("reads in five minutes: at most 300 lines (details live in docs/)", () => {
    expect(readFileSync("README.md", "utf8").split("\n").length).toBeLessThanOrEqual(300);
  });
});
