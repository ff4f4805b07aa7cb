import type { Role } from "../../../app/lib/auth/permissions";
import { env } from "cloudflare:workers";
import { MAGIC, makeCategory, makePost, makeUpload, uploadForm } from "../blog/fixtures";

/** A webhook endpoint row to delete or rotate (its secret need not open: neither reads it). */
async function newWebhookEndpoint(): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    "INSERT INTO webhook_endpoints (id, url, events, secret) VALUES (?1, 'http://127.0.0.1:8842/matrix', '[\"sales_request.created\"]', 'sealed')",
  )
    .bind(id)
    .run();
  return id;
}

/**
 * THE authorization matrix: every API endpoint × every kind of caller → the expected status.
 * tests/integration/authz.test.ts enumerates the Hono app's routes, so an endpoint without a row
 * here fails the test, and so does a row for an endpoint that no longer exists.
 *
 * To add an endpoint: add one row. `route` is exactly as Hono lists it ("METHOD /full/path/:param").
 * `request` builds the concrete call (path, JSON body, headers) from the fixtures; without it the
 * route's path is called with no body. `expect` gives a status per caller; use the helpers below
 * and write out anything unusual.
 *
 * Callers: anonymous (no credential); demo, editor, admin (a fresh live session each call); and
 * five bad tokens imitating the row's `audience` (default the admin's staff session):
 *   expired        right key and claims, exp in the past (the session row is still live)
 *   revoked        a real token whose session was signed out
 *   forged         every claim right, signed with another key
 *   wrongAudience  right key, live session, but the other audience ('demo' for a staff session)
 *   algNone        the same claims, unsigned ({"alg":"none"})
 */
/** A well-formed assertion from a key nobody registered. */
const UNKNOWN_ASSERTION = {
  id: "bm8tc3VjaC1rZXk",
  rawId: "bm8tc3VjaC1rZXk",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
};
/** A well-formed registration response that answers no challenge. */
const UNKNOWN_REGISTRATION = {
  id: "bm8tc3VjaC1rZXk",
  rawId: "bm8tc3VjaC1rZXk",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "e30", attestationObject: "AAAA" },
};
/** 43 base64url characters, as an invitation token is, naming no invitation. */
const NO_SUCH_TOKEN = "bm8tc3VjaC1pbnZpdGF0aW9uLXRva2VuLWF0LWFsbC0";

export const CALLERS = ["anonymous", "demo", "editor", "admin", "expired", "revoked", "forged", "wrongAudience", "algNone"] as const;
export type Caller = (typeof CALLERS)[number];
export type Expectation = Record<Caller, number>;

export interface RequestSpec {
  /** Defaults to the route's path (which must then have no :params). */
  path?: string;
  /** Sent as JSON (Content-Type: application/json); a FormData is sent as multipart/form-data. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MatrixFixtures {
  /** A fresh staff user, for requests that consume one (deleting it, reading it). */
  newStaffUser(role?: Role): Promise<{ id: string; email: string }>;
  /** A staff account and a demo account with known passwords, for the sign-in endpoints. */
  staffLogin: { email: string; password: string };
  demoLogin: { username: string; password: string };
  /** Unique per call: for bodies that create something with a unique key. */
  unique(prefix: string): string;
  /** The id of the demo user behind the `demo` caller. */
  demoUserId: string;
  /** A fresh demo user (one to delete, say). */
  newDemoUser(): Promise<{ id: string }>;
  /** A fresh demo item in D1 and R2, granted to the `demo` caller unless told otherwise. */
  newDemoItem(options?: { grantToDemoCaller?: boolean; poster?: boolean; chaptersVtt?: string }): Promise<{ id: string }>;
  /** A fresh multipart upload of `bytes` (an image), with its one part sent and/or completed as asked. */
  newUpload(bytes: Uint8Array<ArrayBuffer>, state: "created" | "parts-sent" | "completed"): Promise<{ id: string }>;
}

export interface AuthzRow {
  route: string;
  request?: (fx: MatrixFixtures) => RequestSpec | Promise<RequestSpec>;
  /** Whose session the five bad tokens imitate: the admin's (default) or the demo user's. */
  audience?: "staff" | "demo";
  expect: Expectation;
}

/** The 7 bytes of JSON.stringify("part!"), the body the matrix sends to the part upload. */
/** A chapters track of two chapters, as a demo video carries it. */
const CHAPTERS_VTT = "WEBVTT\n\n00:00.000 --> 00:05.000\nOverview\n\n00:05.000 --> 00:12.500\nPosting a trade\n";

const PART = new TextEncoder().encode(JSON.stringify("part!"));

const BAD_TOKENS = { expired: 401, revoked: 401, forged: 401, wrongAudience: 401, algNone: 401 } as const;

/** Anyone gets `status`, whatever credential they send (public endpoints ignore credentials). */
export const everyone = (status: number): Expectation => ({
  anonymous: status,
  demo: status,
  editor: status,
  admin: status,
  expired: status,
  revoked: status,
  forged: status,
  wrongAudience: status,
  algNone: status,
});

/** Any signed-in staff user (editor or admin). */
export const staffOnly = (ok: number): Expectation => ({ anonymous: 401, demo: 401, editor: ok, admin: ok, ...BAD_TOKENS });

/** Admins only: editors are signed in but lack the permission (403). */
export const adminOnly = (ok: number): Expectation => ({ anonymous: 401, demo: 401, editor: 403, admin: ok, ...BAD_TOKENS });

/** Demo users only: staff tokens have the wrong audience (401). */
export const demoOnly = (ok: number): Expectation => ({ anonymous: 401, demo: ok, editor: 401, admin: 401, ...BAD_TOKENS });

/** Demo content: a demo user (their own), or staff with demo:manage; editors lack it (403). */
export const demoOrManager = (ok: number): Expectation => ({ anonymous: 401, demo: ok, editor: 403, admin: ok, ...BAD_TOKENS });

/** Any signed-in identity, staff or demo. */
export const anyIdentity = (ok: number): Expectation => ({ anonymous: 401, demo: ok, editor: ok, admin: ok, ...BAD_TOKENS });

export const MATRIX: AuthzRow[] = [
  { route: "GET /api/health", expect: everyone(200) },
  // Only a server started by scripts/e2e-server.mjs has it (TEST_FIXTURES); testFixtures.test.ts.
  { route: "POST /api/test-fixtures", expect: everyone(404) },
  { route: "POST /api/test-fixtures/forget-location-copies", expect: everyone(404) },

  // Identity
  { route: "POST /api/login", request: (fx) => ({ body: fx.staffLogin }), expect: everyone(200) },
  { route: "GET /api/login", expect: anyIdentity(200) },
  { route: "GET /api/checklogin", expect: anyIdentity(200) },
  { route: "POST /api/DemoAccessUserLogin", request: (fx) => ({ body: fx.demoLogin }), expect: everyone(200) },
  { route: "GET /api/users", expect: adminOnly(200) },
  { route: "GET /api/users/:id", request: async (fx) => ({ path: `/api/users/${(await fx.newStaffUser()).id}` }), expect: adminOnly(200) },
  { route: "DELETE /api/users/:id", request: async (fx) => ({ path: `/api/users/${(await fx.newStaffUser()).id}` }), expect: adminOnly(200) },
  {
    route: "POST /api/add-user",
    request: (fx) => ({
      body: { email: `${fx.unique("added")}@meridian-fs.example`, name: "Added By Matrix", role: "editor", password: "a-long-enough-password" },
    }),
    expect: adminOnly(201),
  },
  // Webhook endpoints (decision record 0043): admins only. Each call that consumes one gets its own.
  {
    route: "POST /api/webhooks",
    request: () => ({ body: { url: "http://127.0.0.1:8842/matrix", events: ["sales_request.created"] } }),
    expect: adminOnly(201),
  },
  { route: "GET /api/webhooks", expect: adminOnly(200) },
  { route: "DELETE /api/webhooks/:id", request: async () => ({ path: `/api/webhooks/${await newWebhookEndpoint()}` }), expect: adminOnly(200) },
  { route: "POST /api/webhooks/:id/rotate", request: async () => ({ path: `/api/webhooks/${await newWebhookEndpoint()}/rotate` }), expect: adminOnly(200) },
  { route: "GET /api/profile", expect: staffOnly(200) },
  // Second factor. Each caller's password is unknown to the row: setup answers 400 for
  // a wrong one, confirm 400 with nothing pending; what matters is who gets that far.
  { route: "GET /api/2fa", expect: staffOnly(200) },
  { route: "POST /api/2fa/setup", request: () => ({ body: { password: "not-the-callers-password" } }), expect: staffOnly(400) },
  // The matrix's staff are enrolled (all staff must be): a session alone cannot replace the factor.
  { route: "POST /api/2fa/confirm", request: () => ({ body: { code: "000000" } }), expect: staffOnly(409) },
  { route: "POST /api/reauth", request: () => ({ body: { password: "not-the-callers-password" } }), expect: staffOnly(400) },
  // Passkeys: the caller has none, so removing one is 404 and step-up options 404; a
  // registration without a ceremony is 400. Sign-in options are public (bounded per address).
  { route: "GET /api/passkeys", expect: staffOnly(200) },
  { route: "POST /api/passkeys/options", expect: staffOnly(200) },
  { route: "POST /api/passkeys", request: () => ({ body: { name: "Matrix key", response: {} } }), expect: staffOnly(400) },
  { route: "DELETE /api/passkeys/:id", request: () => ({ path: "/api/passkeys/bm8tc3VjaC1rZXk" }), expect: staffOnly(404) },
  { route: "POST /api/passkeys/signin/options", expect: everyone(200) },
  // A well-formed assertion from a key nobody registered: refused as a failed sign-in (401), which
  // is audited, so the request reaches D1 (the faults suite's "D1 down" needs that).
  {
    route: "POST /api/passkeys/signin",
    request: () => ({
      body: {
        response: {
          id: "bm8tc3VjaC1rZXk",
          rawId: "bm8tc3VjaC1rZXk",
          type: "public-key",
          clientExtensionResults: {},
          response: { clientDataJSON: "e30", authenticatorData: "AAAA", signature: "AAAA" },
        },
      },
    }),
    expect: everyone(401),
  },
  { route: "POST /api/reauth/options", expect: staffOnly(404) },
  // Demo passkeys: the demo audience's only. A staff session is refused on every demo
  // passkey route (401), as a demo session is on every staff one (the rows above).
  { route: "GET /api/demo-passkeys", audience: "demo", expect: demoOnly(200) },
  { route: "POST /api/demo-passkeys/options", audience: "demo", expect: demoOnly(200) },
  { route: "POST /api/demo-passkeys", audience: "demo", request: () => ({ body: { name: "Matrix key", response: {} } }), expect: demoOnly(400) },
  { route: "DELETE /api/demo-passkeys/:id", audience: "demo", request: () => ({ path: "/api/demo-passkeys/bm8tc3VjaC1rZXk" }), expect: demoOnly(404) },
  // The demo step-up (decision record 0036): a wrong password is refused; with no passkey there are no options.
  { route: "POST /api/demo-passkeys/reauth", audience: "demo", request: () => ({ body: { password: "not-the-callers-password" } }), expect: demoOnly(400) },
  { route: "POST /api/demo-passkeys/reauth/options", audience: "demo", expect: demoOnly(404) },
  { route: "POST /api/demo-passkeys/signin/options", expect: everyone(200) },
  { route: "POST /api/demo-passkeys/signin", request: () => ({ body: { response: UNKNOWN_ASSERTION } }), expect: everyone(401) },
  // An invitation is proved by its link's token, not a session: anyone may try one, and one that names no invitation is 404.
  { route: "POST /api/demo-passkeys/invitation/options", request: () => ({ body: { token: NO_SUCH_TOKEN } }), expect: everyone(404) },
  {
    route: "POST /api/demo-passkeys/invitation",
    request: () => ({ body: { token: NO_SUCH_TOKEN, name: "Matrix key", response: UNKNOWN_REGISTRATION } }),
    expect: everyone(404),
  },
  { route: "DELETE /api/users/:id/2fa", request: async (fx) => ({ path: `/api/users/${(await fx.newStaffUser()).id}/2fa` }), expect: adminOnly(200) },
  { route: "PUT /api/profile", request: () => ({ body: { name: "Renamed By Matrix", timeZone: "Europe/Zurich" } }), expect: staffOnly(200) },

  // Sales requests and e-mail. The public POST ignores credentials; a distinct client address
  // and e-mail address per call keep the per-address and per-e-mail rate limits out of the way.
  {
    route: "POST /api/sales-requests",
    request: (fx) => ({
      body: {
        Products: "General Ledger",
        Name: "Matrix Prospect",
        CompanyName: "Matrix Bank",
        Email: `${fx.unique("matrix")}@example.com`,
        Phone: "555 0100",
        clientId: fx.unique("matrix-request"),
      },
      headers: { "CF-Connecting-IP": fx.unique("matrix-ip") },
    }),
    expect: everyone(201),
  },
  { route: "GET /api/sales-requests", expect: staffOnly(200) },
  { route: "GET /api/latest-sales-requests", expect: staffOnly(200) },
  // Public beacons: any credential is ignored (a staff session cookie is, and nothing stored).
  { route: "POST /api/events", request: () => ({ body: { events: [{ type: "group", group: "Banking" }] } }), expect: everyone(204) },
  { route: "GET /saviewgrid", expect: staffOnly(200) },
  {
    route: "POST /sendemail",
    request: () => ({ body: { to: "prospect@example.com", subject: "Following up", body: "Hello from the matrix." } }),
    expect: staffOnly(202),
  },

  // Demo access. Content and demo users are managed by demo:manage (admins); demo users
  // read only what was granted to them, and only their own record.
  {
    route: "POST /api/DemoAccessSaveorEdit",
    request: async (fx) => ({ body: { id: (await fx.newDemoItem()).id, title: "Retitled By Matrix", productId: "general-ledger" } }),
    expect: adminOnly(200),
  },
  { route: "GET /api/DemoAccessGetData", expect: adminOnly(200) },
  {
    route: "DELETE /api/DemoAccessDeleteData/:id",
    request: async (fx) => ({ path: `/api/DemoAccessDeleteData/${(await fx.newDemoItem()).id}` }),
    expect: adminOnly(200),
  },
  { route: "GET /api/GetDemoAccessVideoData", expect: demoOrManager(200) },
  { route: "GET /api/GetDemoAccessImageData", expect: demoOrManager(200) },
  {
    route: "POST /api/UserDemoAccessSaveorEdit",
    request: (fx) => ({ body: { name: "Matrix Prospect", email: "prospect@bank.example", username: fx.unique("matrix"), password: "a-long-enough-password" } }),
    expect: adminOnly(201),
  },
  { route: "GET /api/DemoAccessUserGetData", expect: adminOnly(200) },
  {
    route: "DELETE /api/DemoAccessDeleteUsers/:id",
    request: async (fx) => ({ path: `/api/DemoAccessDeleteUsers/${(await fx.newDemoUser()).id}` }),
    expect: adminOnly(200),
  },
  {
    route: "GET /api/DemoAccessUserGetDataByUserId/:userId",
    audience: "demo",
    request: (fx) => ({ path: `/api/DemoAccessUserGetDataByUserId/${fx.demoUserId}` }),
    expect: demoOrManager(200),
  },
  {
    route: "GET /api/DemoAccessGetDataByUserId/:userId",
    audience: "demo",
    request: (fx) => ({ path: `/api/DemoAccessGetDataByUserId/${fx.demoUserId}` }),
    expect: demoOrManager(200),
  },

  // Multipart uploads of demo media (demo:manage). A part's body here is the JSON string "part!" (7 bytes).
  { route: "POST /api/demo-uploads", request: () => ({ body: { filename: "matrix.png", contentType: "image/png", size: 7 } }), expect: adminOnly(201) },
  {
    route: "GET /api/demo-uploads/:id",
    request: async (fx) => ({ path: `/api/demo-uploads/${(await fx.newUpload(PART, "created")).id}` }),
    expect: adminOnly(200),
  },
  {
    route: "PUT /api/demo-uploads/:id/parts/:partNumber",
    request: async (fx) => ({
      path: `/api/demo-uploads/${(await fx.newUpload(PART, "created")).id}/parts/1`,
      body: "part!",
      headers: { "Content-Length": "7" },
    }),
    expect: adminOnly(200),
  },
  {
    route: "POST /api/demo-uploads/:id/complete",
    request: async (fx) => ({ path: `/api/demo-uploads/${(await fx.newUpload(PART, "parts-sent")).id}/complete` }),
    expect: adminOnly(200),
  },
  {
    route: "DELETE /api/demo-uploads/:id",
    request: async (fx) => ({ path: `/api/demo-uploads/${(await fx.newUpload(PART, "parts-sent")).id}` }),
    expect: adminOnly(200),
  },

  // The demo media base: the item is granted to the demo caller; staff with demo:manage preview.
  {
    route: "GET /demo-media/items/:id",
    audience: "demo",
    request: async (fx) => ({ path: `/demo-media/items/${(await fx.newDemoItem()).id}` }),
    expect: demoOrManager(200),
  },
  {
    route: "GET /demo-media/items/:id/poster",
    audience: "demo",
    request: async (fx) => ({ path: `/demo-media/items/${(await fx.newDemoItem({ poster: true })).id}/poster` }),
    expect: demoOrManager(200),
  },
  {
    // A video without a captions file answers a track saying so, under the same rule.
    route: "GET /demo-media/items/:id/captions",
    audience: "demo",
    request: async (fx) => ({ path: `/demo-media/items/${(await fx.newDemoItem()).id}/captions` }),
    expect: demoOrManager(200),
  },
  {
    // A video's chapters track, under the same rule.
    route: "GET /demo-media/items/:id/chapters",
    audience: "demo",
    request: async (fx) => ({ path: `/demo-media/items/${(await fx.newDemoItem({ chaptersVtt: CHAPTERS_VTT })).id}/chapters` }),
    expect: demoOrManager(200),
  },

  // Blog and uploads. Public reads ignore credentials, so bad tokens get 200 there.
  { route: "GET /api/blogs/view", expect: everyone(200) },
  { route: "GET /api/blogs/getblogbody", request: async () => ({ path: `/api/blogs/getblogbody?slug=${(await makePost()).slug}` }), expect: everyone(200) },
  {
    route: "POST /api/blogs/add-blog",
    request: async (fx) => ({ body: { title: fx.unique("Matrix post"), body: "Body", categoryId: (await makeCategory()).id } }),
    expect: staffOnly(201),
  },
  {
    route: "PUT /api/blogs/edit/:id",
    request: async () => ({ path: `/api/blogs/edit/${(await makePost()).id}`, body: { title: "Edited by matrix" } }),
    expect: staffOnly(200),
  },
  { route: "DELETE /api/blogs/delete/:id", request: async () => ({ path: `/api/blogs/delete/${(await makePost()).id}` }), expect: staffOnly(200) },
  { route: "GET /api/blogs/category", expect: everyone(200) },
  { route: "POST /api/blogs/add-category", request: (fx) => ({ body: { name: fx.unique("Matrix category") } }), expect: staffOnly(201) },
  {
    route: "PUT /api/blogs/category-edit/:id",
    request: async (fx) => ({ path: `/api/blogs/category-edit/${(await makeCategory()).id}`, body: { name: fx.unique("Renamed") } }),
    expect: staffOnly(200),
  },
  {
    route: "DELETE /api/blogs/category-delete/:id",
    request: async () => ({ path: `/api/blogs/category-delete/${(await makeCategory()).id}` }),
    expect: staffOnly(200),
  },
  { route: "GET /api/profileblogs", expect: staffOnly(200) },
  { route: "POST /api/uploadFiles", request: () => ({ body: uploadForm([{ name: "matrix.png", bytes: MAGIC.png }]) }), expect: staffOnly(201) },
  { route: "GET /media/uploads/:id", request: async () => ({ path: `/media/uploads/${(await makeUpload()).id}` }), expect: everyone(200) },
];
