import { describe, expect, it } from "vitest";
import { requireDemoUser, requirePermission, requireStaff } from "../../app/server/auth/guards.server";
import { appEnv, createDemoUser, createStaff, mintToken } from "./auth";

// The Remix guards, called as a loader or action would call them.
const page = (path: string, headers: Record<string, string> = {}, method = "GET") => new Request(`http://127.0.0.1${path}`, { method, headers });

async function thrown(p: Promise<unknown>): Promise<Response> {
  try {
    await p;
  } catch (e) {
    if (e instanceof Response) return e;
    throw e;
  }
  throw new Error("the guard did not throw");
}

describe("Remix guards", () => {
  it("send anonymous staff pages to /admin/login with a same-site return path (minus Remix's own params)", async () => {
    const res = await thrown(requireStaff(page("/admin/users?sort=name&_routes=routes%2Fadmin"), appEnv()));
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fusers%3Fsort%3Dname");
  });

  it("return the staff user from the cookie or a bearer token", async () => {
    const user = await createStaff("editor");
    const { token } = await mintToken(user.id, "staff");
    const viaCookie = await requireStaff(page("/admin", { Cookie: `meridian_staff=${token}` }), appEnv());
    expect(viaCookie).toMatchObject({ audience: "staff", user: { id: user.id, role: "editor" }, session: { via: "cookie" } });
    const viaBearer = await requireStaff(page("/admin", { Authorization: `Bearer ${token}` }), appEnv());
    expect(viaBearer.session.via).toBe("bearer");
  });

  it("answer 403 to a signed-in user without the permission", async () => {
    const editor = await createStaff("editor");
    const { token } = await mintToken(editor.id, "staff");
    const res = await thrown(requirePermission(page("/admin/users", { Cookie: `meridian_staff=${token}` }), appEnv(), "users:manage"));
    expect(res.status).toBe(403);
    const admin = await createStaff("admin");
    const ok = await requirePermission(
      page("/admin/users", { Cookie: `meridian_staff=${(await mintToken(admin.id, "staff")).token}` }),
      appEnv(),
      "users:manage",
    );
    expect(ok.user.id).toBe(admin.id);
  });

  it("refuse a cookie-carrying POST from another origin", async () => {
    const user = await createStaff("admin");
    const { token } = await mintToken(user.id, "staff");
    const res = await thrown(requireStaff(page("/admin/users", { Cookie: `meridian_staff=${token}`, Origin: "https://evil.example" }, "POST"), appEnv()));
    expect(res.status).toBe(403);
    await expect(requireStaff(page("/admin/users", { Cookie: `meridian_staff=${token}`, Origin: "http://127.0.0.1" }, "POST"), appEnv())).resolves.toBeTruthy();
  });

  it("keep the audiences apart: a demo cookie is not a staff session and vice versa", async () => {
    const demo = await createDemoUser();
    const { token } = await mintToken(demo.id, "demo");
    expect((await thrown(requireStaff(page("/admin", { Cookie: `meridian_staff=${token}` }), appEnv()))).status).toBe(302);
    const ok = await requireDemoUser(page("/demo", { Cookie: `meridian_demo=${token}` }), appEnv());
    expect(ok.demoUser).toMatchObject({ id: demo.id, username: demo.username });
    const anon = await thrown(requireDemoUser(page("/demo/videos/1"), appEnv()));
    expect(anon.headers.get("location")).toBe("/demo?redirectTo=%2Fdemo%2Fvideos%2F1");
  });
});
