import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../../app/api/app.server";
import { type BadRequest, generate } from "../support/badInput/generate";
import { bearer, createDemoUser, createStaff, mintToken } from "./auth";
import { ENDPOINTS } from "./badInput/endpoints";
import { api } from "./helpers";

/**
 * The bad-input suite: for every API endpoint, generated malformed requests (fixed seed) sent
 * with the credential the endpoint needs. Every answer must be a 4xx with the error shape
 * { error, requestId, issues? }, and no table may gain or lose a row.
 */
function endpointRoutes(): string[] {
  const keys = app.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)].sort();
}

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).all<{ name: string }>();
  const counts: Record<string, number> = {};
  for (const { name } of tables.results) {
    counts[name] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<number>("n")) ?? 0;
  }
  return counts;
}

const credentials: Record<string, Record<string, string>> = { none: {} };
let before: Record<string, number>;
const tried = new Map<string, Record<string, number>>();

beforeAll(async () => {
  const [admin, editor, demo] = await Promise.all([createStaff("admin"), createStaff("editor"), createDemoUser()]);
  credentials.admin = bearer((await mintToken(admin.id, "staff")).token);
  credentials.staff = bearer((await mintToken(editor.id, "staff")).token);
  credentials.any = credentials.staff;
  credentials.demo = bearer((await mintToken(demo.id, "demo")).token);
  // After the fixtures: from here on, nothing may add or remove a row.
  before = await rowCounts();
});

const STACK = /\bat\s+\S+\s+\(?\S+:\d+:\d+\)?|node_modules|\.server\.ts|SQLITE_|D1_ERROR/;

async function send(shape: (typeof ENDPOINTS)[number], req: BadRequest) {
  const headers: Record<string, string> = { "CF-Connecting-IP": "198.51.100.77", ...req.headers };
  if (req.withCredential) Object.assign(headers, credentials[shape.auth]);
  if (req.credentialOverride) Object.assign(headers, req.credentialOverride);
  const res = await api(req.path, { method: req.method, headers, body: req.body });
  const text = await res.text();
  const where = `${req.family}: ${req.method} ${req.path.slice(0, 120)} ${JSON.stringify(req.body?.slice(0, 120) ?? "")} → ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  expect(res.headers.get("Content-Type"), where).toMatch(/^application\/json/);
  expect(res.headers.get("X-Content-Type-Options"), where).toBe("nosniff");
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).filter((k) => !["error", "requestId", "issues"].includes(k)), where).toEqual([]);
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
    const entries = ENDPOINTS.map((e) => e.route);
    expect(new Set(entries).size, "duplicate entries").toBe(entries.length);
    expect(endpointRoutes().filter((r) => !entries.includes(r)), "endpoints without an entry in tests/integration/badInput/endpoints.ts").toEqual([]);
    expect(entries.filter((r) => !endpointRoutes().includes(r)), "entries for endpoints that do not exist").toEqual([]);
  });

  for (const shape of ENDPOINTS) {
    it(`${shape.route}: every malformed request gets a 4xx with the error shape`, { timeout: 120_000 }, async () => {
      const [method, path] = shape.route.split(" ") as [string, string];
      const otherMethods = endpointRoutes()
        .map((r) => r.split(" ") as [string, string])
        .filter(([m, p]) => p === path && m !== method)
        .map(([m]) => m);
      const statuses: Record<string, number> = {};
      for (const req of generate({ ...shape, otherMethods })) {
        const status = await send(shape, req);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
      tried.set(shape.route, statuses);
    });
  }

  it("left every table's row count unchanged, and tried at least 1,000 requests", async () => {
    expect(await rowCounts()).toEqual(before);
    const rows = [...tried].map(([route, statuses]) => ({
      endpoint: route,
      requests: Object.values(statuses).reduce((a, b) => a + b, 0),
      statuses: Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(" "),
    }));
    const total = rows.reduce((a, r) => a + r.requests, 0);
    const width = Math.max(...rows.map((r) => r.endpoint.length));
    console.log(
      [
        `bad-input suite (API): ${total} requests over ${rows.length} endpoints, 0 answered 5xx`,
        ...rows.map((r) => `  ${r.endpoint.padEnd(width)}  ${String(r.requests).padStart(4)}  ${r.statuses}`),
      ].join("\n"),
    );
    expect(rows.length).toBe(ENDPOINTS.length);
    expect(total).toBeGreaterThanOrEqual(1000);
  });
});
