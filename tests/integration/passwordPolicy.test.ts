import { describe, expect, it } from "vitest";
import { bearer, codeAt, createStaff, mintToken, signedInHeaders } from "./auth";
import { client, errorBodyOf } from "./helpers";

/**
 * A password chosen anywhere (a new staff account, a password change, a demo user's password set
 * or reset by staff) is at least 12 characters and not among the 100,000 most common passwords,
 * ignoring case; the check runs offline, from the list shipped with the project.
 */
const COMMON = ["password1234", "Password1234", "QWERTYUIOP123", "1qaz2wsx3edc", "123456789012"];
const TOO_COMMON = "This password is too common: it is among the 100,000 most used. Choose another";

describe("password policy", () => {
  it("refuses common passwords for a new staff account with 400 and says why", async () => {
    const headers = await signedInHeaders("admin");
    for (const password of COMMON) {
      const res = await client().api["add-user"].$post(
        { json: { email: `p-${crypto.randomUUID()}@meridian-fs.example`, name: "P", role: "editor", password } },
        { headers },
      );
      expect(res.status, password).toBe(400);
      expect((await errorBodyOf(res)).issues).toEqual([{ path: "password", message: TOO_COMMON }]);
    }
    const ok = await client().api["add-user"].$post(
      { json: { email: `p-${crypto.randomUUID()}@meridian-fs.example`, name: "P", role: "editor", password: "correct horse battery" } },
      { headers },
    );
    expect(ok.status).toBe(201);
  });

  it("refuses a common new password on a change, and keeps the old one", async () => {
    const user = await createStaff("editor");
    const { token } = await mintToken(user.id, "staff");
    const res = await client().api.profile.$put({ json: { currentPassword: user.password, newPassword: "password1234" } }, { headers: bearer(token) });
    expect(res.status).toBe(400);
    expect((await errorBodyOf(res)).issues).toEqual([{ path: "newPassword", message: TOO_COMMON }]);
    const signIn = await client().api.login.$post(
      { json: { email: user.email, password: user.password, code: await codeAt(user, Date.now()) } },
      { headers: { "CF-Connecting-IP": "198.18.20.1" } },
    );
    expect(signIn.status).toBe(200);
  });

  it("refuses a common password when staff set or reset a demo user's password", async () => {
    const headers = await signedInHeaders("admin");
    const body = { name: "Pat", email: "pat@cu.example", username: `pp-${Date.now().toString(36)}`, password: "Password1234", itemIds: [] };
    const res = await client().api.UserDemoAccessSaveorEdit.$post({ json: body }, { headers });
    expect(res.status).toBe(400);
    expect((await errorBodyOf(res)).issues).toContainEqual({ path: "password", message: TOO_COMMON });
  });

  it("still refuses short passwords by length", async () => {
    const headers = await signedInHeaders("admin");
    const res = await client().api["add-user"].$post(
      { json: { email: `p-${crypto.randomUUID()}@meridian-fs.example`, name: "P", role: "editor", password: "password1" } },
      { headers },
    );
    expect(res.status).toBe(400);
    expect((await errorBodyOf(res)).issues?.[0]?.message).toBe("Password must be at least 12 characters");
  });
});
