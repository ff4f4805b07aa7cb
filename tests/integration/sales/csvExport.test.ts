import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loader as csvLoader } from "../../../app/routes/admin.sales-requests[.csv]";
import { changeSalesRequest } from "../../../app/server/sales/salesRequestChanges.server";
import { sendSalesReply } from "../../../app/server/sales/salesReply.server";
import { EXPORT_PAGE_SIZE } from "../../../app/server/sales/salesRequestExport.server";
import { appEnv, bearer, createStaff, mintToken } from "../auth";
import { callAs } from "../operations/atomicity";

/**
 * The inbox's CSV export: every match with no cap, streamed page by page; who has each
 * request, its internal notes, and statuses as the inbox writes them.
 */
describe("the CSV export", () => {
  it("streams every matching request over several pages, with assignee, follow-up date, notes and readable statuses", async () => {
    const rep = await createStaff("editor", { name: "Rita Export" });
    const headers = bearer((await mintToken(rep.id, "staff")).token);
    const marker = `csvall${crypto.randomUUID().slice(0, 8)}`;
    const total = EXPORT_PAGE_SIZE * 2 + 3;
    // Rows made inside SQLite, one statement, newest is the highest number.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ?2)
       INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, created_at, updated_at)
       SELECT ?1 || '-' || i, ?1 || '-c-' || i, 'General Ledger', 'Row ' || printf('%04d', i), 'Co ' || ?1, 'x@example.com', '555',
              strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes'), strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes')
       FROM n`,
    )
      .bind(marker, total)
      .run();
    const newest = `${marker}-${total - 1}`;
    expect(
      await changeSalesRequest(callAs(rep), { id: newest, status: "qualified", assignee: rep.id, followUp: "2026-12-01", note: "Budget approved." }),
    ).toMatchObject({ ok: true });
    expect(await changeSalesRequest(callAs(rep), { id: newest, note: "Sent the contract." })).toMatchObject({ ok: true });

    const response = await csvLoader({
      request: new Request(`http://127.0.0.1/admin/sales-requests.csv?q=${marker}`, { headers }),
      context: { env: appEnv() } as never,
      params: {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Export-Truncated")).toBeNull();
    const text = (await response.text()).replace(/^\uFEFF/, "");
    const lines = text.split(/\r\n(?=")/).filter(Boolean);
    expect(lines[0]).toBe(
      '"Received (UTC)","Status","Assigned to","Follow up on","Contact type","Products","Name","Company","Email","Phone","Address","Country","How they found us","Comments","Language","Internal notes","Pages viewed","Id"',
    );
    expect(lines).toHaveLength(1 + total);
    const ids = lines.slice(1).map((l) => /"([^"]+)"\s*$/.exec(l)?.[1]);
    expect(new Set(ids).size).toBe(total);
    expect(ids[0]).toBe(newest);
    expect(ids.at(-1)).toBe(`${marker}-0`);
    expect(lines[1]).toMatch(/^"2026-01-01T\d\d:\d\d:00\.000Z","Qualified","Rita Export","2026-12-01",/);
    expect(lines[1]).toMatch(/"\d{4}-\d\d-\d\d \d\d:\d\d Rita Export: Budget approved\.\n\d{4}-\d\d-\d\d \d\d:\d\d Rita Export: Sent the contract\."/);
    expect(lines[2]).toMatch(/^"[^"]+","New","","",/);
  });

  it("the notes column holds the replies sent from the request too, marked as replies, in the history's order", async () => {
    const rep = await createStaff("editor", { name: "Rita Replies" });
    const headers = bearer((await mintToken(rep.id, "staff")).token);
    const marker = `csvreply${crypto.randomUUID().slice(0, 8)}`;
    const id = `${marker}-1`;
    await env.DB.prepare(
      "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone) VALUES (?1, ?2, 'General Ledger', 'Pat Reyes', ?3, 'pat@harbor-bank.example', '555')",
    )
      .bind(id, crypto.randomUUID(), `Co ${marker}`)
      .run();
    expect(await changeSalesRequest(callAs(rep), { id, note: "Called, asked for pricing." })).toMatchObject({ ok: true });
    expect(await sendSalesReply(callAs(rep), { env: appEnv() }, { id, subject: "Re: pricing", body: "Dear Pat,\nthe price list is attached." })).toMatchObject({
      ok: true,
    });
    expect(await changeSalesRequest(callAs(rep), { id, note: "Waiting for their answer." })).toMatchObject({ ok: true });

    const response = await csvLoader({
      request: new Request(`http://127.0.0.1/admin/sales-requests.csv?q=${marker}`, { headers }),
      context: { env: appEnv() } as never,
      params: {},
    });
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .split(/\r\n(?=")/)
      .filter(Boolean);
    expect(lines).toHaveLength(2);
    const notes = lines[1]!.split('","').at(-3)!.split("\n");
    expect(notes[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d Rita Replies: Called, asked for pricing\.$/);
    expect(notes[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d Rita Replies replied: Re: pricing — Dear Pat,$/);
    expect(notes[2]).toBe("the price list is attached.");
    expect(notes.at(-1)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d Rita Replies: Waiting for their answer\.$/);
  });

  it("an empty match is the header alone", async () => {
    const rep = await createStaff("editor");
    const headers = bearer((await mintToken(rep.id, "staff")).token);
    const response = await csvLoader({
      request: new Request(`http://127.0.0.1/admin/sales-requests.csv?q=nothing-matches-${crypto.randomUUID()}`, { headers }),
      context: { env: appEnv() } as never,
      params: {},
    });
    const text = await response.text();
    expect(
      text
        .replace(/^\uFEFF/, "")
        .split("\r\n")
        .filter(Boolean),
    ).toHaveLength(1);
  });
});
