import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { COUNT_CAP, FTS_DRIVE_MAX, listSalesRequests } from "../../../app/server/sales/salesRequestList.server";

/**
 * The search's plans (decision record 0029): whichever one runs (the index driving for few
 * matches, the list's own index for many), the rows are exactly those with every word, newest
 * first; the count is exact, or says it stopped at COUNT_CAP.
 */
const tag = crypto.randomUUID().replace(/-/g, "").slice(0, 10);
const COMMON = FTS_DRIVE_MAX + 300;

async function load() {
  // COMMON requests whose company holds the tag, one a minute; every 7th is closed, every 50th's comment holds "qx".
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?1)
     INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, comments, status, created_at, updated_at)
     SELECT 'plan-' || i, 'plan-client-' || i, 'General Ledger', 'Prospect ' || i, 'Harbour ' || ?2 || ' Bank', 'p' || i || '@bank.example', '555',
            CASE WHEN i % 50 = 0 THEN 'call qx soon' ELSE '' END, CASE WHEN i % 7 = 0 THEN 'closed' ELSE 'new' END,
            strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes')
     FROM n`,
  )
    .bind(COMMON, tag)
    .run();
}
const q = (o: Record<string, unknown>) => salesRequestQuerySchema.parse({ pageSize: 10, ...o });
const newest = (ids: number[]) =>
  [...ids]
    .sort((a, b) => b - a)
    .slice(0, 10)
    .map((i) => `plan-${i}`);
const all = Array.from({ length: COMMON }, (_, i) => i);

describe("inbox search plans at scale", () => {
  it("a common word: the newest rows and the exact count from the index", async () => {
    await load();
    const page = await listSalesRequests(env.DB, q({ q: tag }));
    expect(page.total).toBe(COMMON);
    expect(page.totalCapped).toBe(false);
    expect(page.items.map((r) => r.id)).toEqual(newest(all));
    expect((await listSalesRequests(env.DB, q({ q: tag, page: 3 }))).items.map((r) => r.id)).toEqual(
      [...all]
        .sort((a, b) => b - a)
        .slice(20, 30)
        .map((i) => `plan-${i}`),
    );
  });

  it("a common word with a filter: exact when under the cap, else capped and said so", async () => {
    const closed = all.filter((i) => i % 7 === 0);
    const few = await listSalesRequests(env.DB, q({ q: tag, status: "closed" }));
    expect([few.total, few.totalCapped]).toEqual([closed.length, false]);
    expect(few.items.map((r) => r.id)).toEqual(newest(closed));
    const many = await listSalesRequests(env.DB, q({ q: `HARBOUR ${tag}`, status: "new" }));
    expect([many.total, many.totalCapped, many.pages]).toEqual([COUNT_CAP, true, COUNT_CAP / 10]);
    expect(many.items.map((r) => r.id)).toEqual(newest(all.filter((i) => i % 7 !== 0)));
  });

  it("a common word with a two-letter word, and words matching nothing", async () => {
    const qx = all.filter((i) => i % 50 === 0);
    const page = await listSalesRequests(env.DB, q({ q: `${tag} qx` }));
    expect([page.total, page.totalCapped]).toEqual([qx.length, false]);
    expect(page.items.map((r) => r.id)).toEqual(newest(qx));
    expect(await listSalesRequests(env.DB, q({ q: `${tag} nowhere-at-all` }))).toMatchObject({ items: [], total: 0, totalCapped: false, pages: 1 });
    expect(await listSalesRequests(env.DB, q({ q: `${tag} zq` }))).toMatchObject({ items: [], total: 0 });
  });
});
