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
    ["+1 555 0100", '"\'+1 555 0100"'],
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
