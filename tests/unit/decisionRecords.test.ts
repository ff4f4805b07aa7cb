import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A decision record reads in two minutes: a title, then exactly the sections Status, Date,
 * Context, Decision and Consequences in that order, at most 60 lines. Measurements live in
 * docs/performance.md, linked from the record. The status says at once whether the record still
 * holds: its first words are Accepted, Proposed, Rejected or "Superseded by NNNN" (a record
 * changed in part by later ones adds "; amended by NNNN"). The index
 * (docs/decisions/README.md) lists every record with its one-line summary: a new record adds its line.
 */
const DIR = "docs/decisions";
const SECTIONS = ["Status", "Date", "Context", "Decision", "Consequences"];
const MAX_LINES = 60;
const STATUS = /^(Accepted|Proposed|Rejected|Superseded by \d{4})\b/i;

const records = readdirSync(DIR).filter((f) => /^\d{4}-.*\.md$/.test(f));
const textOf = (f: string) => readFileSync(`${DIR}/${f}`, "utf8");
const sectionsOf = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
const sectionText = (text: string, name: string) => (new RegExp(`^## ${name}\\n([\\s\\S]*?)(?=^## |(?![\\s\\S]))`, "m").exec(text)?.[1] ?? "").trim();

describe("decision records", () => {
  it("there are records to check", () => {
    expect(records.length).toBeGreaterThan(40);
  });

  it("each has a title, then exactly the sections Status, Date, Context, Decision, Consequences, in that order", () => {
    const wrong = records.flatMap((f) => {
      const text = textOf(f);
      const problems: string[] = [];
      if (!/^# \S/.test(text)) problems.push("no title on its first line");
      const sections = sectionsOf(text);
      if (sections.join(" / ") !== SECTIONS.join(" / ")) problems.push(`sections: ${sections.join(" / ") || "none"}`);
      return problems.map((p) => `${f}: ${p}`);
    });
    expect(wrong).toEqual([]);
  });

  it(`each is at most ${MAX_LINES} lines`, () => {
    const long = records.map((f) => ({ f, lines: textOf(f).trimEnd().split("\n").length })).filter(({ lines }) => lines > MAX_LINES);
    expect(long.map(({ f, lines }) => `${f}: ${lines} lines`)).toEqual([]);
  });

  it("each states its status in the one vocabulary, and a date", () => {
    const wrong = records.flatMap((f) => {
      const text = textOf(f);
      const status = sectionText(text, "Status").split("\n")[0]!;
      const date = sectionText(text, "Date");
      return [
        ...(STATUS.test(status) ? [] : [`${f}: status "${status}"`]),
        ...(/^20\d\d-\d\d-\d\d\b/.test(date) ? [] : [`${f}: date "${date.split("\n")[0]}"`]),
      ];
    });
    expect(wrong).toEqual([]);
  });

  it("a status that names another record names one that exists", () => {
    const numbers = new Set(records.map((f) => f.slice(0, 4)));
    const dangling = records.flatMap((f) =>
      [...sectionText(textOf(f), "Status").matchAll(/\b(\d{4})\b/g)].filter((m) => !numbers.has(m[1]!)).map((m) => `${f}: ${m[1]}`),
    );
    expect(dangling).toEqual([]);
  });

  it("numbers are unique", () => {
    const numbers = records.map((f) => f.slice(0, 4));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it("the index lists every record, linked, with its one-line summary", () => {
    const index = readFileSync(`${DIR}/README.md`, "utf8");
    const unlisted = records.filter((f) => !new RegExp(`^- \\[${f.slice(0, 4)}\\]\\(${f.replace(/[.]/g, "\\.")}\\)[:—-]? .{10,}`, "m").test(index));
    expect(unlisted, "add a line '- [NNNN](NNNN-name.md): summary' to docs/decisions/README.md").toEqual([]);
  });

  it("the index links no record that is gone", () => {
    const index = readFileSync(`${DIR}/README.md`, "utf8");
    const gone = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((m) => m[1]!).filter((f) => !records.includes(f));
    expect(gone).toEqual([]);
  });
});
