import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { loader as inboxLoader } from "../../../app/routes/admin.sales-requests._index";
import { loader as csvLoader } from "../../../app/routes/admin.sales-requests[.csv]";
import { loader as auditLoader } from "../../../app/routes/admin.audit";
import { loader as dashboardLoader } from "../../../app/routes/admin._index";
import { setStaffTimeZone } from "../../../app/server/users/staffTimeZone.server";
import { TEST_NOW_HEADER } from "../../../app/server/platform/clock.server";
import { client } from "../helpers";
import { callAs } from "../operations/atomicity";
import { appEnv, bearer, createStaff, mintToken } from "../auth";

/**
 * the date filters (From/To) of the inbox, its CSV, the API's list and the audit log are
 * whole days in the staff member's zone, and "Follow-up due" means on or before today there. Dates
 * in 1983–1984, which no other test writes, and a marker per run keep other rows out.
 */
const context = { env: { ...appEnv(), TEST_CLOCK: "header" } } as never;
type Loaded<T> = T extends (...a: never[]) => Promise<infer R> ? R : never;

async function signedIn(role: "editor" | "admin", zone: string | null) {
  const user = await createStaff(role);
  if (zone) expect(await setStaffTimeZone(callAs(user), { timeZone: zone })).toMatchObject({ ok: true });
  const headers: Record<string, string> = bearer((await mintToken(user.id, "staff")).token);
  return { user, headers };
}

async function insertRequest(marker: string, name: string, createdAt: string, followUpOn: string | null = null) {
  await env.DB.prepare(
    `INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, created_at, updated_at, follow_up_on)
     VALUES (?1, ?2, 'General Ledger', ?3, ?4, 'x@example.com', '555', ?5, ?5, ?6)`,
  )
    .bind(crypto.randomUUID(), crypto.randomUUID(), name, `Co ${marker}`, createdAt, followUpOn)
    .run();
}

const get = (path: string, headers: Record<string, string>, now?: string) =>
  new Request(`http://127.0.0.1${path}`, { headers: { ...headers, ...(now ? { [TEST_NOW_HEADER]: now } : {}) } });

describe("date filters are days in the staff member's zone", () => {
  it("a request at 23:30 UTC on the 1st is on the 2nd in Tokyo: the inbox, its CSV and the API agree", async () => {
    const marker = `zoneday${crypto.randomUUID().slice(0, 8)}`;
    await insertRequest(marker, "Late on the first", "1983-05-01T23:30:00.000Z");
    await insertRequest(marker, "Early on the first", "1983-05-01T01:00:00.000Z");
    await insertRequest(marker, "Tokyo midnight of the third", "1983-05-02T15:00:00.000Z");
    const tokyo = await signedIn("editor", "Asia/Tokyo");
    const utc = await signedIn("editor", null);
    const day = (d: string) => `q=${marker}&from=${d}&to=${d}&sort=name&dir=asc`;

    const inbox = async (who: typeof tokyo, d: string) => {
      const out = (await inboxLoader({ request: get(`/admin/sales-requests?${day(d)}`, who.headers), context, params: {} })) as Loaded<typeof inboxLoader>;
      return out.page.items.map((r) => r.Name);
    };
    expect(await inbox(tokyo, "1983-05-02")).toEqual(["Late on the first"]);
    expect(await inbox(tokyo, "1983-05-01")).toEqual(["Early on the first"]);
    expect(await inbox(tokyo, "1983-05-03")).toEqual(["Tokyo midnight of the third"]);
    expect(await inbox(utc, "1983-05-01")).toEqual(["Early on the first", "Late on the first"]);
    expect(await inbox(utc, "1983-05-02")).toEqual(["Tokyo midnight of the third"]);
    // The browser's zone (the cookie) counts when the profile has none.
    expect(await inbox({ ...utc, headers: { ...utc.headers, Cookie: "staff_tz=Asia%2FTokyo" } }, "1983-05-02")).toEqual(["Late on the first"]);

    const csvNames = async (who: typeof tokyo, d: string) => {
      const response = await csvLoader({ request: get(`/admin/sales-requests.csv?${day(d)}`, who.headers), context, params: {} });
      const lines = (await response.text())
        .replace(/^\uFEFF/, "")
        .split(/\r\n(?=")/)
        .filter(Boolean)
        .slice(1);
      return lines.map((l) => l.split('","')[6]);
    };
    expect(await csvNames(tokyo, "1983-05-02")).toEqual(["Late on the first"]);
    expect(await csvNames(utc, "1983-05-02")).toEqual(["Tokyo midnight of the third"]);

    const apiNames = async (who: typeof tokyo, path: "/api/sales-requests" | "/saviewgrid", d: string) => {
      const query = { q: marker, from: d, to: d, sort: "name", dir: "asc" };
      const init = { headers: who.headers };
      const response = path === "/saviewgrid" ? await client().saviewgrid.$get({ query }, init) : await client().api["sales-requests"].$get({ query }, init);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { items?: { Name: string }[]; rows?: { Name: string }[] };
      return (body.items ?? body.rows ?? []).map((r) => r.Name);
    };
    expect(await apiNames(tokyo, "/api/sales-requests", "1983-05-02")).toEqual(["Late on the first"]);
    expect(await apiNames(utc, "/api/sales-requests", "1983-05-02")).toEqual(["Tokyo midnight of the third"]);
    expect(await apiNames(tokyo, "/saviewgrid", "1983-05-02")).toEqual(["Late on the first"]);
  });

  it("the audit log's From/To are the staff member's days too", async () => {
    const marker = `zoneaudit${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.batch(
      [
        ["1984-02-01T23:30:00.000Z", "late"],
        ["1984-02-01T10:00:00.000Z", "early"],
      ].map(([at, what]) =>
        env.DB.prepare("INSERT INTO staff_audit (at, actor_email, action, target) VALUES (?1, ?2, 'user.create', ?3)").bind(
          at,
          `${marker}@meridian-fs.example`,
          what,
        ),
      ),
    );
    const targets = async (zone: string | null, d: string) => {
      const who = await signedIn("admin", zone);
      const out = (await auditLoader({ request: get(`/admin/audit?actor=${marker}&from=${d}&to=${d}`, who.headers), context, params: {} })) as {
        page: { items: { target: string | null }[] } | null;
      };
      return out.page!.items.map((r) => r.target);
    };
    expect(await targets("Asia/Tokyo", "1984-02-02")).toEqual(["late"]);
    expect(await targets("Asia/Tokyo", "1984-02-01")).toEqual(["early"]);
    expect(await targets(null, "1984-02-01")).toEqual(["late", "early"]);
    expect(await targets("America/Los_Angeles", "1984-02-01")).toEqual(["late", "early"]);
  });
});

describe("Follow-up due is on or before today where the rep is", () => {
  it("at 23:30 UTC on the 1st a follow-up on the 2nd is due in Tokyo, not in UTC: the view, its count and the dashboard", async () => {
    const marker = `zonedue${crypto.randomUUID().slice(0, 8)}`;
    await insertRequest(marker, "Follow up on the second", "1983-06-01T00:00:00.000Z", "1983-06-02");
    const now = "1983-06-01T23:30:00.000Z";
    const tokyo = await signedIn("editor", "Asia/Tokyo");
    const utc = await signedIn("editor", null);
    const view = async (who: typeof tokyo) =>
      (await inboxLoader({ request: get(`/admin/sales-requests?q=${marker}&followUp=due`, who.headers, now), context, params: {} })) as Loaded<
        typeof inboxLoader
      >;
    const inTokyo = await view(tokyo);
    expect(inTokyo.page.items.map((r) => r.Name)).toEqual(["Follow up on the second"]);
    expect(inTokyo.today).toBe("1983-06-02");
    const inUtc = await view(utc);
    expect(inUtc.page.items).toEqual([]);
    expect(inUtc.today).toBe("1983-06-01");
    // No request other than this file's has a follow-up on 1983-06-02, so the counts differ by exactly it.
    expect(inTokyo.viewCounts.due - inUtc.viewCounts.due).toBe(1);
    const dashboard = async (who: typeof tokyo) =>
      ((await dashboardLoader({ request: get("/admin", who.headers, now), context, params: {} })) as { sales: { views: { due: number } } | null }).sales!.views
        .due;
    expect((await dashboard(tokyo)) - (await dashboard(utc))).toBe(1);
  });
});
