import { env } from "cloudflare:workers";
import { callAs } from "./operations/atomicity";
import { beforeAll, describe, expect, it } from "vitest";
import { completeUpload, createUpload, uploadPart } from "../../app/server/demo/demoUploads.server";
import { preview } from "../support/badInput/encode";
import { PNG_BYTES } from "../support/badInput/fields";
import { type BadRequest, generate } from "../support/badInput/generate";
import { bearer, createDemoUser, createStaff, mintToken, type TestStaff } from "./auth";
import { makeCategory, makePost, makeUpload } from "./blog/fixtures";
import { ENDPOINTS, type ApiEndpoint, type Fixture, DEMO_ITEM_BYTES, OPEN_UPLOAD_BYTES } from "./badInput/endpoints";
import { createDemoItem } from "./demoFixtures";
import { api, apiEndpoints } from "./helpers";
import { STACK } from "../support/badInput/stack";

/**
 * The bad-input suite: for every API endpoint, generated malformed requests (fixed seed) sent
 * with the credential the endpoint needs, at real records where it takes an id. Every answer must
 * be a 4xx with the error shape { error, requestId, issues? } (a stored object's unsatisfiable
 * Range: a bare 416), and after each endpoint every table holds exactly the rows it held before.
 */

/**
 * Columns a sign-in's ordinary use moves on with the clock, not with what a request sent: a
 * session in use is renewed every few minutes (its expiry and last-seen time), so a suite running
 * longer than that under load saw "a change" no bad input made.
 */
const CLOCK_COLUMNS: Record<string, string[]> = { sessions: ["expires_at", "last_seen_at"] };

/** Per table: its row count and a digest of its rows (so an UPDATE shows, not only an INSERT). */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  const out: Record<string, string> = {};
  for (const { name } of tables.results) {
    const { results } = await env.DB.prepare(`SELECT * FROM "${name}"`).all<Record<string, unknown>>();
    const skip = CLOCK_COLUMNS[name] ?? [];
    const rows = results.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => !skip.includes(k))))).sort();
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(rows.join("\n")));
    out[name] = `${rows.length} rows, ${[...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
  }
  return out;
}

const credentials: Record<string, Record<string, string>> = { none: {} };
const fixtures = {} as Record<Fixture, string>;
let before: Record<string, string>;
const tried = new Map<string, Record<string, number>>();

/** A demo multipart upload of a PNG, completed (ready to become an item) unless `open`. */
async function demoUpload(staff: TestStaff, open: boolean): Promise<string> {
  const size = open ? OPEN_UPLOAD_BYTES : PNG_BYTES.byteLength;
  const upload = await createUpload(callAs(staff), env.MEDIA, { filename: "fixture.png", contentType: "image/png", size });
  if (!open) {
    await uploadPart(callAs(staff), env.MEDIA, upload.id, 1, new Response(PNG_BYTES.slice()).body, size);
    const done = await completeUpload(callAs(staff), env.MEDIA, upload.id);
    if (!done.ok) throw new Error(done.error);
  }
  return upload.id;
}

beforeAll(async () => {
  const [admin, editor, demo] = await Promise.all([createStaff("admin"), createStaff("editor"), createDemoUser()]);
  credentials.admin = bearer((await mintToken(admin.id, "staff")).token);
  credentials.staff = bearer((await mintToken(editor.id, "staff")).token);
  credentials.any = credentials.staff;
  credentials.demo = bearer((await mintToken(demo.id, "demo")).token);

  fixtures.categoryWithPosts = (await makeCategory()).id;
  fixtures.otherCategory = (await makeCategory()).id;
  fixtures.post = (await makePost({ categoryId: fixtures.categoryWithPosts })).id;
  fixtures.upload = (await makeUpload("png")).id;
  fixtures.demoItem = (await createDemoItem({ grantTo: [demo.id], poster: true, size: DEMO_ITEM_BYTES })).id;
  fixtures.demoUser = (await createDemoUser()).id;
  fixtures.completedUpload = await demoUpload(admin, false);
  fixtures.completedPoster = await demoUpload(admin, false);
  fixtures.openUpload = await demoUpload(admin, true);
  // After the fixtures: from here on, nothing may add, change or remove a row.
  before = await snapshot();
});

async function send(shape: ApiEndpoint, req: BadRequest) {
  const headers: Record<string, string> = { "CF-Connecting-IP": "198.51.100.77", ...req.headers };
  if (req.withCredential) Object.assign(headers, credentials[shape.auth]);
  if (req.credentialOverride) Object.assign(headers, req.credentialOverride);
  // raw: bad input on purpose (malformed bodies, wrong types, oversize values, odd headers), which the typed client cannot send.
  const res = await api(req.path, { method: req.method, headers, body: req.body });
  const text = await res.text();
  const where = `${req.family}: ${req.method} ${req.path.slice(0, 120)} ${JSON.stringify(req.headers).slice(0, 200)} ${JSON.stringify(preview(req.body))} → ${res.status} ${text.slice(0, 300)}`;
  expect(res.headers.get("X-Content-Type-Options"), where).toBe("nosniff");
  expect(res.headers.get("X-Request-Id"), where).toBeTruthy();
  if (req.expectRangeNotSatisfiable) {
    expect(res.status, where).toBe(416);
    expect(res.headers.get("Content-Range"), where).toMatch(/^bytes \*\/\d+$/);
    expect(text, where).toBe("");
    return res.status;
  }
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  expect(res.headers.get("Content-Type"), where).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(
    Object.keys(body).filter((k) => !["error", "requestId", "issues"].includes(k)),
    where,
  ).toEqual([]);
  expect(typeof body.error === "string" && body.error.length > 0, where).toBe(true);
  expect(body.requestId, where).toBe(res.headers.get("X-Request-Id"));
  if (body.issues !== undefined) {
    expect(Array.isArray(body.issues), where).toBe(true);
    for (const issue of body.issues as unknown[]) expect(issue, where).toEqual({ path: expect.any(String), message: expect.any(String) });
  }
  expect(text, where).not.toMatch(STACK);
  return res.status;
}

describe("bad-input suite (API)", () => {
  it("has exactly one entry per API endpoint", () => {
    expect(ENDPOINTS.map((e) => e.route)).toListEachOnce(apiEndpoints(), "tests/integration/badInput/endpoints.ts");
  });

  for (const shape of ENDPOINTS) {
    it(`${shape.route}: every malformed request gets a 4xx with the error shape, and no row changes`, { timeout: 180_000 }, async () => {
      const [method, path] = shape.route.split(" ") as [string, string];
      const otherMethods = apiEndpoints()
        .map((r) => r.split(" ") as [string, string])
        .filter(([m, p]) => p === path && m !== method)
        .map(([m]) => m);
      const params = Object.fromEntries(Object.entries(shape.params ?? {}).map(([k, v]) => [k, typeof v === "string" ? fixtures[v] : v.literal]));
      const statuses: Record<string, number> = {};
      for (const req of generate({ ...shape, otherMethods, params, refs: fixtures })) {
        const status = await send(shape, req);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      tried.set(shape.route, statuses);
      expect(await snapshot(), `${shape.route} changed the database`).toEqual(before);
    });
  }

  it("tried at least 1,000 requests, over every endpoint (the counts are printed)", ({ task }) => {
    const rows = [...tried].map(([route, statuses]) => ({
      endpoint: route,
      requests: Object.values(statuses).reduce((a, b) => a + b, 0),
      statuses: Object.entries(statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(" "),
    }));
    const total = rows.reduce((a, r) => a + r.requests, 0);
    const width = Math.max(...rows.map((r) => r.endpoint.length));
    task.meta.report = [
      `bad-input suite (API): ${total} requests over ${rows.length} endpoints, 0 answered 5xx`,
      ...rows.map((r) => `  ${r.endpoint.padEnd(width)}  ${String(r.requests).padStart(4)}  ${r.statuses}`),
    ].join("\n");
    expect(rows.length).toBe(ENDPOINTS.length);
    expect(total).toBeGreaterThanOrEqual(1000);
  });
});
