import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, codeAt, createStaff, fromIp, json, mintToken, type TestStaff } from "./auth";
import { api, client, errorBodyOf, errorOf } from "./helpers";

let admin: TestStaff;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  admin = await createStaff("admin", { name: "Ada Admin" });
  adminHeaders = bearer((await mintToken(admin.id, "staff")).token);
});

describe("GET /api/users", () => {
  it("lists staff users without their password hashes", async () => {
    const res = await client().api.users.$get(undefined, { headers: adminHeaders });
    expect(res.status).toBe(200);
    const { users } = await res.json();
    const me = users.find((u) => u.id === admin.id);
    expect(me).toMatchObject({ email: admin.email, name: "Ada Admin", role: "admin" });
    expect(Object.keys(me!).sort()).toEqual(["createdAt", "email", "id", "lastLoginAt", "name", "role", "timeZone", "updatedAt"]);
  });

  it("answers 'Error Getting Data' (404) for an unknown id", async () => {
    const res = await client().api.users[":id"].$get({ param: { id: crypto.randomUUID() } }, { headers: adminHeaders });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("Error Getting Data");
  });
});

describe("POST /api/add-user", () => {
  it("creates a user who can then sign in", async () => {
    const res = await client().api["add-user"].$post(
      { json: { email: "New.Person@Meridian-FS.example", name: "  New Person ", role: "editor", password: "twelve-chars-min" } },
      { headers: adminHeaders },
    );
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toMatchObject({ email: "new.person@meridian-fs.example", name: "New Person", role: "editor" });
    const signIn = await client().api.login.$post(
      { json: { email: "new.person@meridian-fs.example", password: "twelve-chars-min" } },
      { headers: fromIp("203.0.113.80") },
    );
    expect(signIn.status).toBe(200);
  });

  it("refuses a duplicate e-mail (whatever its case) with 409", async () => {
    const res = await client().api["add-user"].$post(
      { json: { email: admin.email.toUpperCase(), name: "Dup", role: "editor", password: "twelve-chars-min" } },
      { headers: adminHeaders },
    );
    expect(res.status).toBe(409);
    expect(await errorBodyOf(res)).toMatchObject({ error: "A user with this email already exists", issues: [{ path: "email" }] });
  });

  it("applies the password and role rules, storing nothing on failure", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM staff_users").first<{ n: number }>();
    // raw: a role the schema does not have, which the typed client refuses to send.
    const res = await api(
      "/api/add-user",
      json("POST", { email: "short@meridian-fs.example", name: "Short", role: "owner", password: "eleven-char" }, adminHeaders),
    );
    expect(res.status).toBe(400);
    const body = await errorBodyOf(res);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "password", message: "Password must be at least 12 characters" },
        { path: "role", message: "Choose a role" },
      ]),
    );
    const after = await env.DB.prepare("SELECT count(*) AS n FROM staff_users").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });
});

describe("DELETE /api/users/:id", () => {
  it("deletes a user and ends their sessions at once", async () => {
    const victim = await createStaff("editor");
    const { token } = await mintToken(victim.id, "staff", { persistent: true });
    expect((await client().api.profile.$get(undefined, { headers: bearer(token) })).status).toBe(200);
    const res = await client().api.users[":id"].$delete({ param: { id: victim.id } }, { headers: adminHeaders });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: { id: victim.id, email: victim.email } });
    expect((await client().api.profile.$get(undefined, { headers: bearer(token) })).status).toBe(401);
    expect((await client().api.users[":id"].$get({ param: { id: victim.id } }, { headers: adminHeaders })).status).toBe(404);
  });

  it("refuses to delete yourself", async () => {
    const res = await client().api.users[":id"].$delete({ param: { id: admin.id } }, { headers: adminHeaders });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("You cannot delete your own account");
  });

  it("answers 404 for an unknown user", async () => {
    const res = await client().api.users[":id"].$delete({ param: { id: crypto.randomUUID() } }, { headers: adminHeaders });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("User not found");
  });
});

describe("/api/profile", () => {
  it("reads and renames the signed-in user", async () => {
    const user = await createStaff("editor", { name: "Old Name" });
    const headers = bearer((await mintToken(user.id, "staff")).token);
    expect(await (await client().api.profile.$get(undefined, { headers })).json()).toMatchObject({ id: user.id, name: "Old Name", role: "editor" });
    const res = await client().api.profile.$put({ json: { name: "New Name" } }, { headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: "New Name" });
  });

  it("refuses a role change or unknown fields", async () => {
    const headers = bearer((await mintToken((await createStaff("editor")).id, "staff")).token);
    // raw: fields the profile's schema does not have, which the typed client refuses to send.
    expect((await api("/api/profile", json("PUT", { role: "admin" }, headers))).status).toBe(400);
    // raw: a field the profile's schema does not have, beside one it has.
    expect((await api("/api/profile", json("PUT", { name: "X", role: "admin" }, headers))).status).toBe(400);
  });

  it("changes the password with the current one and ends the user's other sessions", async () => {
    const user = await createStaff("editor");
    const mine = await mintToken(user.id, "staff");
    const other = await mintToken(user.id, "staff", { persistent: true });
    const headers = fromIp("203.0.113.90", bearer(mine.token));

    const noCurrent = await client().api.profile.$put({ json: { newPassword: "a-brand-new-password" } }, { headers });
    expect(noCurrent.status).toBe(400);
    expect(await errorBodyOf(noCurrent)).toMatchObject({ issues: [{ path: "currentPassword", message: "Current password is Required" }] });

    const wrong = await client().api.profile.$put({ json: { currentPassword: "nope", newPassword: "a-brand-new-password", name: "Not Applied" } }, { headers });
    expect(wrong.status).toBe(400);
    expect(await errorBodyOf(wrong)).toMatchObject({ error: "Current password is incorrect", issues: [{ path: "currentPassword" }] });
    expect(await (await client().api.profile.$get(undefined, { headers })).json()).toMatchObject({ name: user.name });

    const ok = await client().api.profile.$put({ json: { currentPassword: user.password, newPassword: "a-brand-new-password" } }, { headers });
    expect(ok.status).toBe(200);
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(mine.token) })).status).toBe(200);
    expect((await client().api.checklogin.$get(undefined, { headers: bearer(other.token) })).status).toBe(401);

    const login = async (password: string) =>
      client().api.login.$post({ json: { email: user.email, password, code: await codeAt(user, Date.now()) } }, { headers: fromIp("203.0.113.91") });
    expect((await login(user.password)).status).toBe(401);
    expect((await login("a-brand-new-password")).status).toBe(200);
  });

  it("throttles guesses of the current password like sign-ins", async () => {
    const user = await createStaff("editor");
    const { token } = await mintToken(user.id, "staff");
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      const body = { currentPassword: `guess-${i}`, newPassword: "a-brand-new-password" };
      statuses.push((await client().api.profile.$put({ json: body }, { headers: fromIp(`198.51.104.${i}`, bearer(token)) })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await client().api.profile.$put(
      { json: { currentPassword: user.password, newPassword: "a-brand-new-password" } },
      { headers: bearer(token) },
    );
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
  });
});
