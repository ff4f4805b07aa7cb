import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { contactSchema } from "../../../app/lib/contact/schema";
import { createSalesRequest } from "../../../app/server/sales/salesRequests.server";
import { loader as inboxLoader } from "../../../app/routes/admin.sales-requests._index";
import { loader as csvLoader } from "../../../app/routes/admin.sales-requests[.csv]";
import { appEnv, bearer, createStaff, mintToken } from "../auth";
import { validRequest } from "../contact/fixtures";
import { client } from "../helpers";

/**
 * Every search the schema allows (up to 200 characters) answers with results, never a 500: D1
 * refused LIKE patterns over 50 bytes ("LIKE or GLOB pattern too complex").
 */
const LONG_WORD = "Zyxwvutsrqponmlkjihgfedcbazyxwvutsrqponmlkjihgfedcbazyxwvutsrq"; // 62 letters
const TERMS: Record<string, string> = {
  "49 letters": "a".repeat(49),
  "25 percent signs": "%".repeat(25),
  "13 emoji": "🙂".repeat(13),
  "200 letters": "b".repeat(200),
  "200 characters of words": Array.from({ length: 100 }, (_, i) => String.fromCharCode(97 + (i % 26)))
    .join(" ")
    .slice(0, 200),
  "50 emoji": "🦄".repeat(50),
  "mixed wildcards": "_%\\".repeat(66),
};

let headers: Record<string, string>;

beforeAll(async () => {
  const staff = await createStaff("editor");
  headers = bearer((await mintToken(staff.id, "staff")).token);
  const input = contactSchema.parse(validRequest({ Name: "Long Word Person", CompanyName: "Éclair Savings", Comments: `Ask about ${LONG_WORD} please` }));
  await createSalesRequest(
    { db: env.DB, salesEmail: "sales@meridian-fs.example", siteTitle: "Meridian", siteUrl: "http://127.0.0.1:8788", now: new Date() },
    { ...input, clientId: input.clientId! },
  );
});

describe("staff search of any allowed length", () => {
  for (const [name, q] of Object.entries(TERMS)) {
    it(`answers a search of ${name} on the API, the grid, the inbox page and its CSV`, async () => {
      expect(q.length).toBeLessThanOrEqual(200);
      const query = `q=${encodeURIComponent(q)}`;
      const routes = {
        "/api/sales-requests": () => client().api["sales-requests"].$get({ query: { q } }, { headers }),
        "/saviewgrid/": () => client().saviewgrid.$get({ query: { q } }, { headers }),
      };
      for (const [path, call] of Object.entries(routes)) {
        const res = await call();
        expect(res.status, path).toBe(200);
      }
      const context = { env: appEnv() } as never;
      const request = (path: string) => new Request(`http://127.0.0.1${path}?${query}`, { headers });
      const page = await inboxLoader({ request: request("/admin/sales-requests"), context, params: {} });
      expect(page.page.total).toBeGreaterThanOrEqual(0);
      const csv = await csvLoader({ request: request("/admin/sales-requests.csv"), context, params: {} });
      expect(csv.status).toBe(200);
    });
  }

  it("finds a request by a word longer than 50 bytes, by several words in any order, and folds ASCII case only", async () => {
    const names = async (q: string) => (await (await client().api["sales-requests"].$get({ query: { q } }, { headers })).json()).items.map((r) => r.Name);
    expect(await names(LONG_WORD.toUpperCase())).toEqual(["Long Word Person"]);
    expect(await names(`please   ${LONG_WORD.slice(0, 55)} person`)).toEqual(["Long Word Person"]);
    expect(await names("Éclair SAVINGS")).toEqual(["Long Word Person"]);
    expect(await names(`${LONG_WORD} nowhere-else-at-all`)).toEqual([]);
  });
});
