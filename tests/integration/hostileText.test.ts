import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createStaff, mintToken } from "./auth";
import { makeCategory } from "./blog/fixtures";
import { createDemoItem } from "./demoFixtures";
import { client } from "./helpers";

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

const CASES: Array<{ name: string; table: string; column: string; call: (text: string) => Promise<{ status: number; text(): Promise<string> }> }> = [
  {
    name: "staff name (POST /api/add-user)",
    table: "staff_users",
    column: "name",
    call: (t) =>
      client().api["add-user"].$post(
        { json: { email: `${unique()}@meridian-fs.example`, name: t, role: "editor", password: "a-long-enough-password" } },
        { headers: staff },
      ),
  },
  {
    name: "own name (PUT /api/profile)",
    table: "staff_users",
    column: "name",
    call: (t) => client().api.profile.$put({ json: { name: t } }, { headers: staff }),
  },
  {
    name: "category name",
    table: "blog_categories",
    column: "name",
    call: (t) => client().api.blogs["add-category"].$post({ json: { name: t, slug: unique() } }, { headers: staff }),
  },
  {
    name: "post title",
    table: "blog_posts",
    column: "title",
    call: (t) => client().api.blogs["add-blog"].$post({ json: { title: t, body: "Body", categoryId } }, { headers: staff }),
  },
  {
    name: "post summary and body",
    table: "blog_posts",
    column: "body_md",
    call: (t) => client().api.blogs["add-blog"].$post({ json: { title: unique(), summary: t, body: `${t}x`, categoryId } }, { headers: staff }),
  },
  {
    name: "demo user name and company",
    table: "demo_users",
    column: "name",
    call: (t) =>
      client().api.UserDemoAccessSaveorEdit.$post(
        { json: { name: t, company: t, email: "pat@bank.example", username: unique(), password: "a-long-enough-password" } },
        { headers: staff },
      ),
  },
  {
    name: "demo item title and description",
    table: "demo_items",
    column: "title",
    call: (t) => client().api.DemoAccessSaveorEdit.$post({ json: { id: itemId, title: t, description: t, productId: "general-ledger" } }, { headers: staff }),
  },
  {
    name: "demo upload file name",
    table: "demo_uploads",
    column: "filename",
    call: (t) => client().api["demo-uploads"].$post({ json: { filename: t, contentType: "image/png", size: 5 } }, { headers: staff }),
  },
  {
    name: "e-mail subject and body",
    table: "email_outbox",
    column: "body_text",
    call: (t) => client().sendemail.$post({ json: { to: "prospect@example.com", subject: `Hello ${t}`, body: `${t}.` } }, { headers: staff }),
  },
  {
    name: "contact request",
    table: "sales_requests",
    column: "name",
    call: (t) =>
      client().api["sales-requests"].$post(
        {
          json: {
            Products: "General Ledger",
            Name: t,
            CompanyName: t,
            Email: "pat@example.com",
            Phone: "555 0100",
            Comments: t,
            clientId: `client-${unique()}`,
          },
        },
        { headers: { "CF-Connecting-IP": `203.0.113.${n % 250}` } },
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
