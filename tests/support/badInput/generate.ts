import { BAD_NUMBERS, BROKEN_JSON, HTML, MB, NASTY, NON_STRINGS, SQL, TRAVERSAL, UNICODE, huge } from "./payloads";
import { Rng, hashString } from "./prng";

/**
 * Generates malformed requests for one endpoint from a small description of what it accepts.
 * Every generated request is invalid by construction (at least one certainly-invalid part: a
 * field, the body, the method, the credential, an id or a query value), so a correct server
 * answers each with a 4xx and changes nothing.
 */
export type Field =
  | { kind: "email"; optional?: boolean }
  | { kind: "text"; max: number; min?: number; optional?: boolean }
  | { kind: "password"; min: number; max: number; optional?: boolean; noEdgeSpaces?: boolean }
  | { kind: "enum"; values: readonly string[]; optional?: boolean }
  | { kind: "int"; min: number; max: number; optional?: boolean }
  /** A calendar date written YYYY-MM-DD. */
  | { kind: "date"; optional?: boolean }
  /** A record's id: the suite never knows a real one, so every value names no record. */
  | { kind: "id"; optional?: boolean }
  /** Accepts anything (a checkbox): never used to make a request invalid. */
  | { kind: "flag"; optional?: boolean };

export interface EndpointShape {
  /** "METHOD /path/:param" as Hono (or the Remix route table) lists it. */
  route: string;
  /** The credential valid requests need: the suite attaches it so validation, not auth, is tested. */
  auth: "none" | "staff" | "admin" | "demo" | "any";
  /** Body fields; omitted for endpoints without a body. */
  body?: Record<string, Field>;
  /** How the body travels: JSON (the API) or a form (Remix actions, form posts). */
  encoding?: "json" | "form";
  /** The body is invalid when it has no field at all (a refine that needs one of them). */
  emptyIsInvalid?: boolean;
  /** Query parameters, e.g. pagination: { page: { kind: "int", min: 1, max: 10000 } }. */
  query?: Record<string, Field>;
  /** Other methods the same path serves (wrong-method cases avoid them). */
  otherMethods?: string[];
  /** Fields sent as given with every request (a form's intent). */
  fixed?: Record<string, string>;
  /** Put into every valid-looking text and e-mail value, so a row that slipped through can be found. */
  marker?: string;
  /** How many requests to generate (default 100). */
  count?: number;
}

export interface BadRequest {
  family: string;
  method: string;
  /** Path and query, to be resolved against the origin. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Attach the endpoint's valid credential. */
  withCredential: boolean;
  /** Replace the credential with this Authorization or Cookie header (bad-token cases). */
  credentialOverride?: Record<string, string>;
}

const SEED = 0x5eed_2026;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function generate(shape: EndpointShape): BadRequest[] {
  const rng = new Rng(SEED ^ hashString(shape.route));
  const [method, routePath] = shape.route.split(" ") as [string, string];
  const encoding = shape.encoding ?? "json";
  const fields = Object.entries(shape.body ?? {});
  const required = fields.filter(([, f]) => !f.optional);
  const invalidatable = fields.filter(([, f]) => f.kind !== "flag");
  const params = [...routePath.matchAll(/:(\w+)/g)].map((m) => m[1] as string);

  /** A path with every :param filled by `value` (already encoded) or a harmless unknown id. */
  const pathWith = (value?: string) => routePath.replace(/:(\w+)/g, () => value ?? `no-such-${rng.int(1e9)}`);
  const queryString = (q: Record<string, string>) => {
    const s = Object.entries(q).map(([k, v]) => `${encodeOrRaw(k)}=${encodeOrRaw(v)}`).join("&");
    return s ? `?${s}` : "";
  };

  const mark = shape.marker ?? "";
  const badId = () => rng.pick([...TRAVERSAL.map(decodeOrRaw), ...SQL, ...UNICODE, "", "-1", "0", huge(8 * 1024), `no-such-${rng.int(1e9)}`]);
  const validValue = (f: Field): unknown => {
    switch (f.kind) {
      case "email":
        return rng.pick(["pat@example.com", "o'brien@example.com", "x+tag@sub.example.co.uk"]).replace("@", mark ? `+${mark}@` : "@");
      case "text": {
        const options = NASTY.filter((s) => s.trim().length >= (f.min ?? 1) && s.length + mark.length <= f.max);
        return options.length ? rng.pick(options) + mark : "x".repeat(f.min ?? 1);
      }
      case "id":
        return badId();
      case "date":
        return "2026-01-31";
      case "password": {
        const options = NASTY.filter((s) => s.length >= f.min && s.length <= f.max && (!f.noEdgeSpaces || s.trim() === s));
        return options.length && rng.chance(0.5) ? rng.pick(options) : "a perfectly fine passphrase".slice(0, f.max).padEnd(f.min, "x");
      }
      case "enum":
        return rng.pick(f.values);
      case "int":
        return f.min + rng.int(Math.max(1, Math.min(f.max - f.min, 100)));
      case "flag":
        return rng.pick([true, false, "on", null, 0, "yes", "\u0000", SQL[0]]);
    }
  };

  /** A value this field certainly refuses (a blank optional field means "not given", so never blank). */
  const invalidValue = (f: Field, asText = encoding !== "json"): unknown => {
    for (let i = 0; i < 20; i++) {
      const v = anyInvalidValue(f, asText);
      if (!(f.optional && typeof v === "string" && v.trim() === "")) return v;
    }
    return anyInvalidValue({ ...f, optional: false } as Field, asText);
  };
  /** `asText`: the value travels as text (a form field, a query parameter), so no JSON types. */
  const anyInvalidValue = (f: Field, asText: boolean): unknown => {
    const wrongType = asText ? [] : NON_STRINGS;
    switch (f.kind) {
      case "email":
        return rng.pick([...wrongType, "", "   ", "no-at-sign", "a@", "@b.example", "a@b@c.example", `${huge(MB)}@example.com`, SQL[1], HTML[0], UNICODE[0], "pat@exa mple.com"]);
      case "text": {
        const options: unknown[] = [...wrongType, "x".repeat(f.max + 1), huge(MB), `${huge(f.max, "é")}\u0301`];
        if ((f.min ?? 1) >= 1) options.push("", "   ", "\u0009\u000a");
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
        const options: unknown[] = [...wrongType, "", `${v} `, ` ${v}`, "__proto__", "constructor", SQL[0], HTML[0], `${v}\u0000`];
        if (v.toUpperCase() !== v) options.push(v.toUpperCase());
        return rng.pick(options);
      }
      case "int":
        return !asText
          ? rng.pick([f.min - 1, f.max + 1, 1.5, -1e308, "1", null, true, [1]])
          : rng.pick(BAD_NUMBERS.filter((s) => !(Number.isInteger(Number(s)) && Number(s) >= f.min && Number(s) <= f.max && s.trim() !== "")));
      case "id":
        return badId();
      case "date":
        return rng.pick(["2026-02-30", "2026-13-01", "26-01-01", "2026/01/01", "01-02-2026", "2026-1-1", "yesterday", SQL[0], "9999999-01-01", "2026-01-01T00:00:00Z", "０２０２６-01-01"]);
      case "flag":
        throw new Error("a flag accepts anything");
    }
  };

  const validBody = (): Record<string, unknown> => ({
    ...shape.fixed,
    ...Object.fromEntries(fields.filter(([, f]) => !f.optional || rng.chance(0.5)).map(([k, f]) => [k, validValue(f)])),
  });

  /** A body with at least one certainly-invalid part; `null` when the shape cannot make one. */
  const invalidBody = (): Record<string, unknown> | null => {
    const body = validBody();
    const options: string[] = [];
    if (invalidatable.length) options.push("field");
    if (required.length) options.push("missing");
    if (!options.length) return shape.emptyIsInvalid ? {} : null;
    if (rng.pick(options) === "field") {
      const [k, f] = rng.pick(invalidatable);
      body[k] = invalidValue(f);
    } else {
      delete body[rng.pick(required)[0]];
    }
    return body;
  };

  const encode = (body: Record<string, unknown>): { body: string; contentType: string } => {
    if (encoding === "json") return { body: JSON.stringify(body), contentType: "application/json" };
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) if (v !== undefined && v !== null) form.append(k, typeof v === "string" ? v : JSON.stringify(v));
    return { body: form.toString(), contentType: "application/x-www-form-urlencoded" };
  };

  const hasBody = fields.length > 0 || shape.emptyIsInvalid;
  /** The request itself, well-formed except for `override`; its body (if any) is invalid. */
  const base = (family: string, extra: Partial<BadRequest> = {}): BadRequest => {
    const req: BadRequest = { family, method, path: pathWith(), headers: {}, withCredential: shape.auth !== "none" };
    const body = hasBody ? invalidBody() : null;
    if (body) {
      const e = encode(body);
      req.body = e.body;
      req.headers["Content-Type"] = e.contentType;
    }
    return { ...req, ...extra, headers: { ...req.headers, ...extra.headers } };
  };

  // Each family yields one request per call; the generator cycles through them.
  const families: Array<() => BadRequest> = [];

  const wrongMethods = METHODS.filter((m) => m !== method && !(shape.otherMethods ?? []).includes(m) && !(m === "OPTIONS" && encoding === "form"));
  families.push(() => {
    const m = rng.pick(wrongMethods);
    const req = base("wrong method", { method: m });
    if (m === "GET") delete req.body;
    return req;
  });

  if (shape.auth !== "none") {
    families.push(() => base("anonymous", { withCredential: false }));
    families.push(() => {
      const token = rng.pick([
        "",
        "null",
        "undefined",
        "a.b.c",
        "eyJhbGciOiJub25lIn0.e30.",
        huge(64 * 1024),
        "%E2%80%AEtoken",
        SQL[1] ?? "",
        `${"e".repeat(40)}.${"x".repeat(40)}.${"y".repeat(40)}`,
        "Bearer Bearer x",
      ]);
      const header = rng.pick<Record<string, string>>([
        { Authorization: `Bearer ${token}` },
        { Authorization: `Basic ${btoa("admin:admin")}` },
        { Authorization: token },
        { Cookie: `meridian_staff=${encodeURIComponent(token)}; meridian_demo=${encodeURIComponent(token)}` },
        { Cookie: "%%%; ===; ;;;" },
      ]);
      return base("malformed credential", { withCredential: false, credentialOverride: header });
    });
  }

  if (MUTATING.has(method)) {
    families.push(() =>
      base("cross-site", { headers: rng.pick<Record<string, string>>([{ "Sec-Fetch-Site": "cross-site" }, { "Sec-Fetch-Site": "same-site" }, { Origin: "https://evil.example" }, { Origin: "null" }]) }),
    );
  }

  if (hasBody) {
    families.push(() => {
      const req = base("broken body");
      req.body = rng.pick(encoding === "json" ? [...BROKEN_JSON, ""] : ["%%%", "a=%E0%A4%A", "=&=&=", "\u0000\u0001\u0002", huge(MB, "&"), ""]);
      return req;
    });
    if (encoding === "json") {
      families.push(() => {
        const req = base("not an object");
        req.body = rng.pick(["[]", "[{}]", "0", "-1", '"string"', "null", "true", `${"[".repeat(5000)}${"]".repeat(5000)}`, JSON.stringify([invalidBody()])]);
        return req;
      });
    }
    families.push(() => {
      const req = base("wrong content type");
      const types = ["text/plain", "text/html", "application/xml", "multipart/form-data; boundary=x", "", "application/octet-stream", "application/jsonx", "json"];
      req.headers["Content-Type"] = rng.pick(encoding === "json" ? [...types, "application/x-www-form-urlencoded"] : [...types, "application/json"]);
      if (req.headers["Content-Type"] === "") delete req.headers["Content-Type"];
      return req;
    });
    families.push(() => {
      const body = invalidBody() ?? {};
      for (let i = 0; i < 1 + rng.int(5); i++) body[rng.pick(["__proto__", "constructor", "isAdmin", "role", "id", "password_hash", rng.pick(NASTY), `x${i}`])] = rng.pick([...NON_STRINGS, rng.pick(NASTY)]);
      return base("extra fields", { body: encode(body).body });
    });
    families.push(() => {
      const body = invalidBody() ?? {};
      body[rng.pick(["padding", "name", "email"]) === "padding" ? "padding" : "zz"] = huge(encoding === "json" ? rng.pick([MB, 2 * MB, 5 * MB]) : MB);
      return base("oversized body", { body: encode(body).body });
    });
    if (invalidatable.length) {
      families.push(() => {
        const body = validBody();
        const [k, f] = rng.pick(invalidatable);
        body[k] = invalidValue(f);
        return base("invalid field", { body: encode(body).body });
      });
    }
    if (required.length) {
      families.push(() => {
        const body = validBody();
        delete body[rng.pick(required)[0]];
        return base("missing field", { body: encode(body).body });
      });
    }
  }

  if (params.length) {
    families.push(() => {
      const raw = rng.pick([...TRAVERSAL, ...SQL.map(encodeURIComponent), ...UNICODE.map(encodeOrRaw), encodeURIComponent(huge(8 * 1024)), "%", "%zz", "-1", "0", "9".repeat(40)]);
      return base("bad id", { path: pathWith(raw) });
    });
  }

  if (shape.query) {
    const q = Object.entries(shape.query);
    families.push(() => {
      const query: Record<string, string> = Object.fromEntries(q.map(([k, f]) => [k, String(validValue(f))]));
      const [k, f] = rng.pick(q);
      query[k] = String(invalidValue(f, true));
      if (rng.chance(0.2)) query[rng.pick(NASTY)] = rng.pick(NASTY);
      return base("bad query", { path: pathWith() + queryString(query) });
    });
  }

  const count = shape.count ?? 100;
  const out: BadRequest[] = [];
  for (let i = 0; i < count; i++) out.push((families[i % families.length] as () => BadRequest)());
  return out;
}

function decodeOrRaw(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function encodeOrRaw(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send its raw (invalid) escape instead.
    return "%ED%A0%80";
  }
}
