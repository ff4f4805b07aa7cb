import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "../../../app/lib/csv";

describe("csvCell", () => {
  it.each([
    ["plain", '"plain"'],
    ["", '""'],
    [null, '""'],
    [42, '"42"'],
    ['say "hi"', '"say ""hi"""'],
    ["a,b", '"a,b"'],
    ["line1\nline2", '"line1\nline2"'],
    ['=HYPERLINK("http://evil.example","x")', '"\'=HYPERLINK(""http://evil.example"",""x"")"'],
    // Phone numbers stay as typed; "+" or "-" before anything else is still guarded.
    ["+1 555 0100", '"+1 555 0100"'],
    ["+44 20 7946 0000", '"+44 20 7946 0000"'],
    ["+44 (0)20 7946-0000", '"+44 (0)20 7946-0000"'],
    ["+1+1", '"\'+1+1"'],
    ["+12", '"\'+12"'],
    ["+44 20 7946 0000+A1", '"\'+44 20 7946 0000+A1"'],
    ['+HYPERLINK("http://evil.example")', '"\'+HYPERLINK(""http://evil.example"")"'],
    ["-44 20 7946 0000", '"\'-44 20 7946 0000"'],
    ["-2+3", '"\'-2+3"'],
    ["@SUM(A1)", '"\'@SUM(A1)"'],
    ["\t=1+1", '"\'\t=1+1"'],
    ["\r=1+1", '"\'\r=1+1"'],
    ["a=1", '"a=1"'],
  ])("%j → %s", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe("toCsv", () => {
  it("has a BOM, a header and CRLF rows", () => {
    expect(
      toCsv(
        ["Name", "Email"],
        [
          ["Ann", "ann@x.example"],
          ['B "Bo"', "=cmd"],
        ],
      ),
    ).toBe('\uFEFF"Name","Email"\r\n"Ann","ann@x.example"\r\n"B ""Bo""","\'=cmd"\r\n');
  });
});
