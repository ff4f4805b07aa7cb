import { describe, expect, it } from "vitest";
import * as staffLogout from "../../app/routes/logout";
import * as demoLogout from "../../app/routes/demo.logout";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

// app/routes/logout.tsx and app/routes/demo.logout.tsx, both through server/auth/signOutAction.server.ts.
describe("POST /logout and /demo/logout", () => {
  it("ends the staff session server-side and goes home, never cached", async () => {
    const admin = await signedInStaff(env, "admin");
    const answer = await postForm(staffLogout.action, "http://localhost/logout", {}, context, { cookie: admin.cookie });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE staff_user_id = ?1 AND revoked_at IS NULL").bind(admin.user.id).first("n");
    expect(live).toBe(0);
  });

  it("without a session still answers with the redirect (/demo for the demo side)", async () => {
    const answer = await postForm(demoLogout.action, "http://localhost/demo/logout", {}, context);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/demo");
  });

  it("refuses a sign-out posted from another site (403), leaving the session alive", async () => {
    const admin = await signedInStaff(env, "admin");
    const answer = await postForm(staffLogout.action, "http://localhost/logout", {}, context, { cookie: admin.cookie, origin: "https://elsewhere.example" });
    expect(answer.status).toBe(403);
    const live = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE staff_user_id = ?1 AND revoked_at IS NULL").bind(admin.user.id).first("n");
    expect(live).toBe(1);
  });
});
