import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { liveStaffSession } from "../../../app/server/auth/sessions.server";
import { setStaffTimeZone, staffTimeZone } from "../../../app/server/users/staffTimeZone.server";
import { bearer, createStaff, json, mintToken } from "../auth";
import type { InferRequestType } from "hono/client";
import { type Api, api, client } from "../helpers";
import { auditRows, callAs, whileAuditRefused } from "../operations/atomicity";

/** The staff member's time zone (decision record 0029): chosen in the profile, else the browser's, validated against Intl's zones. */
const withCookie = (cookie: string) => new Request("http://localhost/admin", { headers: { Cookie: cookie } });
const stored = async (id: string) =>
  (await env.DB.prepare("SELECT time_zone FROM staff_users WHERE id = ?1").bind(id).first<{ time_zone: string | null }>())?.time_zone;

describe("a staff member's time zone", () => {
  it("stores a zone Intl supports, refuses anything else, and clears back to the browser's", async () => {
    const rep = await createStaff("editor");
    expect(await setStaffTimeZone(callAs(rep), { timeZone: "Asia/Tokyo" })).toEqual({ ok: true, timeZone: "Asia/Tokyo" });
    expect(await stored(rep.id)).toBe("Asia/Tokyo");
    for (const bad of ["Mars/Olympus", "Asia/Tokyo'--", "x".repeat(65), 7]) {
      expect(await setStaffTimeZone(callAs(rep), { timeZone: bad })).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/time zone/) });
    }
    expect(await setStaffTimeZone(callAs(rep), {})).toMatchObject({ ok: false, status: 400 });
    expect(await stored(rep.id)).toBe("Asia/Tokyo");
    expect(await setStaffTimeZone(callAs(rep), { timeZone: "" })).toEqual({ ok: true, timeZone: null });
    expect(await stored(rep.id)).toBeNull();
    expect(await setStaffTimeZone({ ...callAs(rep), actor: { ...callAs(rep).actor, id: crypto.randomUUID() } }, { timeZone: "UTC" })).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("reaches every staff page through the session: the profile's zone first, then the browser's cookie, then UTC", async () => {
    const rep = await createStaff("editor");
    const { session } = await mintToken(rep.id, "staff");
    const user = async () => (await liveStaffSession(env.DB, session.id))!.user;
    expect(staffTimeZone(withCookie("staff_tz=Europe%2FBerlin"), await user())).toEqual({ timeZone: "Europe/Berlin", timeZoneFrom: "browser" });
    expect(staffTimeZone(withCookie("staff_tz=Not%2FAZone"), await user())).toEqual({ timeZone: "UTC", timeZoneFrom: "default" });
    expect(staffTimeZone(withCookie("staff_tz=%E0%A4%A"), await user())).toEqual({ timeZone: "UTC", timeZoneFrom: "default" });
    expect(staffTimeZone(withCookie(""), await user())).toEqual({ timeZone: "UTC", timeZoneFrom: "default" });
    await setStaffTimeZone(callAs(rep), { timeZone: "Asia/Tokyo" });
    expect(staffTimeZone(withCookie("staff_tz=Europe%2FBerlin"), await user())).toEqual({ timeZone: "Asia/Tokyo", timeZoneFrom: "profile" });
  });

  it("PUT /api/profile sets and clears it through the same operation, with its audit row; bad names are a 400 with the JSON error shape", async () => {
    const rep = await createStaff("editor");
    const headers = bearer((await mintToken(rep.id, "staff")).token);
    const put = (body: InferRequestType<Api["api"]["profile"]["$put"]>["json"]) => client().api.profile.$put({ json: body }, { headers });

    const set = await put({ timeZone: "Asia/Tokyo" });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ id: rep.id, timeZone: "Asia/Tokyo" });
    expect(await stored(rep.id)).toBe("Asia/Tokyo");
    expect(await (await client().api.profile.$get(undefined, { headers })).json()).toMatchObject({ timeZone: "Asia/Tokyo" });
    const mine = async () => (await auditRows("profile.timezone")).filter((r) => r.actor_id === rep.id);
    expect(await mine()).toEqual([expect.objectContaining({ actor_email: rep.email, target: rep.email, detail: "Asia/Tokyo" })]);

    for (const bad of ["Mars/Olympus", "", "Asia/Tokyo ", 9, { zone: "UTC" }, "x".repeat(65)]) {
      // raw: zones of other types (a number, an object), which the typed client refuses to send.
      const refused = await api("/api/profile", json("PUT", { timeZone: bad }, headers));
      expect(refused.status).toBe(400);
      const body = await refused.json<{ error: string; requestId: string; issues: { path: string; message: string }[] }>();
      expect(body).toMatchObject({ error: expect.any(String), requestId: expect.any(String) });
      expect(body.issues).toContainEqual(expect.objectContaining({ path: "timeZone" }));
    }
    // Nothing else changes when the zone is refused (the name with it is not saved either).
    expect((await put({ name: "Never Saved", timeZone: "Mars/Olympus" })).status).toBe(400);
    expect(await (await client().api.profile.$get(undefined, { headers })).json()).toMatchObject({ name: rep.name, timeZone: "Asia/Tokyo" });
    expect(await stored(rep.id)).toBe("Asia/Tokyo");

    const cleared = await put({ timeZone: null });
    expect(cleared.status).toBe(200);
    expect(await cleared.json()).toMatchObject({ timeZone: null });
    expect(await stored(rep.id)).toBeNull();
    expect((await mine()).map((r) => r.detail)).toEqual(["Asia/Tokyo", "the browser's"]);

    // The change and its audit row are one batch: when the audit row cannot be written, the zone stays as it was.
    await whileAuditRefused(() => setStaffTimeZone(callAs(rep), { timeZone: "Europe/Zurich" }));
    expect(await stored(rep.id)).toBeNull();
  });
});
