import { describe, expect, it } from "vitest";
import { normalizeFilename, sniffFileType } from "../../../app/lib/uploads/fileTypes";
import { slugify } from "../../../app/lib/blog/slug";

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));

describe("sniffFileType", () => {
  it.each([
    [bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0]), "image/png"],
    [bytes([0xff, 0xd8, 0xff, 0xdb]), "image/jpeg"],
    [bytes("GIF87a"), "image/gif"],
    [bytes("GIF89a"), "image/gif"],
    [bytes("RIFF", [1, 2, 3, 4], "WEBPVP8L"), "image/webp"],
    [bytes("%PDF-1.4"), "application/pdf"],
    [bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0]), "video/mp4"],
    [bytes([0, 0, 0, 0x18], "ftypisom"), "video/mp4"],
    [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], "webm"), "video/webm"],
  ])("recognises %s", (head, type) => {
    expect(sniffFileType(head)?.contentType).toBe(type);
  });

  it.each([
    ["HTML", bytes("<!doctype html>")],
    ["SVG", bytes("<svg xmlns='http://www.w3.org/2000/svg'>")],
    ["RIFF that is not WebP (WAV)", bytes("RIFF", [0, 0, 0, 0], "WAVEfmt ")],
    ["QuickTime", bytes([0, 0, 0, 0x14], "ftypqt  ")],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic")],
    ["Matroska (not WebM)", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], "matroska")],
    ["ZIP", bytes("PK", [3, 4])],
    ["empty", new Uint8Array(0)],
    ["a PNG signature cut short", bytes([0x89], "PNG")],
  ])("refuses %s", (_name, head) => {
    expect(sniffFileType(head)).toBeNull();
  });
});

describe("normalizeFilename", () => {
  const pdf = { contentType: "application/pdf", kind: "pdf" as const, extension: "pdf" };
  it.each([
    ["report.pdf", "report.pdf"],
    ["looks-like.png", "looks-like.pdf"],
    ["../../etc/passwd", "passwd.pdf"],
    ['C:\\Users\\me\\Q3 "final".PDF', "Q3 final.pdf"],
    ["", "upload.pdf"],
    [".hidden", "hidden.pdf"],
    ["...", "upload.pdf"],
    ["a\u0000b\nc.pdf", "abc.pdf"],
    ["x".repeat(300), `${"x".repeat(240)}.pdf`],
  ])("%j → %j", (name, expected) => {
    expect(normalizeFilename(name, pdf)).toBe(expected);
  });
});

describe("slugify", () => {
  it("keeps letters and digits, spells & as and, folds accents, hyphenates the rest", () => {
    const slugs = Object.entries({
      "Welcome to our news": "welcome-to-our-news",
      "Rates & Résumés: Q3 update!": "rates-and-resumes-q3-update",
      "  --Hello   World--  ": "hello-world",
      "Ünïcödé ñame": "unicode-name",
      日本語: "",
    });
    for (const [text, slug] of slugs) expect(slugify(text), text).toBe(slug);
  });
  it("stays within the limit without a trailing hyphen", () => {
    const s = slugify(`${"a".repeat(119)} b`);
    expect(s).toBe("a".repeat(119));
  });
});
