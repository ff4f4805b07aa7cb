import { type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/appTest";
import { signToken } from "../../app/server/auth/tokens.server";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { servePages as serveJs } from "../../scripts/lib/run.mjs";
import { testNow } from "../support/testClock";

const servePages = serveJs as unknown as (o: { port: number; persistTo: string; extraArgs: string[]; stdio: "ignore" }) => ChildProcess;

/**
 * Faults, end to end: the real build served by `wrangler pages dev` on a database that was never
 * migrated, so every D1 query fails. Public pages that do not need D1 still render; a page that
 * needs it shows the 500 page with the request's reference and nothing internal; health names d1.
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
let server: ChildProcess | undefined;
let origin = "";
let state = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  state = mkdtempSync(join(tmpdir(), "meridian-faults-"));
  origin = `http://127.0.0.1:${port}`;
  server = servePages({ port, persistTo: state, extraArgs: ["--inspector-port", "0"], stdio: "ignore" });
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("the broken-database server did not start");
});

test.afterAll(() => {
  if (server?.pid) process.kill(server.pid, "SIGTERM");
  rmSync(state, { recursive: true, force: true });
});

test("/api/health names the failing part", async ({ request }) => {
  const res = await request.get(`${origin}/api/health`);
  expect(res.status()).toBe(503);
  const body = await res.json();
  expect(body.failing).toEqual(["d1"]);
  expect(body.checks.r2.ok).toBe(true);
});

test("public pages that do not need D1 still render", async ({ page }) => {
  for (const path of ["/", "/banking", "/module-options", "/sitemap", "/privacy", "/admin/login", "/demo"]) {
    const res = await page.goto(`${origin}${path}`);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator("main h1").first(), path).toBeVisible();
  }
});

test("a page that needs D1 shows the 500 page with its reference, nothing internal, and hydrates cleanly", async ({ page, context }) => {
  const now = Math.floor(testNow().getTime() / 1000);
  const token = await signToken(
    { SESSION_SECRET: vars.SESSION_SECRET!, SITE_URL: "http://127.0.0.1:8788" },
    { sub: "someone", jti: "a-session", aud: "staff", exp: now + 600 },
  );
  await context.addCookies([{ name: "meridian_staff", value: token, url: origin }]);
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") warnings.push(m.text());
  });
  const res = await page.goto(`${origin}/admin`);
  expect(res?.status()).toBe(500);
  const headers = res!.headers();
  const requestId = headers["x-request-id"]!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["server-timing"]).toMatch(/^app;dur=\d+/);
  await expect(page.getByRole("heading", { name: "Server Error" })).toBeVisible();
  await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
  const html = await res!.text();
  expect(html).not.toMatch(/D1_ERROR|SQLITE|no such table|\.server\.ts|at \S+ \(/);
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  // Still the server's reference after hydration (no mismatch, no warning).
  await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
  expect(warnings.filter((w) => /hydrat|did not match|Content Security Policy/i.test(w))).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test("signing in while D1 is down shows the 500 page with its reference", async ({ page }) => {
    await page.goto(`${origin}/admin/login`);
    await page.getByLabel("Email").fill("someone@meridian-fs.example");
    await page.getByLabel("Password", { exact: true }).fill("whatever-it-is");
    const [res] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Log In" }).click()]);
    expect(res.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText(`Reference: ${res.headers()["x-request-id"]}`)).toBeVisible();
  });
});
