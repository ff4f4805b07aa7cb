import { readFileSync, writeFileSync } from "node:fs";
import { type APIResponse, expect, test } from "./support/appTest";
import { adminToken } from "./support/staff";

/**
 * The headers and status of every kind of answer the functions give, pinned as they were before
 * the request pipeline moved into functions/_middleware.ts (decision record 0045): a public page
 * (rendered, and as kept), a staff page, an API read, API errors, media, redirects, a 404 page and
 * the invitation page with its own Referrer-Policy. Values that change per request (ids, nonces,
 * dates, durations, tokens) are masked; everything else must match byte for byte.
 * `PIN_HEADERS=write` rewrites the expected file (only ever from the code before a change).
 */
const EXPECTED = "tests/e2e/pipeline-headers.expected.json";
const STAFF_COOKIE = "meridian_staff"; // APP_ENV=development: no __Host- prefix

type Pinned = { status: number; headers: Record<string, string> };

function pinned(res: APIResponse): Pinned {
  const headers: Record<string, string> = {};
  for (const { name, value } of res.headersArray()) {
    const key = name.toLowerCase();
    // Set by the local server per connection or per body, not by the app.
    if (["date", "content-length", "connection", "keep-alive", "transfer-encoding"].includes(key)) continue;
    let v = value;
    if (key === "x-request-id") v = /^[0-9a-f-]{36}$/.test(value) ? "<request id>" : `unexpected: ${value}`;
    if (key === "content-security-policy") v = value.replace(/'nonce-[^']+'/g, "'nonce-<nonce>'");
    if (key === "server-timing") v = value.replace(/dur=\d+(\.\d+)?/, "dur=<ms>");
    if (key === "etag") v = value.replace(/"[^"]*"/, '"<etag>"');
    if (key === "last-modified" || key === "expires") v = "<date>";
    if (key === "set-cookie") v = value.replace(/=([^;]*)/, (_m, val: string) => (val ? "=<value>" : "="));
    headers[key] = key in headers ? `${headers[key]}\n${v}` : v;
  }
  return { status: res.status(), headers: Object.fromEntries(Object.entries(headers).sort(([a], [b]) => a.localeCompare(b))) };
}

test("every kind of response keeps its status and headers", async ({ request }) => {
  const staff = await adminToken();
  const bearer = { Authorization: `Bearer ${staff}` };
  const got: Record<string, Pinned> = {};
  const fetch = async (name: string, path: string, init: Parameters<typeof request.fetch>[1] = {}) => {
    got[name] = pinned(await request.fetch(path, { maxRedirects: 0, ...init }));
  };
  // A unique query string is never kept: always a render.
  await fetch("public page, rendered", `/news?pin=${Date.now()}`);
  // The plain path: rendered and kept, then answered from the location's cache or the store.
  await fetch("public page, first", "/bank_operations/fed-funds");
  await fetch("public page, kept", "/bank_operations/fed-funds");
  await fetch("staff page", "/admin", { headers: { Cookie: `${STAFF_COOKIE}=${staff}` } });
  await fetch("staff page, signed out (redirect)", "/admin");
  await fetch("invitation page (its own Referrer-Policy)", "/demo/invitation/no-such-token");
  await fetch("404 page", "/no-such-page");
  await fetch("page, cross-site post", "/no-such-page", { method: "POST", form: { a: "b" }, headers: { Origin: "https://evil.example" } });
  await fetch("API GET", "/api/health");
  await fetch("API GET, signed in", "/api/users", { headers: bearer });
  await fetch("API error, not found", "/api/no-such-thing");
  await fetch("API error, signed out", "/api/users");
  await fetch("API error, bad input", "/api/users", { method: "POST", headers: { ...bearer, "Content-Type": "application/json" }, data: "{" });
  await fetch("API error, cross-site post", "/api/health", { method: "POST", headers: { Origin: "https://evil.example" } });
  await fetch("media GET, missing", "/media/uploads/no-such-file");
  await fetch("demo media GET, signed out", "/demo-media/items/00000000-0000-4000-8000-000000000005/chapters");
  // The kept copy is told apart only by X-Page-Cache; what it says depends on which isolate kept it.
  const kept = got["public page, kept"]!;
  expect(["HIT", "STORE", "MISS"]).toContain(kept.headers["x-page-cache"]);
  kept.headers["x-page-cache"] = "<kept>";
  // Another test may have had the page kept before this one asked: its "first" is then a kept
  // copy too, and answers as the kept one does (with the ETag a kept copy gets).
  const first = got["public page, first"]!;
  const firstWasKept = first.headers["x-page-cache"] !== "MISS";
  first.headers["x-page-cache"] = firstWasKept ? "<kept>" : "<any>";

  if (process.env.PIN_HEADERS === "write") writeFileSync(EXPECTED, `${JSON.stringify(got, null, 2)}\n`);
  const expected = JSON.parse(readFileSync(EXPECTED, "utf8")) as Record<string, Pinned>;
  if (firstWasKept) expected["public page, first"] = expected["public page, kept"]!;
  for (const [name, answer] of Object.entries(expected)) expect(got[name], name).toEqual(answer);
});
