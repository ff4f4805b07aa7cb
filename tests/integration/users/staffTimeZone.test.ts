import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { liveStaffSession } from "../../../app/server/auth/sessions.server";
import { setStaffTimeZone, staffTimeZone } from "../../../app/server/users/staffTimeZone.server";
import { createStaff, mintToken } from "../auth";

/** The staff member's time zone (issue 30, decision record 0029): chosen in the profile, else the browser's, validated against Intl's zones. */
const withCookie = (cookie: string) => new Request("http://localhost/admin", { headers: { Cookie: cookie } });
const stored = async (id: string) =>
  (await env.DB.prepare("SELECT time_zone FROM staff_users WHERE id = ?1").bind(id).first<{ time_zone: string | null }>())?.time_zone;

describe("a staff member's time zone", () => {
  it("stores a zone Intl supports, refuses anything else, and clears back to the browser's", async () => {
    const rep = await createStaff("editor");
    expect(await setStaffTimeZone(env.DB, rep.id, { timeZone: "Asia/Tokyo" })).toEqual({ ok: true, timeZone: "Asia/Tokyo" });
    expect(await stored(rep.id)).toBe("Asia/Tokyo");
    for (const bad of ["Mars/Olympus", "Asia/Tokyo'--", "x".repeat(65), 7]) {
      expect(await setStaffTimeZone(env.DB, rep.id, { timeZone: bad })).toMatchObject({ ok: false, status: 400, error: expect.stringMatching(/time zone/) });
    }
    expect(await setStaffTimeZone(env.DB, rep.id, {})).toMatchObject({ ok: false, status: 400 });
    expect(await stored(rep.id)).toBe("Asia/Tokyo");
    expect(await setStaffTimeZone(env.DB, rep.id, { timeZone: "" })).toEqual({ ok: true, timeZone: null });
    expect(await stored(rep.id)).toBeNull();
    expect(await setStaffTimeZone(env.DB, crypto.randomUUID(), { timeZone: "UTC" })).toMatchObject({ ok: false, status: 404 });
  });

  it("reaches every staff page through the session: the profile's zone first, then the browser's cookie, then UTC", async () => {
    const rep = await createStaff("editor");
    const { session } = await mintToken(rep.id, "staff");
    const user = async () => (await liveStaffSession(env.DB, session.id))!.user;
    expect(staffTimeZone(withCookie("staff_tz=Europe%2FBerlin"), await user())).toEqual({ timeZone: "Europe/Berlin", timeZoneFrom: "browser" });
    expect(staffTimeZone(withCookie("staff_tz=Not%2FAZone"), await user())).toEqual({ timeZone: "UTC", timeZoneFrom: "default" });
    expect(staffTimeZone(withCookie("staff_tz=%E0%A4%A"), await user())).toEqual({ timeZone: "UTC", timeZoneFrom: "default" });
    expect(staffTimeZone(withCookie(""), await user())).toEqual({ timeZone: "UTC", timeZoneFrom: "default" });
    await setStaffTimeZone(env.DB, rep.id, { timeZone: "Asia/Tokyo" });
    expect(staffTimeZone(withCookie("staff_tz=Europe%2FBerlin"), await user())).toEqual({ timeZone: "Asia/Tokyo", timeZoneFrom: "profile" });
  });
});
