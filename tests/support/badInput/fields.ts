import { BAD_NUMBERS, HTML, MB, NASTY, NON_STRINGS, SQL, TRAVERSAL, UNICODE, huge } from "./payloads";
import type { Rng } from "./prng";

/**
 * The field kinds an endpoint's description uses, and for each a valid value and a value the
 * server must certainly refuse. "Certainly" is the point: the generator sends a request with one
 * invalid part and everything else valid, so a value that a schema would in fact accept (a
 * padded enum the schema trims, a blank optional field, null for a nullable one) must never be
 * offered as invalid, or a request could succeed and change the database.
 */
export type Field =
  | { kind: "email"; optional?: boolean }
  /** `pattern`: what the schema's regex allows (valid values are then made to match it). */
  | { kind: "text"; max: number; min?: number; optional?: boolean; pattern?: RegExp }
  | { kind: "password"; min: number; max: number; optional?: boolean; noEdgeSpaces?: boolean }
  /** `loose`: the schema trims and lower-cases before comparing, so padded or upper-case values are valid. */
  /** `nullable`: null is a valid value (a time zone cleared back to the browser's), so never offered as invalid. */
  | { kind: "enum"; values: readonly string[]; optional?: boolean; loose?: boolean; nullable?: boolean }
  | { kind: "int"; min: number; max: number; optional?: boolean; nullable?: boolean }
  /** Any JSON number in [min, max] (fractions allowed). */
  | { kind: "number"; min: number; max: number; optional?: boolean; nullable?: boolean }
  /** A JSON boolean (no "true", 1 or "on"). */
  | { kind: "bool"; optional?: boolean }
  /** A calendar date written YYYY-MM-DD. */
  | { kind: "date"; optional?: boolean; nullable?: boolean }
  /** An instant: YYYY-MM-DDTHH:MM (a datetime-local, read as UTC) or a full ISO instant (a post's publish time). */
  | { kind: "datetime"; optional?: boolean; nullable?: boolean }
  /** A URL slug: lowercase letters, digits, single hyphens (the schema trims and lower-cases). */
  | { kind: "slug"; max: number; optional?: boolean }
  /** A record's id that names no record: every value is one the server must not find. */
  | { kind: "id"; optional?: boolean }
  /** A real record's id (the suite's fixture `ref`); invalid values are malformed or unknown ids. */
  | { kind: "ref"; ref: string; optional?: boolean; nullable?: boolean }
  /** A JSON array of real record ids, at most `max` of them. */
  | { kind: "refList"; ref: string; max: number; optional?: boolean }
  /** A multipart file field: valid is a small PNG (under a hostile name); invalid is empty, of a refused type, or not a file. */
  | { kind: "file"; maxFiles: number; optional?: boolean }
  /** Accepts anything (a checkbox): never used to make a request invalid. */
  | { kind: "flag"; optional?: boolean }
  /** A JSON array of 1 to `max` objects, each with the fields `of` (a batch of events). */
  | { kind: "list"; of: Record<string, Field>; max: number; optional?: boolean };

/** A file as the multipart encoder sends it. */
export interface FilePart {
  filename: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}
export const isFilePart = (v: unknown): v is FilePart => typeof v === "object" && v !== null && (v as FilePart).bytes instanceof Uint8Array;

const bytes = (s: string) => new TextEncoder().encode(s);
export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
/** Contents no upload allowlist accepts, whatever they are called. */
const REFUSED_CONTENTS: Array<Omit<FilePart, "filename"> & { name: string }> = [
  { name: "photo.png", type: "image/png", bytes: bytes("not a png at all") },
  { name: "logo.svg", type: "image/svg+xml", bytes: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>') },
  { name: "page.html", type: "text/html", bytes: bytes("<!doctype html><script>alert(1)</script>") },
  { name: "setup.png", type: "image/png", bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4]) },
  { name: "archive.pdf", type: "application/pdf", bytes: new Uint8Array([0x50, 0x4b, 3, 4, 20, 0, 0, 0]) },
  { name: "movie.mp4", type: "video/mp4", bytes: bytes("\u0000\u0000\u0000\u0018ftypqt  ") },
  { name: "empty.png", type: "image/png", bytes: new Uint8Array(0) },
];

/** The context values are drawn in: the seeded stream, the fixture ids, how values travel. */
export interface ValueContext {
  rng: Rng;
  refs: Record<string, string>;
  /** Put into valid text and e-mail values, so a row that slipped through can be found. */
  marker: string;
}

export function badId(rng: Rng): string {
  return rng.pick([...TRAVERSAL.map(decodeOrRaw), ...SQL, ...UNICODE, "", "-1", "0", huge(8 * 1024), `no-such-${rng.int(1e9)}`, unknownUuid(rng)]);
}

/** A well-formed v4 UUID that names nothing (the seeded stream makes it; the database never did). */
export function unknownUuid(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[rng.int(16)]).join("");
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[rng.int(4)]}${hex(3)}-${hex(12)}`;
}

function refValue(ctx: ValueContext, ref: string): string {
  const id = ctx.refs[ref];
  if (!id) throw new Error(`no fixture for ref "${ref}"`);
  return id;
}

export function validValue(f: Field, ctx: ValueContext): unknown {
  const { rng, marker: mark } = ctx;
  switch (f.kind) {
    case "email":
      return rng.pick(["pat@example.com", "o'brien@example.com", "x+tag@sub.example.co.uk"]).replace("@", mark ? `+${mark}@` : "@");
    case "text": {
      if (f.pattern) return `u${mark}${rng.int(1e9)}`.slice(0, f.max).padEnd(f.min ?? 1, "x");
      const options = NASTY.filter((s) => s.trim().length >= (f.min ?? 1) && s.length + mark.length <= f.max);
      return options.length ? rng.pick(options) + mark : "x".repeat(f.min ?? 1);
    }
    case "id":
      return badId(rng);
    case "ref":
      return refValue(ctx, f.ref);
    case "refList":
      return rng.chance(0.5) ? [] : [refValue(ctx, f.ref)];
    case "date":
      return "2026-01-31";
    case "datetime":
      return rng.pick(["2026-01-31T09:30", "2026-01-31T09:30:00.000Z", "2026-01-31T10:30:00+01:00"]);
    case "slug":
      return `a-valid-slug-${rng.int(1e6)}`.slice(0, f.max);
    case "password": {
      const options = NASTY.filter((s) => s.length >= f.min && s.length <= f.max && (!f.noEdgeSpaces || s.trim() === s));
      return options.length && rng.chance(0.5) ? rng.pick(options) : "a perfectly fine passphrase".slice(0, f.max).padEnd(f.min, "x");
    }
    case "enum":
      return rng.pick(f.values);
    case "int":
      return f.min + rng.int(Math.max(1, Math.min(f.max - f.min, 100)));
    case "number":
      return f.min + rng.int(Math.max(1, Math.min(f.max - f.min, 100))) + 0.5;
    case "bool":
      return rng.chance(0.5);
    case "file": {
      const name = rng.pick([
        "cover.png",
        "../../etc/passwd.png",
        "<img src=x onerror=alert(1)>.png",
        "\u202eevil.exe\u202c.png",
        "'; DROP TABLE uploads; --.png",
        "👩‍👩‍👧‍👦.png",
      ]);
      return { filename: name.replace(/\.png$/, `${mark}.png`), type: "image/png", bytes: PNG_BYTES } satisfies FilePart;
    }
    case "flag":
      return rng.pick([true, false, "on", null, 0, "yes", "\u0000", SQL[0]]);
    case "list":
      return Array.from({ length: 1 + rng.int(Math.min(f.max, 3)) }, () => validItem(f.of, ctx));
  }
}

/** A value this field certainly refuses (a blank optional field means "not given", so never blank). `asText`: it travels as text (a form field, a query parameter), so no JSON types. */
export function invalidValue(f: Field, ctx: ValueContext, asText: boolean): unknown {
  for (let i = 0; i < 20; i++) {
    const v = anyInvalidValue(f, ctx, asText);
    if (!(f.optional && typeof v === "string" && v.trim() === "")) return v;
  }
  return anyInvalidValue({ ...f, optional: false } as Field, ctx, asText);
}

function anyInvalidValue(f: Field, ctx: ValueContext, asText: boolean): unknown {
  const { rng } = ctx;
  const nullable = "nullable" in f && f.nullable;
  const wrongType = asText ? [] : NON_STRINGS.filter((v) => !(nullable && v === null));
  switch (f.kind) {
    case "email":
      return rng.pick([
        ...wrongType,
        "",
        "   ",
        "no-at-sign",
        "a@",
        "@b.example",
        "a@b@c.example",
        `${huge(MB)}@example.com`,
        SQL[1],
        HTML[0],
        UNICODE[0],
        "pat@exa mple.com",
      ]);
    case "text": {
      const options: unknown[] = [...wrongType, "x".repeat(f.max + 1), huge(MB), `${huge(f.max, "é")}\u0301`];
      if ((f.min ?? 1) >= 1) options.push("", "   ", "\u0009\u000a");
      if ((f.min ?? 1) > 1) options.push("x".repeat((f.min ?? 1) - 1));
      if (f.pattern) options.push(...[...SQL, ...HTML, "a b", "ünïcode", "../.."].filter((s) => !f.pattern!.test(s.trim())));
      return rng.pick(options);
    }
    case "password": {
      const options: unknown[] = [...wrongType, "x".repeat(f.max + 1), huge(MB)];
      if (f.min >= 1) options.push("");
      if (f.min > 1) options.push("x".repeat(f.min - 1), "\ud800".repeat(f.min - 1));
      if (f.noEdgeSpaces) options.push(` ${"y".repeat(f.min)}`, `${"y".repeat(f.min)}\u0020`);
      return rng.pick(options);
    }
    case "enum": {
      const v = rng.pick(f.values);
      const options: unknown[] = [...wrongType, "", "__proto__", "constructor", SQL[0], HTML[0], `${v}\u0000`, `${v}x`];
      if (!f.loose) {
        options.push(`${v} `, ` ${v}`);
        if (v.toUpperCase() !== v) options.push(v.toUpperCase());
      }
      return rng.pick(options);
    }
    case "int":
    case "number": {
      if (asText) {
        // A fraction in range ("1.5") is valid for a "number" field (a video position), not for an "int".
        const accepted = (s: string) =>
          (f.kind === "number" ? Number.isFinite(Number(s)) : Number.isInteger(Number(s))) && Number(s) >= f.min && Number(s) <= f.max && s.trim() !== "";
        return rng.pick(BAD_NUMBERS.filter((s) => !accepted(s)));
      }
      const options: unknown[] = [f.min - 1, f.max + 1, -1e308, 1e308, "1", true, [1], {}];
      if (f.kind === "int") options.push(f.min + 0.5);
      if (!nullable) options.push(null);
      return rng.pick(options);
    }
    case "bool":
      return rng.pick(asText ? ["maybe", "2", SQL[0]] : ["true", "false", 1, 0, "on", null, [], {}]);
    case "id":
      return badId(rng);
    case "ref":
      return rng.pick([badId(rng), unknownUuid(rng), ...(asText ? [] : wrongType)]);
    case "refList": {
      const real = refValue(ctx, f.ref);
      const options: unknown[] = ["x", {}, [badId(rng)], [unknownUuid(rng)], [real, 7], Array.from({ length: f.max + 1 }, () => real)];
      // In JSON a bare id or null is not a list; in a form one field is a list of one and none is an empty list.
      if (!asText) options.push(real, null);
      return rng.pick(options);
    }
    case "date":
      // 02-30 parses in JavaScript (as 2 March): a schema must check the date round-trips.
      return rng.pick([
        "2026-02-30",
        "2026-13-01",
        "26-01-01",
        "2026/01/01",
        "01-02-2026",
        "2026-1-1",
        "yesterday",
        SQL[0],
        "9999999-01-01",
        "2026-01-01T00:00:00Z",
        "０２０２６-01-01",
        ...wrongType,
      ]);
    case "datetime":
      return rng.pick([
        "2026-02-30T09:00",
        "2026-01-31T24:00",
        "2026-01-31T09:60",
        "2026-01-31 09:30x",
        "2026-01-31",
        "31/01/2026 09:30",
        "tomorrow",
        "1999-12-31T23:59",
        "2101-01-01T00:00",
        SQL[0],
        HTML[0],
        ...wrongType,
      ]);
    case "slug":
      return rng.pick([...wrongType, "Has Space", "a--b", "-a", "a-", "a_b", "é", "x".repeat(f.max + 1), "../..", SQL[0], HTML[0], "a/b"]);
    case "file": {
      const refused = rng.pick(REFUSED_CONTENTS);
      const bad: FilePart = { filename: refused.name, type: refused.type, bytes: refused.bytes };
      const good = validValue(f, ctx) as FilePart;
      return rng.pick<unknown>([
        bad,
        // One refused file among good ones: nothing may be stored.
        [good, bad],
        [bad, good, good],
        // Too many files, each fine.
        Array.from({ length: f.maxFiles + 1 }, () => good),
        // A text field where a file belongs, and a file without a name.
        "not a file",
        { ...good, filename: "" },
      ]);
    }
    case "flag":
      throw new Error("a flag accepts anything");
    case "list": {
      const item = validItem(f.of, ctx);
      const fields = Object.entries(f.of).filter(([, field]) => field.kind !== "flag");
      const [k, field] = rng.pick(fields);
      const broken = { ...item, [k]: invalidValue(field, ctx, asText) };
      const required = fields.filter(([, field]) => !field.optional);
      const missing = { ...item };
      if (required.length) delete missing[rng.pick(required)[0]];
      return rng.pick<unknown>([
        ...(asText ? [] : wrongType),
        [],
        item,
        "[]",
        [item, broken],
        [broken],
        ...(required.length ? [[missing]] : []),
        [{ ...item, unexpected: 1 }],
        Array.from({ length: f.max + 1 }, () => item),
      ]);
    }
  }
}

/** One valid object of a list: its required fields and, half the time, each optional one. */
function validItem(of: Record<string, Field>, ctx: ValueContext): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(of)
      .filter(([, f]) => !f.optional || ctx.rng.chance(0.5))
      .map(([k, f]) => [k, validValue(f, ctx)]),
  );
}

export function decodeOrRaw(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
