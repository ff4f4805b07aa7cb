import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { salesRequestQuerySchema } from "../../../app/lib/sales/salesRequestQuery";
import { ftsQuery, listSalesRequests } from "../../../app/server/sales/salesRequestList.server";

/**
 * The inbox search through the trigram index (migration 0014): still a case-insensitive substring
 * search over name, company, email, products and comments, every word somewhere in the request.
 * The index is kept in step by triggers: a stored, corrected or deleted request is found (or not)
 * at once.
 */
async function store(o: { name: string; company: string; email?: string; products?: string; comments?: string }) {
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, comments, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, '555', ?7, ?8, ?8)`,
  )
    .bind(id, crypto.randomUUID(), o.products ?? "General Ledger", o.name, o.company, o.email ?? "x@example.com", o.comments ?? "", new Date().toISOString())
    .run();
  return id;
}

const found = async (q: string) => (await listSalesRequests(env.DB, salesRequestQuerySchema.parse({ q, pageSize: 100 }))).items.map((r) => r.id).sort();
const tag = () => crypto.randomUUID().replace(/-/g, "").slice(0, 10);

describe("full-text search of the inbox", () => {
  it("finds a piece of a word in any of the five fields, whatever its case", async () => {
    const t = tag();
    const byName = await store({ name: `Wilhelmina ${t}`, company: "A" });
    const byCompany = await store({ name: "B", company: `HarborView ${t}` });
    const byEmail = await store({ name: "C", company: "C", email: `desk.${t}@quay.example` });
    const byProducts = await store({ name: "D", company: "D", products: `Treasury ${t}` });
    const byComments = await store({ name: "E", company: "E", comments: `Call back re ${t.toUpperCase()} next week` });
    expect(await found(t.slice(2, 8).toUpperCase())).toEqual([byName, byCompany, byEmail, byProducts, byComments].sort());
    expect(await found(`helmi ${t}`)).toEqual([byName]);
    expect(await found(`RBORv ${t}`)).toEqual([byCompany]);
  });

  it("needs every word, each in any field; words under three characters are matched too", async () => {
    const t = tag();
    const both = await store({ name: `Zed ${t}`, company: "Quillfeather Bank" });
    await store({ name: `Zed ${t}`, company: "Other Trust" });
    expect(await found(`${t} quillfeather`)).toEqual([both]);
    expect(await found(`${t} QU`)).toEqual([both]); // a two-letter word, read from the rows
    expect(await found(`${t} nowhere-at-all`)).toEqual([]);
  });

  it("takes quotes, operators and FTS syntax as plain text", async () => {
    const t = tag();
    const id = await store({ name: `O"Brien ${t}`, company: "AND OR NOT NEAR(x) * ^ : Co" });
    expect(await found(`o"brien ${t}`)).toEqual([id]);
    expect(await found(`NEAR(x) ${t}`)).toEqual([id]);
    expect(await found(`* ${t}`)).toEqual([id]);
    expect(await found(`"${t}"`)).toEqual([]); // the quotes are part of the word, as before
    expect(ftsQuery(['a"b', "cd"])).toBe('"a""b" AND "cd"');
  });

  it("keeps SQLite's lower() meaning: ASCII letters fold, other letters match as written", async () => {
    const t = tag();
    const id = await store({ name: `Éclair ${t}`, company: "Straße Bank" });
    expect(await found(`éclair ${t}`)).toEqual([]);
    expect(await found(`Éclair ${t}`)).toEqual([id]);
    expect(await found(`STRAßE ${t}`)).toEqual([id]);
  });

  it("follows a corrected and a deleted request at once (the triggers)", async () => {
    const t = tag();
    const id = await store({ name: `Typo ${t}`, company: "Misspeled Bank" });
    expect(await found(`misspeled ${t}`)).toEqual([id]);
    await env.DB.prepare("UPDATE sales_requests SET company_name = 'Misspelled Bank' WHERE id = ?1").bind(id).run();
    expect(await found(`misspeled ${t}`)).toEqual([]);
    expect(await found(`misspelled ${t}`)).toEqual([id]);
    // A status change does not touch the index (the trigger watches the searched fields only).
    await env.DB.prepare("UPDATE sales_requests SET status = 'closed' WHERE id = ?1").bind(id).run();
    expect(await found(`misspelled ${t}`)).toEqual([id]);
    await env.DB.prepare("DELETE FROM sales_requests WHERE id = ?1").bind(id).run();
    expect(await found(t)).toEqual([]);
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM sales_requests_fts WHERE request_id = ?1").bind(id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
});
