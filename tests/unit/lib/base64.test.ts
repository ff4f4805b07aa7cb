import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fromBase64, fromBase64Url, toBase64, toBase64Url } from "../../../app/lib/base64";

const ROOT = resolve(__dirname, "../../..");
const bytes = (...values: number[]) => new Uint8Array(values);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) ? [path] : [];
  });
}

describe("app/lib/base64.ts", () => {
  it("encodes RFC 4648's test vectors in both alphabets", () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(["", "f", "fo", "foo", "foob", "fooba", "foobar"].map((s) => toBase64(text(s)))).toEqual([
      "",
      "Zg==",
      "Zm8=",
      "Zm9v",
      "Zm9vYg==",
      "Zm9vYmE=",
      "Zm9vYmFy",
    ]);
    expect(toBase64(bytes(0xfb, 0xff, 0xbf))).toBe("+/+/");
    expect(toBase64Url(bytes(0xfb, 0xff, 0xbf))).toBe("-_-_");
    expect(toBase64Url(text("fo"))).toBe("Zm8");
    expect(toBase64Url(new Uint8Array([1, 2, 3, 4]).buffer)).toBe("AQIDBA");
  });

  it("round-trips every byte, and more than a spread of arguments could carry", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(fromBase64Url(toBase64Url(all))).toEqual(all);
    expect(fromBase64(toBase64(all))).toEqual(all);
    const large = new Uint8Array(300_000).fill(7);
    expect(fromBase64Url(toBase64Url(large))?.length).toBe(large.length);
  });

  it("decodes base64url strictly: its own alphabet, no padding, nothing else", () => {
    expect(fromBase64Url("-_-_")).toEqual(bytes(0xfb, 0xff, 0xbf));
    for (const bad of ["", "+/+/", "Zm8=", "Zm9v Yg", "Z", "Zm9vY", "é"]) expect(fromBase64Url(bad), bad).toBeNull();
  });

  it("decodes base64 leniently: either alphabet, padded or not, and refuses the rest", () => {
    for (const good of ["+/+/", "-_-_"]) expect(fromBase64(good)).toEqual(bytes(0xfb, 0xff, 0xbf));
    expect(fromBase64("Zm8=")).toEqual(fromBase64("Zm8"));
    for (const bad of ["", "Zm8===", "Zm 8", "Z", "Zm9vY", "=Zm8", "*"]) expect(fromBase64(bad), bad).toBeNull();
  });

  it("is the only module that encodes or decodes base64 (no other btoa/atob under app/, functions/ or server.ts)", () => {
    const files = [...sourceFiles(join(ROOT, "app")), ...sourceFiles(join(ROOT, "functions")), join(ROOT, "server.ts")];
    expect(files.length).toBeGreaterThan(300);
    const others = files.filter((f) => /\b(?:btoa|atob)\s*\(|toString\(\s*["']base64/.test(readFileSync(f, "utf8"))).map((f) => relative(ROOT, f));
    expect(others).toEqual(["app/lib/base64.ts"]);
  });
});
