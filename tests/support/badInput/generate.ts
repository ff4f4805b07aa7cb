import { type BodyEncoding, BOUNDARY, brokenMultipart, encodeBody } from "./encode";
import { type Field, type ValueContext, decodeOrRaw, invalidValue, unknownUuid, validValue } from "./fields";
import { BROKEN_JSON, MB, NASTY, NON_STRINGS, SQL, TRAVERSAL, UNICODE, huge } from "./payloads";
import { Rng, hashString } from "./prng";

export type { Field } from "./fields";

/**
 * Generates malformed requests for one endpoint from a small description of what it accepts.
 * Every generated request is invalid by construction (at least one certainly-invalid part: a
 * field, the body, the method, the credential, an id, a query value, a byte count or a range),
 * so a correct server answers each with a 4xx and changes nothing. Requests go to real records
 * where the suite has fixtures (`params`, `ref` fields), so the checks behind the lookup run too.
 */
export interface EndpointShape {
  /** "METHOD /path/:param" as Hono (or the Remix route table) lists it. */
  route: string;
  /** The credential valid requests need: the suite attaches it so validation, not auth, is tested. */
  auth: "none" | "staff" | "admin" | "demo" | "any";
  /** Body fields; omitted for endpoints without a body. */
  body?: Record<string, Field>;
  /** How the body travels: JSON (the API), a form (Remix actions), multipart (uploads). */
  encoding?: BodyEncoding;
  /** The body is raw bytes that must be exactly this long (an upload part); no fields. */
  rawBytes?: number;
  /** The body is invalid when it has no field at all (a refine that needs one of them). */
  emptyIsInvalid?: boolean;
  /** Query parameters, e.g. pagination: { page: { kind: "int", min: 1, max: 10000 } }. */
  query?: Record<string, Field>;
  /** The response is a stored object of this many bytes: unsatisfiable Range requests are tried (416). */
  rangeOf?: number;
  /** Other methods the same path serves (wrong-method cases avoid them). */
  otherMethods?: string[];
  /** Fields sent as given with every request (a form's intent). */
  fixed?: Record<string, string>;
  /** Put into every valid-looking text and e-mail value, so a row that slipped through can be found. */
  marker?: string;
  /** How many requests to generate (default 100). */
  count?: number;
  /**
   * Instead of `count`: one request of each family, then one invalid value for each field no
   * request so far made invalid, so every family and every field is tried in the fewest requests.
   */
  cover?: boolean;
  /** Real values for the path's :params (fixtures); a param without one gets an unknown id. */
  params?: Record<string, string>;
  /** Real record ids for `ref` fields, by name. */
  refs?: Record<string, string>;
}

export interface BadRequest {
  family: string;
  method: string;
  /** Path and query, to be resolved against the origin. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Attach the endpoint's valid credential. */
  withCredential: boolean;
  /** Replace the credential with this Authorization or Cookie header (bad-token cases). */
  credentialOverride?: Record<string, string>;
  /** The right answer is not a JSON error: 416 Range Not Satisfiable for a stored object. */
  expectRangeNotSatisfiable?: boolean;
  /** The body fields this request sends an invalid value for. */
  invalidFields?: string[];
}

const SEED = 0x5eed_2026;
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function generate(shape: EndpointShape): BadRequest[] {
  const rng = new Rng(SEED ^ hashString(shape.route));
  const ctx: ValueContext = { rng, refs: shape.refs ?? {}, marker: shape.marker ?? "" };
  const [method, routePath] = shape.route.split(" ") as [string, string];
  const encoding = shape.encoding ?? "json";
  const raw = shape.rawBytes;
  const fields = Object.entries(shape.body ?? {});
  const required = fields.filter(([, f]) => !f.optional);
  const invalidatable = fields.filter(([, f]) => f.kind !== "flag");
  const params = [...routePath.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  // The fields made invalid for the request being generated (recording them draws nothing from rng).
  let invalidated = new Set<string>();
  const invalidFor = (k: string, f: Field) => {
    invalidated.add(k);
    return invalidValue(f, ctx, encoding === "form");
  };

  /** The path with its :params filled: the fixture's id, or an unknown one; `bad` replaces one of them (already encoded). */
  const pathWith = (bad?: string) => {
    const target = bad === undefined ? null : rng.pick(params);
    return routePath.replace(/:(\w+)/g, (_, name: string) => (name === target ? bad! : (shape.params?.[name] ?? `no-such-${rng.int(1e9)}`)));
  };
  const queryString = (q: Record<string, string>) => {
    const s = Object.entries(q)
      .map(([k, v]) => `${encodeOrRaw(k)}=${encodeOrRaw(v)}`)
      .join("&");
    return s ? `?${s}` : "";
  };

  const validBody = (): Record<string, unknown> => ({
    ...shape.fixed,
    ...Object.fromEntries(fields.filter(([, f]) => !f.optional || rng.chance(0.5)).map(([k, f]) => [k, validValue(f, ctx)])),
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
      body[k] = invalidFor(k, f);
    } else {
      delete body[rng.pick(required)[0]];
    }
    return body;
  };
  const encode = (body: Record<string, unknown>) => encodeBody(encoding, body);

  /** Raw bytes of any length but the one the endpoint needs. */
  const wrongLengthBytes = (): Uint8Array<ArrayBuffer> => {
    const n = raw ?? 0;
    return new Uint8Array(rng.pick([0, 1, Math.max(0, n - 1), n + 1, 2 * n + 3, MB, 11 * MB].filter((len) => len !== n)));
  };

  const hasBody = fields.length > 0 || shape.emptyIsInvalid || raw !== undefined;
  /** The request itself, well-formed except for `override`; its body (if any) is invalid. */
  const base = (family: string, extra: Partial<BadRequest> = {}): BadRequest => {
    // A body passed in replaces the one made here: only its invalid fields count.
    const fromExtra = new Set(invalidated);
    const req: BadRequest = { family, method, path: pathWith(), headers: {}, withCredential: shape.auth !== "none" };
    if (raw !== undefined) {
      req.body = wrongLengthBytes();
      req.headers["Content-Length"] = String(req.body.byteLength);
    } else {
      const body = hasBody ? invalidBody() : null;
      if (body) {
        const e = encode(body);
        req.body = e.body;
        req.headers["Content-Type"] = e.contentType;
      }
    }
    if (extra.body !== undefined) invalidated = fromExtra;
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
      base("cross-site", {
        headers: rng.pick<Record<string, string>>([
          { "Sec-Fetch-Site": "cross-site" },
          { "Sec-Fetch-Site": "same-site" },
          { Origin: "https://evil.example" },
          { Origin: "null" },
        ]),
      }),
    );
  }

  if (raw !== undefined) {
    // The declared length is the right one, the bytes are not (a body that ends early or runs on).
    families.push(() => {
      const req = base("lying length");
      req.body = wrongLengthBytes();
      req.headers["Content-Length"] = String(raw);
      return req;
    });
    families.push(() => {
      const req = base("no body");
      delete req.body;
      req.headers["Content-Length"] = rng.pick([String(raw), "0"]);
      return req;
    });
    // The right bytes, but a Content-Length that is not a plain decimal count of them.
    families.push(() => {
      const req = base("bad length header");
      req.body = new Uint8Array(raw);
      const value = rng.pick(["", "abc", `-${raw}`, `${raw}.0`, `0x${raw.toString(16)}`, `${raw}, ${raw}`, " ", "9".repeat(30), `+${raw}`, `${raw}e0`]);
      req.headers["Content-Length"] = value;
      return req;
    });
    families.push(() => {
      const body = new Uint8Array(rng.pick([MB, 11 * MB]));
      return base("oversized body", { body, headers: { "Content-Length": String(body.byteLength) } });
    });
  } else if (hasBody) {
    families.push(() => {
      const req = base("broken body");
      if (encoding === "multipart") {
        req.body = brokenMultipart((items) => rng.pick(items));
        req.headers["Content-Type"] = `multipart/form-data; boundary=${BOUNDARY}`;
      } else {
        req.body = rng.pick(encoding === "json" ? [...BROKEN_JSON, ""] : ["%%%", "a=%E0%A4%A", "=&=&=", "\u0000\u0001\u0002", huge(MB, "&"), ""]);
      }
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
      const types = ["text/plain", "text/html", "application/xml", "", "application/octet-stream", "application/jsonx", "json"];
      const others: Record<BodyEncoding, string[]> = {
        json: ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x"],
        form: ["application/json", "multipart/form-data; boundary=x"],
        // Multipart without its boundary cannot be parsed; a form or JSON type is not an upload.
        multipart: ["multipart/form-data", "application/x-www-form-urlencoded", "application/json", "multipart/mixed; boundary=" + BOUNDARY],
      };
      req.headers["Content-Type"] = rng.pick([...types, ...others[encoding]]);
      if (req.headers["Content-Type"] === "") delete req.headers["Content-Type"];
      return req;
    });
    families.push(() => {
      const body = invalidBody() ?? {};
      for (let i = 0; i < 1 + rng.int(5); i++)
        body[rng.pick(["__proto__", "constructor", "isAdmin", "role", "id", "password_hash", rng.pick(NASTY), `x${i}`])] = rng.pick([
          ...NON_STRINGS,
          rng.pick(NASTY),
        ]);
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
        body[k] = invalidFor(k, f);
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
      const bad = rng.pick([
        ...TRAVERSAL,
        ...SQL.map(encodeURIComponent),
        ...UNICODE.map(encodeOrRaw),
        encodeURIComponent(huge(8 * 1024)),
        "%",
        "%zz",
        "-1",
        "0",
        "9".repeat(40),
      ]);
      return base("bad id", { path: pathWith(bad) });
    });
    // Well-formed ids that name nothing: the lookup runs and must answer 404 (or 403), not crash.
    families.push(() => base("unknown id", { path: pathWith(rng.pick([unknownUuid(rng), `no-such-${rng.int(1e9)}`])) }));
  }

  if (shape.query) {
    const q = Object.entries(shape.query);
    families.push(() => {
      const query: Record<string, string> = Object.fromEntries(q.map(([k, f]) => [k, String(validValue(f, ctx))]));
      const [k, f] = rng.pick(q);
      query[k] = String(invalidValue(f, ctx, true));
      if (rng.chance(0.2)) query[rng.pick(NASTY)] = rng.pick(NASTY);
      return base("bad query", { path: pathWith() + queryString(query) });
    });
  }

  if (shape.rangeOf !== undefined) {
    const size = shape.rangeOf;
    families.push(() => {
      const range = rng.pick([
        `bytes=${size}-`,
        `bytes=${size + 1 + rng.int(1000)}-${size + 2000}`,
        "bytes=-0",
        `bytes=${size - 1}-${size - 2}`,
        "bytes=99999999999999999999-",
        ` bytes=${size}- `,
      ]);
      return base("unsatisfiable range", { headers: { Range: range }, expectRangeNotSatisfiable: true });
    });
  }

  const out: BadRequest[] = [];
  const next = (family: () => BadRequest) => {
    invalidated = new Set();
    const req = family();
    out.push(req.body === undefined ? req : { ...req, invalidFields: [...invalidated] });
  };
  const count = shape.cover ? families.length : (shape.count ?? 100);
  for (let i = 0; i < count; i++) next(families[i % families.length] as () => BadRequest);
  if (shape.cover) {
    const tried = new Set(out.flatMap((r) => r.invalidFields ?? []));
    for (const [k, f] of invalidatable.filter(([k]) => !tried.has(k)))
      next(() => {
        const body = validBody();
        body[k] = invalidFor(k, f);
        return base("invalid field", { body: encode(body).body });
      });
  }
  return out;
}

function encodeOrRaw(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    // A lone surrogate cannot be percent-encoded as UTF-8: send its raw (invalid) escape instead.
    return "%ED%A0%80";
  }
}

export { decodeOrRaw };
