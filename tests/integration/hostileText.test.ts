import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createStaff, json, mintToken } from "./auth";
import { makeCategory } from "./blog/fixtures";
import { createDemoItem } from "./demoFixtures";
import { api } from "./helpers";

/**
 * Text that is valid input but hostile to storage: NUL characters (SQLite's length() stops at
 * the first, failing the tables' CHECKs) and lone UTF-16 surrogates (stored as three characters
 * each, so a value within the schema's limit exceeds the column's). Every endpoint that stores
 * text either refuses it (400) or stores it cleaned; none answers 500. Found by the bad-input
 * work (tests/integration/badInput.test.ts sends only invalid requests, so it cannot store these).
 */
const HOSTILE = ["\u0000", "\u0000\u0000Pat", "a\u0000b", "\ud800".repeat(100), "\udc00Pat\ud800"];

let staff: Record<string, string>;
let categoryId: string;
let itemId: string;
let n = 0;
const unique = () => `h${Date.now().toString(36)}${n++}`;

beforeAll(async () => {
  staff = bearer((await mintToken((await createStaff("admin")).id, "staff")).token);
  categoryId = (await makeCategory()).id;
  itemId = (await createDemoItem()).id;
});

// eslint-disable-next-line no-control-regex -- the test looks for control characters
const BAD_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const CASES: Array<{ name: string; table: string; column: string; call: (text: string) => Promise<Response> }> = [
  {
    name: "staff name (POST /api/add-user)",
    table: "staff_users",
    column: "name",
    call: (t) =>
      api("/api/add-user", json("POST", { email: `${unique()}@meridian-fs.example`, name: t, role: "editor", password: "a-long-enough-password" }, staff)),
  },
  { name: "own name (PUT /api/profile)", table: "staff_users", column: "name", call: (t) => api("/api/profile", json("PUT", { name: t }, staff)) },
  {
    name: "category name",
    table: "blog_categories",
    column: "name",
    call: (t) => api("/api/blogs/add-category", json("POST", { name: t, slug: unique() }, staff)),
  },
  {
    name: "post title",
    table: "blog_posts",
    column: "title",
    call: (t) => api("/api/blogs/add-blog", json("POST", { title: t, body: "Body", categoryId }, staff)),
  },
  {
    name: "post summary and body",
    table: "blog_posts",
    column: "body_md",
    call: (t) => api("/api/blogs/add-blog", json("POST", { title: unique(), summary: t, body: `${t}x`, categoryId }, staff)),
  },
  {
    name: "demo user name and company",
    table: "demo_users",
    column: "name",
    call: (t) =>
      api(
        "/api/UserDemoAccessSaveorEdit",
        json("POST", { name: t, company: t, email: "pat@bank.example", username: unique(), password: "a-long-enough-password" }, staff),
      ),
  },
  {
    name: "demo item title and description",
    table: "demo_items",
    column: "title",
    call: (t) => api("/api/DemoAccessSaveorEdit", json("POST", { id: itemId, title: t, description: t, productId: "general-ledger" }, staff)),
  },
  {
    name: "demo upload file name",
    table: "demo_uploads",
    column: "filename",
    call: (t) => api("/api/demo-uploads", json("POST", { filename: t, contentType: "image/png", size: 5 }, staff)),
  },
  {
    name: "e-mail subject and body",
    table: "email_outbox",
    column: "body_text",
    call: (t) => api("/sendemail", json("POST", { to: "prospect@example.com", subject: `Hello ${t}`, body: `${t}.` }, staff)),
  },
  {
    name: "contact request",
    table: "sales_requests",
    column: "name",
    call: (t) =>
      api(
        "/api/sales-requests",
        json(
          "POST",
          { Products: "General Ledger", Name: t, CompanyName: t, Email: "pat@example.com", Phone: "555 0100", Comments: t, clientId: `client-${unique()}` },
          { "CF-Connecting-IP": `203.0.113.${n % 250}` },
        ),
      ),
  },
];

describe("hostile text is refused or stored clean, never a 500", () => {
  for (const c of CASES) {
    it(c.name, async () => {
      for (const text of HOSTILE) {
        const res = await c.call(text);
        const body = await res.text();
        expect(res.status, `${JSON.stringify(text.slice(0, 8))} → ${body.slice(0, 200)}`).toBeLessThan(500);
        expect([200, 201, 202, 400], body).toContain(res.status);
      }
      const { results } = await env.DB.prepare(`SELECT "${c.column}" AS v FROM "${c.table}"`).all<{ v: string }>();
      expect(results.filter((r) => BAD_TEXT.test(r.v ?? "")).map((r) => r.v)).toEqual([]);
    });
  }
});
