import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { demoOriginOf, requestSalesFromDemo } from "../../../app/server/demo/demoSalesRequest.server";
import { salesRequestById } from "../../../app/server/sales/salesRequests.server";
import { appEnv, bearer, createDemoUser, mintToken } from "../auth";
import { createDemoItem } from "../demoFixtures";
import { client } from "../helpers";

/** Decision record 0025: "Talk to sales about <product>" at the end of a demo video. */
describe("requestSalesFromDemo", () => {
  it("stores a sales request from the demo user about the product, linked to both, with the notification for sales", async () => {
    const user = await createDemoUser();
    const item = await createDemoItem({ grantTo: [user.id], productId: "general-ledger", title: "Month-end tour" });
    const result = await requestSalesFromDemo(appEnv(), { demoUserId: user.id, itemId: item.id });
    if (!result.ok) throw new Error(result.error);
    expect(result).toMatchObject({ created: true, productName: "General Ledger" });
    expect(result.request).toMatchObject({
      Name: "Pat Prospect",
      CompanyName: "Example Credit Union",
      Email: "pat@cu.example",
      Products: "General Ledger",
      ContactType: "Request Info",
      status: "new",
    });
    expect(result.request.Comments).toContain(`after watching “Month-end tour” (demo account ${user.username})`);
    expect(await demoOriginOf(env.DB, result.request.id)).toEqual({ demoUserId: user.id, productId: "general-ledger", itemId: item.id });
    const outbox = await env.DB.prepare("SELECT count(*) AS n FROM email_outbox WHERE sales_request_id = ?1").bind(result.request.id).first<{ n: number }>();
    expect(outbox?.n).toBeGreaterThanOrEqual(1);
    // An ordinary row of sales_requests: the inbox reads it like any other (the e2e spec opens it there).
    expect(await salesRequestById(env.DB, result.request.id)).toMatchObject({ id: result.request.id, status: "new" });
  });

  it("answers the open request again for a second click, and a new one once it is closed", async () => {
    const user = await createDemoUser();
    const item = await createDemoItem({ grantTo: [user.id] });
    const first = await requestSalesFromDemo(appEnv(), { demoUserId: user.id, itemId: item.id });
    const again = await requestSalesFromDemo(appEnv(), { demoUserId: user.id, itemId: item.id });
    if (!first.ok || !again.ok) throw new Error("refused");
    expect(again).toMatchObject({ created: false, request: { id: first.request.id } });
    await env.DB.prepare("UPDATE sales_requests SET status = 'closed' WHERE id = ?1").bind(first.request.id).run();
    const later = await requestSalesFromDemo(appEnv(), { demoUserId: user.id, itemId: item.id });
    if (!later.ok) throw new Error(later.error);
    expect(later.created).toBe(true);
    expect(later.request.id).not.toBe(first.request.id);
  });

  it("refuses a video not granted to the demo user, and an inactive demo user", async () => {
    const user = await createDemoUser();
    const other = await createDemoItem();
    expect(await requestSalesFromDemo(appEnv(), { demoUserId: user.id, itemId: other.id })).toMatchObject({ ok: false, status: 403 });
    const inactive = await createDemoUser({ active: false });
    const item = await createDemoItem({ grantTo: [inactive.id] });
    expect(await requestSalesFromDemo(appEnv(), { demoUserId: inactive.id, itemId: item.id })).toMatchObject({ ok: false, status: 403 });
    expect(await requestSalesFromDemo(appEnv(), { demoUserId: user.id, itemId: "not-an-id" })).toMatchObject({ ok: false, status: 400 });
  });
});

describe("GET /demo-media/items/:id/chapters", () => {
  it("serves a granted video's chapters as WebVTT; 403 for a video not granted; 404 when it has none", async () => {
    const user = await createDemoUser();
    const headers = bearer((await mintToken(user.id, "demo")).token);
    const item = await createDemoItem({ grantTo: [user.id] });
    const other = await createDemoItem();
    const vtt = "WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nOverview\n";
    await env.DB.prepare("UPDATE demo_items SET chapters_vtt = ?2 WHERE id IN (?1, ?3)").bind(item.id, vtt, other.id).run();
    const chapters = (id: string) => client()["demo-media"].items[":id"].chapters.$get({ param: { id } }, { headers });
    const ok = await chapters(item.id);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
    expect(await ok.text()).toBe(vtt);
    expect((await chapters(other.id)).status).toBe(403);
    const without = await createDemoItem({ grantTo: [user.id] });
    expect((await chapters(without.id)).status).toBe(404);
  });
});
