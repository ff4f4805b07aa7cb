import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createDemoUser, createStaff, mintToken } from "./auth";
import { matrixFixtures } from "./authz/fixtures";
import { type Caller, MATRIX, type MatrixFixtures } from "./authz/matrix";
import { createDemoItem } from "./demoFixtures";
import { api, client } from "./helpers";

/**
 * Faults: D1 or R2 down. Every API endpoint, called as a caller it serves, answers 503 with the
 * error shape when D1 fails (health names the part instead), and is unaffected by an R2 outage
 * unless it needs R2. A query that is our own bug stays a 500.
 */

/** Endpoints that read or write R2 (as the matrix calls them): an R2 outage makes them 503 too. */
const NEEDS_R2 = new Set([
  "GET /api/health",
  "DELETE /api/DemoAccessDeleteData/:id",
  "POST /api/demo-uploads",
  "PUT /api/demo-uploads/:id/parts/:partNumber",
  "POST /api/demo-uploads/:id/complete",
  "DELETE /api/demo-uploads/:id",
  "GET /demo-media/items/:id",
  "GET /demo-media/items/:id/poster",
  "POST /api/uploadFiles",
  "GET /media/uploads/:id",
]);

/** Endpoints only the e2e server has (TEST_FIXTURES): a 404 here whatever D1 does; testFixtures.test.ts. */
const E2E_ONLY = new Set(["POST /api/test-fixtures", "POST /api/test-fixtures/forget-location-copies"]);

const outage = (message: string) => () => {
  throw new Error(message);
};
const rejects = (message: string) => () => Promise.reject(new Error(message));

/** A D1 binding whose every call fails as a lost connection does: at prepare, or at run (also in its sessions). */
function downD1(when: "prepare" | "query", message = "D1_ERROR: Network connection lost.") {
  const statement: Record<string, unknown> = { first: rejects(message), all: rejects(message), run: rejects(message), raw: rejects(message) };
  statement.bind = () => statement;
  const session = { prepare: when === "prepare" ? outage(message) : () => statement, batch: rejects(message), getBookmark: () => null };
  // As a real binding, it opens sessions (d1Sessions.server.ts): the app queries through one.
  return { prepare: session.prepare, batch: session.batch, exec: rejects(message), withSession: () => session };
}

/** An R2 binding whose every call fails; resuming a multipart upload is local (no I/O), its calls fail. */
function downR2(message = "R2 error: We encountered an internal error. Please try again.") {
  const upload = { uploadPart: rejects(message), complete: rejects(message), abort: rejects(message) };
  return {
    head: rejects(message),
    get: rejects(message),
    put: rejects(message),
    delete: rejects(message),
    list: rejects(message),
    createMultipartUpload: rejects(message),
    resumeMultipartUpload: () => upload,
  };
}

let fixtures: MatrixFixtures;
/** Whose session each caller presents (a fresh one per request: GET /api/login signs it out). */
let identities: Partial<Record<Caller, { id: string; audience: "staff" | "demo" }>>;
let n = 0;

beforeAll(async () => {
  const [admin, editor, demo] = await Promise.all([createStaff("admin"), createStaff("editor"), createDemoUser()]);
  identities = { admin: { id: admin.id, audience: "staff" }, editor: { id: editor.id, audience: "staff" }, demo: { id: demo.id, audience: "demo" } };
  fixtures = await matrixFixtures(admin, demo, "faults.png");
});

/**
 * The matrix row's request, as the first caller it serves with a 2xx, or else the first it lets
 * past authorization (a 2FA setup with a wrong password is the caller's 400, but it reads D1;
 * a passkey sign-in with an unknown key is a 401, after looking the key up).
 */
async function requestFor(row: (typeof MATRIX)[number]) {
  const callers = ["admin", "editor", "demo", "anonymous"] as const;
  // A sign-in that refuses the credentials (401) has read D1 to do so: its caller counts as served.
  const signIn = ["POST /api/passkeys/signin", "POST /api/demo-passkeys/signin"].includes(row.route);
  const caller = callers.find((c) => row.expect[c] < 300) ?? callers.find((c) => ![401, 403].includes(row.expect[c]) || (signIn && row.expect[c] === 401));
  if (!caller) throw new Error(`${row.route}: no caller is served`);
  const [method, routePath] = row.route.split(" ") as [string, string];
  const spec = (await row.request?.(fixtures)) ?? {};
  const headers: Record<string, string> = { "CF-Connecting-IP": `198.18.9.${n++ % 250}`, ...spec.headers };
  const who = identities[caller];
  if (who) Object.assign(headers, bearer((await mintToken(who.id, who.audience)).token));
  // A FormData body (an upload) travels as multipart/form-data; anything else as JSON.
  const form = spec.body instanceof FormData;
  if (spec.body !== undefined && !form) headers["Content-Type"] = "application/json";
  const body = spec.body === undefined ? undefined : form ? (spec.body as FormData) : JSON.stringify(spec.body);
  return { path: spec.path ?? routePath, init: { method, headers, body }, ok: row.expect[caller] };
}

async function expectErrorShape(res: { headers: Headers }, status: number, error: string) {
  await expect(res).toBeApiError(status, error);
  expect(res.headers.get("Content-Security-Policy")).toContain("default-src 'none'");
}

describe("D1 down", () => {
  for (const row of MATRIX.filter((r) => !E2E_ONLY.has(r.route))) {
    for (const when of ["prepare", "query"] as const) {
      it(`${row.route} (failing at ${when}) → 503`, async () => {
        const { path, init } = await requestFor(row);
        // raw: each endpoint's request as the matrix (authz/matrix.ts) lists it, by its path: every route in one loop.
        const res = await api(path, init, { ...env, DB: downD1(when) });
        if (row.route === "GET /api/health") {
          expect(res.status).toBe(503);
          expect((await res.json<{ failing: string[] }>()).failing).toEqual(["d1"]);
        } else {
          await expectErrorShape(res, 503, "Service Unavailable");
        }
      });
    }
  }

  it("a query that is our own bug (bad SQL) stays a 500 'Server Error'", async () => {
    const { path, init } = await requestFor(MATRIX.find((r) => r.route === "GET /api/users")!);
    // raw: the matrix's request for the users list, by its path.
    const res = await api(path, init, { ...env, DB: downD1("query", "D1_ERROR: no such table: staff_user: SQLITE_ERROR") });
    await expectErrorShape(res, 500, "Server Error");
  });
});

describe("R2 down", () => {
  for (const row of MATRIX) {
    it(`${row.route} → ${NEEDS_R2.has(row.route) ? "503" : "unaffected"}`, async () => {
      const { path, init, ok } = await requestFor(row);
      // raw: each endpoint's request as the matrix lists it, by its path.
      const res = await api(path, init, { ...env, MEDIA: downR2() });
      if (row.route === "GET /api/health") {
        expect(res.status).toBe(503);
        expect((await res.json<{ failing: string[] }>()).failing).toEqual(["r2"]);
      } else if (NEEDS_R2.has(row.route)) {
        await expectErrorShape(res, 503, "Service Unavailable");
      } else {
        expect(res.status, await res.text()).toBe(ok);
      }
    });
  }
});

describe("a delete that fails loses nothing", () => {
  it("deleting a demo item while R2 is down answers 503 and keeps the item and its media; the retry deletes both", async () => {
    const item = await createDemoItem({ poster: true });
    const admin = bearer((await mintToken(identities.admin!.id, "staff")).token);
    const del = (bindings: Record<string, unknown> = env) =>
      client(bindings).api.DemoAccessDeleteData[":id"].$delete({ param: { id: item.id } }, { headers: { ...admin, "CF-Connecting-IP": "198.18.10.1" } });
    await expectErrorShape(await del({ ...env, MEDIA: downR2() }), 503, "Service Unavailable");
    expect(await env.DB.prepare("SELECT id FROM demo_items WHERE id = ?1").bind(item.id).first()).not.toBeNull();
    expect(await env.MEDIA.head(item.key)).not.toBeNull();
    const retry = await del();
    expect(retry.status).toBe(200);
    expect(await env.DB.prepare("SELECT id FROM demo_items WHERE id = ?1").bind(item.id).first()).toBeNull();
    expect(await env.MEDIA.head(item.key)).toBeNull();
    expect(await env.MEDIA.head(item.posterKey!)).toBeNull();
  });
});
