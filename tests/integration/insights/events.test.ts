import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { EVENTS_RATE_LIMIT } from "../../../app/api/routes/events.server";
import { loadInsights } from "../../../app/server/insights/insightsQueries.server";
import type { InferRequestType } from "hono/client";
import { type Api, api, client, errorBodyOf, errorOf } from "../helpers";

let ipSeq = 0;
const freshIp = () => `203.0.113.${(++ipSeq % 250) + 1}${ipSeq > 250 ? `:${ipSeq}` : ""}`;
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const today = () => new Date().toISOString().slice(0, 10);

const post = (body: InferRequestType<Api["api"]["events"]["$post"]>["json"], headers: Record<string, string> = {}, ip = freshIp()) =>
  client().api.events.$post({ json: body }, { headers: { "User-Agent": CHROME, "CF-Connecting-IP": ip, ...headers } });

const postRaw = (body: unknown, headers: Record<string, string> = {}) =>
  // raw: what the typed client cannot send: a batch its type refuses, text that is not JSON, another Content-Type.
  api("/api/events", {
    method: "POST",
    headers: { "Content-Type": "application/json", "User-Agent": CHROME, "CF-Connecting-IP": freshIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const unique = (prefix: string) => `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
async function countOf(kind: string, key: string) {
  const row = await env.DB.prepare("SELECT SUM(count) AS n FROM event_counts WHERE kind = ?1 AND key = ?2").bind(kind, key).first<{ n: number | null }>();
  return row?.n ?? 0;
}
const search = (term: string, found = true) => ({ events: [{ type: "search" as const, term, found }] });

describe("POST /api/events", () => {
  it("answers 204 and adds the batch to the day's aggregates, with the device class and no address or user agent", async () => {
    const term = unique("fed funds");
    const res = await post(
      {
        events: [
          {
            type: "page",
            path: "/bank_operations/fed-funds",
            pageType: "product",
            referrer: "www.google.com",
            utmSource: "newsletter",
            utmMedium: "email",
            utmCampaign: term,
          },
          { type: "product", product: "fed-funds" },
          { type: "search", term, found: false },
          { type: "search", term: term.toUpperCase(), found: false },
          { type: "brochure", product: "fed-funds" },
          { type: "request", kind: "demo", product: "fed-funds" },
          { type: "vital", name: "LCP", value: 1234, pageType: "product" },
        ],
      },
      { "User-Agent": IPHONE },
    );
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const rows = await env.DB.prepare("SELECT * FROM event_counts WHERE kind = 'search_none' AND key = ?1").bind(term.toLowerCase()).all();
    expect(rows.results).toEqual([{ day: today(), kind: "search_none", key: term.toLowerCase(), country: "", device: "mobile", count: 2 }]);
    expect(await countOf("campaign", `newsletter / email / ${term}`)).toBe(1);
    // Nothing in any stored row is the address or the user agent.
    const all = JSON.stringify((await env.DB.prepare("SELECT * FROM event_counts").all()).results);
    expect(all).not.toContain("203.0.113");
    expect(all).not.toContain("iPhone");
  });

  it("refuses a malformed batch with 400 and the error shape, storing nothing", async () => {
    const term = unique("bad");
    for (const body of [
      { events: [] },
      { events: [{ type: "search", term, found: "yes" }] },
      { events: [{ type: "product", product: "no-such-product" }] },
      { events: [{ type: "vital", name: "FID", value: 1, pageType: "home" }] },
      { events: [{ type: "page", path: "https://evil.example/", pageType: "home" }] },
      { events: Array.from({ length: 51 }, () => ({ type: "search", term, found: true })) },
      { events: [{ type: "search", term, found: true, ip: "1.2.3.4" }] },
    ]) {
      const res = await postRaw(body);
      expect(res.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      const json = await errorBodyOf(res);
      expect(json.error).toEqual(expect.any(String));
      expect(json.requestId).toBe(res.headers.get("X-Request-Id"));
      expect(json.issues!.length).toBeGreaterThan(0);
    }
    expect((await postRaw("{not json")).status).toBe(400);
    expect((await postRaw(search(term), { "Content-Type": "text/plain" })).status).toBe(415);
    expect(await countOf("search", term.toLowerCase())).toBe(0);
  });

  it("rate-limits per address: 429 with Retry-After past the limit, other addresses unaffected", async () => {
    const ip = freshIp();
    const term = unique("limit");
    for (let i = 0; i < EVENTS_RATE_LIMIT.limit; i++) expect((await post(search(term), {}, ip)).status).toBe(204);
    const refused = await post(search(term), {}, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(EVENTS_RATE_LIMIT.windowSeconds);
    expect(await errorOf(refused)).toMatch(/too many/i);
    expect(await countOf("search", term.toLowerCase())).toBe(EVENTS_RATE_LIMIT.limit);
    expect((await post(search(term))).status).toBe(204);
  });

  it("stores nothing for crawlers, staff sessions, Global Privacy Control and Do Not Track, and still answers 204", async () => {
    const term = unique("ignored");
    const cases: Record<string, string>[] = [
      { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      { Cookie: "meridian_staff=anything" },
      { Cookie: "theme=dark; __Host-meridian_staff=x" },
      { "Sec-GPC": "1" },
      { DNT: "1" },
    ];
    for (const headers of cases) {
      const res = await post(search(term), headers);
      expect(res.status, JSON.stringify(headers)).toBe(204);
    }
    // Even a malformed batch is not looked at.
    expect((await postRaw({ events: "x" }, { "Sec-GPC": "1" })).status).toBe(204);
    expect(await countOf("search", term.toLowerCase())).toBe(0);
    // A demo user's cookie is a visitor's: counted.
    expect((await post(search(term), { Cookie: "meridian_demo=x" })).status).toBe(204);
    expect(await countOf("search", term.toLowerCase())).toBe(1);
  });
});

describe("insights queries", () => {
  it("sum the range, build the funnel per product and family, and read p75 from the vitals' buckets", async () => {
    const day = "2031-03-10";
    const put = (kind: string, key: string, count: number, d = day) =>
      env.DB.prepare("INSERT INTO event_counts (day, kind, key, country, device, count) VALUES (?1, ?2, ?3, 'CH', 'desktop', ?4)").bind(d, kind, key, count);
    const vital = (metric: string, bucket: number, count: number, d = day) =>
      env.DB.prepare("INSERT INTO vital_buckets (day, page_type, metric, bucket, count) VALUES (?1, 'product', ?2, ?3, ?4)").bind(d, metric, bucket, count);
    await env.DB.batch([
      put("product", "fed-funds", 40),
      put("product", "fed-funds", 2, "2031-03-01"),
      put("product", "fed-funds", 99, "2031-02-01"), // outside the range
      put("brochure", "fed-funds", 5),
      put("request_demo", "fed-funds", 2),
      put("request_info", "fed-funds", 1),
      put("page", "/", 70),
      put("search_none", "swift gpi", 3),
      put("search", "repo", 9),
      put("referrer", "www.google.com", 11),
      put("campaign", "newsletter / email / spring", 4),
      // LCP: 80 samples under 1 s, 20 at 3 s: p75 is in the 950-1000 ms bucket.
      vital("LCP", 19, 80),
      vital("LCP", 60, 20),
      // CLS only a month ago: the 28 days have it, the 7 days not.
      vital("CLS", 30, 10, "2031-02-20"),
    ]);
    const insights = await loadInsights(env.DB, { from: "2031-03-01", to: "2031-03-10" });
    expect(insights.products.find((p) => p.id === "fed-funds")).toMatchObject({ views: 42, brochures: 5, requests: 3, group: "Banking" });
    expect(insights.families.find((f) => f.key === "Banking")?.count).toBe(42);
    expect(insights.searchesNotFound).toEqual([{ key: "swift gpi", count: 3 }]);
    expect(insights.searches).toEqual([{ key: "repo", count: 9 }]);
    expect(insights.referrers).toEqual([{ key: "www.google.com", count: 11 }]);
    expect(insights.campaigns).toEqual([{ key: "newsletter / email / spring", count: 4 }]);
    expect(insights.daily).toHaveLength(10);
    expect(insights.daily.at(-1)).toEqual({ day: "2031-03-10", views: 70 });
    expect(insights.totals).toMatchObject({ pageViews: 70, productViews: 42, searches: 12, brochures: 5, requests: 3 });
    const lcp = insights.vitals.find((v) => v.pageType === "product" && v.metric === "LCP");
    expect(lcp).toMatchObject({ p75Week: 1000, p75Month: 1000, samplesMonth: 100 });
    const cls = insights.vitals.find((v) => v.pageType === "product" && v.metric === "CLS");
    expect(cls).toMatchObject({ p75Week: null, p75Month: 0.155, samplesMonth: 10 });
  });
});
