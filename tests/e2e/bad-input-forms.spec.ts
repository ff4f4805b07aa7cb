import { type APIRequestContext, expect, test } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { type BadRequest, generate } from "../support/badInput/generate";
import { FORM_ACTIONS, type FormActionShape } from "./badInput/formActions";

/**
 * The bad-input suite's form half: the same seeded generator as the API suite
 * (tests/integration/badInput.test.ts), against the Remix form actions of the real server.
 * Every answer is a 4xx HTML page (the form with its errors, or the error page), a sign-in
 * redirect for a request without a valid credential, or for a sign-out anything but a 5xx; never
 * a stack trace; and no record carrying the run's marker exists afterwards.
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
const ADMIN = { email: vars.ADMIN_EMAIL!, password: vars.ADMIN_PASSWORD! };
const MARKER = `zqbad${Date.now().toString(36)}`;
// Sign-in failures count per client address: this file's own.
const IP = "198.18.10.1";
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": IP } });

function routeFilesWithAction(): string[] {
  return readdirSync("app/routes")
    .filter((f) => /export\s+(async\s+function|const|function)\s+action\b/.test(readFileSync(`app/routes/${f}`, "utf8")))
    .sort();
}

async function staffBearer(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post("/api/login", { data: ADMIN });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${(await res.json()).token}` };
}

const STACK = /\bat\s+\S+\s+\(?\S+:\d+:\d+\)?|node_modules|\.server\.ts|SQLITE_|D1_ERROR/;
const tried: Array<{ name: string; statuses: Record<number, number> }> = [];

test.describe.configure({ mode: "serial" });

test("every route file with an action has an entry", () => {
  const withEntry = new Set(FORM_ACTIONS.map((a) => a.file));
  expect(routeFilesWithAction().filter((f) => !withEntry.has(f)), "form actions without an entry in tests/e2e/badInput/formActions.ts").toEqual([]);
  expect([...withEntry].filter((f) => !routeFilesWithAction().includes(f)), "entries for route files without an action").toEqual([]);
});

for (const shape of FORM_ACTIONS) {
  const name = `${shape.route}${shape.variant ? ` (${shape.variant})` : ""}`;
  test(`${name}: malformed posts get a 4xx page, never a 5xx`, async ({ request }) => {
    test.setTimeout(120_000);
    // Admin covers "staff" and "admin": validation, not authorization, is under test.
    const credential = shape.auth === "none" ? {} : await staffBearer(request);
    // Each post renders a page through the real server: fewer per form than the API suite's 100.
    const requests = generate({ count: 30, ...shape, encoding: "form", marker: MARKER, otherMethods: ["GET", "HEAD"] });
    const statuses: Record<number, number> = {};
    for (const req of requests) {
      const status = await send(request, shape, req, credential);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    tried.push({ name, statuses });
  });
}

async function send(request: APIRequestContext, shape: FormActionShape, req: BadRequest, credential: Record<string, string>) {
  const headers: Record<string, string> = { ...req.headers };
  if (req.withCredential) Object.assign(headers, credential);
  if (req.credentialOverride) Object.assign(headers, req.credentialOverride);
  const res = await request.fetch(req.path, { method: req.method, headers, data: req.body, maxRedirects: 0, failOnStatusCode: false });
  const status = res.status();
  const text = await res.text();
  const where = `${req.family}: ${req.method} ${req.path.slice(0, 100)} ${JSON.stringify(req.body?.slice(0, 100) ?? "")} → ${status} ${text.slice(0, 200)}`;
  expect(status, where).toBeLessThan(500);
  expect(res.headers()["x-request-id"], where).toBeTruthy();
  expect(res.headers()["content-security-policy"], where).toContain("frame-ancestors 'none'");
  expect(text, where).not.toMatch(STACK);
  if (status >= 300 && status < 400) {
    const location = res.headers()["location"] ?? "";
    const signIn = /^\/(login|demo)\?redirectTo=/.test(location);
    expect(shape.noInput || (signIn && !req.withCredential), `${where} redirected to ${location}`).toBe(true);
  } else {
    expect(status, where).toBeGreaterThanOrEqual(400);
    if (status !== 403 || !text.startsWith("Cross-site")) expect(res.headers()["content-type"], where).toMatch(/^text\/html/);
  }
  return status;
}

test("no record carries the run's marker, the admin still exists, and the counts are printed", async ({ request }) => {
  const res = await request.get("/api/users", { headers: await staffBearer(request) });
  const { users } = (await res.json()) as { users: Array<{ email: string; name: string }> };
  expect(users.filter((u) => `${u.email} ${u.name}`.includes(MARKER))).toEqual([]);
  expect(users.map((u) => u.email)).toContain(ADMIN.email.toLowerCase());
  const total = tried.reduce((a, t) => a + Object.values(t.statuses).reduce((x, y) => x + y, 0), 0);
  console.log(
    [
      `bad-input suite (form actions): ${total} requests over ${tried.length} forms, 0 answered 5xx`,
      ...tried.map((t) => `  ${t.name.padEnd(36)} ${String(Object.values(t.statuses).reduce((x, y) => x + y, 0)).padStart(4)}  ${Object.entries(t.statuses).map(([s, n]) => `${s}×${n}`).join(" ")}`),
    ].join("\n"),
  );
  expect(tried.length).toBe(FORM_ACTIONS.length);
});
