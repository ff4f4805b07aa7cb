import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { listAudit } from "../../app/server/operations/audit.server";
import { bearer, codeAt, createStaff, fromIp, mintToken } from "./auth";
import { client } from "./helpers";

const ENROL_FIRST = "Set up two-factor sign-in before using the staff area";

/** forced enrolment of admins, the 15-minute step-up, and the append-only staff audit log. */
const entries = async (action: string) =>
  (await env.DB.prepare("SELECT actor_email, action, target, detail, ip FROM staff_audit WHERE action = ?1 ORDER BY id").bind(action).all()).results;

describe("admins must have a second factor", () => {
  it("an admin without one gets 403 everywhere but enrolment, and can enrol", async () => {
    const admin = await createStaff("admin", { secondFactor: false });
    const { token } = await mintToken(admin.id, "staff", { secondFactor: false });
    await expect(await client().api.users.$get(undefined, { headers: bearer(token) })).toBeApiError(403, ENROL_FIRST, [
      { path: "enrol", message: ENROL_FIRST },
    ]);
    expect((await client().api.profile.$get(undefined, { headers: bearer(token) })).status).toBe(403);
    expect(await (await client().api["2fa"].$get(undefined, { headers: bearer(token) })).json()).toEqual({ enrolled: false });
    const setup = await client().api["2fa"].setup.$post({ json: { password: admin.password } }, { headers: bearer(token) });
    expect(setup.status).toBe(200);
    const { secret } = await setup.json();
    const confirm = await client().api["2fa"].confirm.$post({ json: { code: await codeAt({ totpSecret: secret }, Date.now()) } }, { headers: bearer(token) });
    expect(confirm.status).toBe(200);
    expect((await client().api.users.$get(undefined, { headers: bearer(token) })).status).toBe(200);
    expect(await entries("2fa.enrol")).toEqual([expect.objectContaining({ actor_email: admin.email, target: admin.email })]);
  });

  it("an editor without one is held back the same way", async () => {
    const editor = await createStaff("editor", { secondFactor: false });
    const { token } = await mintToken(editor.id, "staff", { secondFactor: false });
    expect((await client().api.profile.$get(undefined, { headers: bearer(token) })).status).toBe(403);
  });
});

describe("step-up: managing users needs the password and a code from the last 15 minutes", () => {
  it("refuses with 403 after 15 minutes, and POST /api/reauth opens it again", async () => {
    const admin = await createStaff("admin");
    const { token, session } = await mintToken(admin.id, "staff");
    await env.DB.prepare("UPDATE sessions SET reauth_at = ?2 WHERE id = ?1")
      .bind(session.id, new Date(Date.now() - 16 * 60_000).toISOString())
      .run();
    const body = { email: "stepup@meridian-fs.example", name: "Step Up", role: "editor" as const, password: "a-long-enough-password-1" };
    const refused = await client().api["add-user"].$post({ json: body }, { headers: bearer(token) });
    expect(refused.status).toBe(403);
    // A refusal is thrown by the route, so its shape is not in the client's type.
    expect(((await refused.json()) as unknown as { issues: { path: string }[] }).issues[0]!.path).toBe("reauth");
    // Reading is not managing.
    expect((await client().api.users.$get(undefined, { headers: bearer(token) })).status).toBe(200);

    const wrong = await client().api.reauth.$post(
      { json: { password: "not-the-password", code: "000000" } },
      { headers: fromIp("198.18.40.1", bearer(token)) },
    );
    expect(wrong.status).toBe(400);
    // Both factors (decision record 0036): the password and a code.
    const both = await client().api.reauth.$post(
      { json: { password: admin.password, code: await codeAt(admin, Date.now()) } },
      { headers: fromIp("198.18.40.1", bearer(token)) },
    );
    expect(both.status).toBe(200);
    expect((await client().api["add-user"].$post({ json: body }, { headers: bearer(token) })).status).toBe(201);
    expect(await entries("user.create")).toEqual([expect.objectContaining({ actor_email: admin.email, target: body.email, detail: "role editor" })]);
    expect(await entries("reauth.failure")).toEqual([expect.objectContaining({ detail: "wrong password" })]);
    expect((await entries("reauth.success")).length).toBe(1);
  });
});

describe("staff audit log", () => {
  it("records sign-ins and failures with the address, and refuses to change or delete an entry", async () => {
    const editor = await createStaff("editor");
    const ip = "198.18.41.7";
    await client().api.login.$post({ json: { email: editor.email, password: "wrong-password" } }, { headers: fromIp(ip) });
    await client().api.login.$post({ json: { email: editor.email, password: editor.password } }, { headers: fromIp(ip) });
    await client().api.login.$post({ json: { email: editor.email, password: editor.password, code: "000000" } }, { headers: fromIp(ip) });
    const ok = await client().api.login.$post(
      { json: { email: editor.email, password: editor.password, code: await codeAt(editor, Date.now()) } },
      { headers: fromIp(ip) },
    );
    expect(ok.status).toBe(200);
    const failures = (await entries("signin.failure")).filter((e) => e.actor_email === editor.email);
    expect(failures.map((f) => [f.detail, f.ip])).toEqual([
      ["wrong password", ip],
      ["wrong second-factor code", ip],
    ]);
    expect((await entries("signin.success")).filter((e) => e.actor_email === editor.email)).toEqual([
      expect.objectContaining({ detail: "with authenticator code", ip }),
    ]);
    await expect(env.DB.prepare("UPDATE staff_audit SET detail = 'x'").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM staff_audit").run()).rejects.toThrow(/append-only/);
  });

  it("lists newest first with filters and pages", async () => {
    const page = await listAudit(env.DB, { action: "signin.failure", page: 1 });
    expect(page.items.every((r) => r.action === "signin.failure")).toBe(true);
    const byActor = await listAudit(env.DB, { actor: "nobody-at-all", page: 1 });
    expect(byActor).toMatchObject({ total: 0, items: [], page: 1, pages: 1 });
    const all = await listAudit(env.DB, { page: 1 });
    const times = all.items.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe("every staff change writes its audit row", () => {
  const rowsOf = async (actorId: string) =>
    (
      await env.DB.prepare("SELECT action, target, detail FROM staff_audit WHERE actor_id = ?1 ORDER BY id")
        .bind(actorId)
        .all<{ action: string; target: string; detail: string }>()
    ).results;

  it("a staff member's own name change", async () => {
    const editor = await createStaff("editor");
    const headers = bearer((await mintToken(editor.id, "staff")).token);
    expect((await client().api.profile.$put({ json: { name: "Renamed Person" } }, { headers })).status).toBe(200);
    expect(await rowsOf(editor.id)).toEqual([{ action: "profile.name", target: editor.email, detail: "own name" }]);
  });

  it("each step of a demo multipart upload: start, part, complete, and cancel", async () => {
    const admin = await createStaff("admin");
    const headers = bearer((await mintToken(admin.id, "staff")).token);
    const bytes = new Uint8Array(4000).fill(7);
    const start = async (filename: string) => {
      const res = await client().api["demo-uploads"].$post({ json: { filename, contentType: "image/png", size: bytes.length } }, { headers });
      expect(res.status).toBe(201);
      return (await res.json()).id;
    };
    const kept = await start("kept.png");
    // The part's bytes are the request body as they are (the route streams them to R2, no validator).
    const part = await client().api["demo-uploads"][":id"].parts[":partNumber"].$put(
      { param: { id: kept, partNumber: "1" } },
      { headers: { ...headers, "Content-Type": "application/octet-stream", "Content-Length": String(bytes.length) }, init: { body: bytes } },
    );
    expect(part.status).toBe(200);
    expect((await client().api["demo-uploads"][":id"].complete.$post({ param: { id: kept } }, { headers })).status).toBe(200);
    const dropped = await start("dropped.png");
    expect((await client().api["demo-uploads"][":id"].$delete({ param: { id: dropped } }, { headers })).status).toBe(200);
    expect(await rowsOf(admin.id)).toEqual([
      { action: "demo.upload.start", target: "kept.png", detail: `upload ${kept}` },
      { action: "demo.upload.part", target: "kept.png", detail: `upload ${kept}` },
      { action: "demo.upload.complete", target: "kept.png", detail: `upload ${kept}, 4000 bytes` },
      { action: "demo.upload.start", target: "dropped.png", detail: `upload ${dropped}` },
      { action: "demo.upload.abort", target: "dropped.png", detail: `upload ${dropped}` },
    ]);
  });
});
