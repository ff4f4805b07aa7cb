import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createDemoUser, createStaff, mintToken, signedInHeaders, type TestDemoUser } from "./auth";
import { createDemoItem, grant } from "./demoFixtures";
import type { InferRequestType } from "hono/client";
import { client } from "./helpers";

/**
 * The spec's DemoAccess endpoints: behaviour behind the authorization matrix (which covers who
 * may call each one): create, update, list, delete, grants, scoping of demo users to their own.
 */
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await signedInHeaders("admin");
});

/** What UserDemoAccessSaveorEdit takes (the typed client's body). */
type DemoUserBody = InferRequestType<ReturnType<typeof client>["api"]["UserDemoAccessSaveorEdit"]["$post"]>["json"];

const newUser = (overrides: Partial<DemoUserBody> = {}) => ({
  name: "Robin Buyer",
  company: "Harbour Savings Bank",
  email: "Robin.Buyer@Harbour.example",
  username: `robin-${crypto.randomUUID().slice(0, 8)}`,
  password: "a-demo-password-long-enough",
  accessUntil: "2099-12-31",
  active: true,
  ...overrides,
});

async function saveUser(body: DemoUserBody, headers = admin) {
  return client().api.UserDemoAccessSaveorEdit.$post({ json: body }, { headers });
}

async function signIn(username: string, password: string, ip = "198.18.8.8") {
  return client().api.DemoAccessUserLogin.$post({ json: { username, password } }, { headers: { "CF-Connecting-IP": ip } });
}

describe("UserDemoAccessSaveorEdit", () => {
  it("creates a demo user who can sign in, with their grants; the password never comes back", async () => {
    const item = await createDemoItem();
    const input = newUser({ itemIds: [item.id] });
    const res = await saveUser(input);
    expect(res.status).toBe(201);
    const { user } = await res.json();
    expect(user).toMatchObject({
      name: "Robin Buyer",
      company: "Harbour Savings Bank",
      email: "robin.buyer@harbour.example",
      username: input.username,
      active: true,
      accessUntil: "2099-12-31",
      expiresAt: "2099-12-31T23:59:59.999Z",
      status: "active",
      itemIds: [item.id],
      grantCount: 1,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash/i);
    const login = await signIn(input.username, input.password);
    expect(login.status).toBe(200);
  });

  it("validates with the error shape: short password, bad username, bad date, unknown item", async () => {
    const res = await saveUser(newUser({ password: "short", username: "has space", accessUntil: "31/12/2099", email: "nope" }));
    expect(res.status).toBe(400);
    // A refusal is thrown by the route, so its shape is not in the client's type.
    const body = (await res.json()) as unknown as { error: string; issues: { path: string; message: string }[] };
    expect(body.error).toBe("Please provide required values");
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "password", message: "Password must be at least 12 characters" },
        { path: "username", message: "Use letters, digits, dots, dashes and underscores only" },
        { path: "accessUntil", message: "Enter a date as YYYY-MM-DD" },
        { path: "email", message: "Enter a valid email address" },
      ]),
    );
    // Without a password the prospect is invited by e-mail instead (demoInvitations.test.ts).
    const noPassword = await saveUser(newUser({ password: undefined }));
    expect(noPassword.status).toBe(201);
    const unknownItem = await saveUser(newUser({ itemIds: [crypto.randomUUID()] }));
    expect(unknownItem.status).toBe(400);
    expect(await unknownItem.json()).toMatchObject({ issues: [{ path: "itemIds" }] });
  });

  it("refuses a username that is taken (any case) with 409 on the username field", async () => {
    const first = newUser();
    await saveUser(first);
    const res = await saveUser(newUser({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ issues: [{ path: "username", message: "This username is already taken" }] });
  });

  it("updates details and replaces grants; without itemIds the grants stay", async () => {
    const [a, b, c] = await Promise.all([createDemoItem(), createDemoItem({ kind: "image" }), createDemoItem()]);
    const created = await (await saveUser(newUser({ itemIds: [a.id, b.id] }))).json();
    const id = created.user.id;
    const res = await saveUser({
      id,
      ...newUser({ username: created.user.username, password: undefined, name: "Robin B. Buyer", accessUntil: null, itemIds: [b.id, c.id] }),
    });
    expect(res.status).toBe(200);
    const { user } = await res.json();
    expect(user.name).toBe("Robin B. Buyer");
    expect(user.accessUntil).toBeNull();
    expect(user.itemIds.sort()).toEqual([b.id, c.id].sort());
    const kept = await (await saveUser({ id, ...newUser({ username: created.user.username, password: undefined }) })).json();
    expect(kept.user.itemIds.sort()).toEqual([b.id, c.id].sort());
    expect((await saveUser({ id: crypto.randomUUID(), ...newUser({ password: undefined }) })).status).toBe(404);
  });

  it("a password reset ends the user's sessions; deactivation and expiry refuse their token at once", async () => {
    const input = newUser();
    const { user } = await (await saveUser(input)).json();
    const token = (await (await signIn(input.username, input.password, "198.18.8.9")).json()).token1;
    const asDemo = () => client().api.GetDemoAccessVideoData.$get(undefined, { headers: bearer(token) });
    expect((await asDemo()).status).toBe(200);

    await saveUser({ id: user.id, ...input, active: false, password: undefined });
    expect((await asDemo()).status).toBe(401);
    const refused = await signIn(input.username, input.password, "198.18.8.9");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "This demo access has been deactivated. Please contact us to restore it." });

    await saveUser({ id: user.id, ...input, active: true, accessUntil: "2020-01-31", password: undefined });
    expect((await asDemo()).status).toBe(401);
    expect(await (await signIn(input.username, input.password, "198.18.8.9")).json()).toMatchObject({
      error: "This demo access expired on January 31, 2020. Please contact us to extend it.",
    });

    await saveUser({ id: user.id, ...input, password: undefined });
    expect((await asDemo()).status).toBe(200);
    await saveUser({ id: user.id, ...input, password: "a-brand-new-password-1" });
    expect((await asDemo()).status).toBe(401);
    expect((await signIn(input.username, "a-brand-new-password-1", "198.18.8.9")).status).toBe(200);
  });
});

describe("DemoAccessUserGetData, DemoAccessUserGetDataByUserId, DemoAccessDeleteUsers", () => {
  it("lists demo users with status and activity counts", async () => {
    const expired = await createDemoUser({ expiresAt: "2021-05-01T23:59:59.999Z" });
    const inactive = await createDemoUser({ active: false });
    const item = await createDemoItem({ grantTo: [expired.id] });
    await env.DB.prepare("INSERT INTO demo_views (demo_user_id, demo_item_id, action) VALUES (?1, ?2, 'play'), (?1, ?2, 'play'), (?1, ?2, 'view')")
      .bind(expired.id, item.id)
      .run();
    const { users } = await (await client().api.DemoAccessUserGetData.$get(undefined, { headers: admin })).json();
    expect(users.find((u) => u.id === expired.id)).toMatchObject({ status: "expired", playCount: 2, viewCount: 1, grantCount: 1 });
    expect(users.find((u) => u.id === inactive.id)).toMatchObject({ status: "deactivated" });
  });

  it("returns one user's record with grants and activity; a demo user may read only their own", async () => {
    const demo = await createDemoUser();
    const other = await createDemoUser();
    const item = await createDemoItem({ grantTo: [demo.id], title: "Trust accounting tour" });
    await env.DB.prepare("INSERT INTO demo_views (demo_user_id, demo_item_id, action) VALUES (?1, ?2, 'play')").bind(demo.id, item.id).run();
    const staff = await (await client().api.DemoAccessUserGetDataByUserId[":userId"].$get({ param: { userId: demo.id } }, { headers: admin })).json();
    expect(staff).toMatchObject({
      user: { id: demo.id, itemIds: [item.id] },
      activity: [{ itemId: item.id, title: "Trust accounting tour", kind: "video", action: "play" }],
    });
    const demoHeaders = bearer((await mintToken(demo.id, "demo")).token);
    expect((await client().api.DemoAccessUserGetDataByUserId[":userId"].$get({ param: { userId: demo.id } }, { headers: demoHeaders })).status).toBe(200);
    expect((await client().api.DemoAccessUserGetDataByUserId[":userId"].$get({ param: { userId: other.id } }, { headers: demoHeaders })).status).toBe(403);
    expect((await client().api.DemoAccessUserGetDataByUserId[":userId"].$get({ param: { userId: crypto.randomUUID() } }, { headers: admin })).status).toBe(404);
  });

  it("deleting a demo user ends their sessions and removes their grants and activity", async () => {
    const demo = await createDemoUser();
    const item = await createDemoItem({ grantTo: [demo.id] });
    await env.DB.prepare("INSERT INTO demo_views (demo_user_id, demo_item_id, action) VALUES (?1, ?2, 'view')").bind(demo.id, item.id).run();
    const token = (await mintToken(demo.id, "demo")).token;
    expect((await client()["demo-media"].items[":id"].$get({ param: { id: item.id } }, { headers: bearer(token) })).status).toBe(200);
    const res = await client().api.DemoAccessDeleteUsers[":id"].$delete({ param: { id: demo.id } }, { headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: { id: demo.id, username: demo.username } });
    expect((await client()["demo-media"].items[":id"].$get({ param: { id: item.id } }, { headers: bearer(token) })).status).toBe(401);
    for (const table of ["sessions", "demo_grants", "demo_views"]) {
      const n = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE demo_user_id = ?1`).bind(demo.id).first<{ n: number }>();
      expect(n!.n, table).toBe(0);
    }
    expect((await client().api.DemoAccessDeleteUsers[":id"].$delete({ param: { id: demo.id } }, { headers: admin })).status).toBe(404);
  });
});

describe("content: DemoAccessGetData, DemoAccessSaveorEdit (update), DemoAccessDeleteData", () => {
  it("lists every item for staff, by kind on request, with product name and link", async () => {
    const video = await createDemoItem({ productId: "fed-funds" });
    const image = await createDemoItem({ kind: "image" });
    const all = await (await client().api.DemoAccessGetData.$get({ query: {} }, { headers: admin })).json();
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([video.id, image.id]));
    const videos = await (await client().api.DemoAccessGetData.$get({ query: { kind: "video" } }, { headers: admin })).json();
    expect(videos.items.every((i) => i.kind === "video")).toBe(true);
    expect(videos.items.find((i) => i.id === video.id)).toMatchObject({
      productName: "Fed Funds",
      productPath: "/bank_operations/fed-funds",
      url: `/demo-media/items/${video.id}`,
    });
    expect((await client().api.DemoAccessGetData.$get({ query: { kind: "audio" } }, { headers: admin })).status).toBe(400);
  });

  it("updates an item's words and product; refuses an unknown product", async () => {
    const item = await createDemoItem();
    const res = await client().api.DemoAccessSaveorEdit.$post(
      { json: { id: item.id, title: "New title", description: "Now with words.", productId: "central-bank-bonds" } },
      { headers: admin },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      item: { id: item.id, title: "New title", description: "Now with words.", productId: "central-bank-bonds", productName: "Central Bank Bonds" },
    });
    const bad = await client().api.DemoAccessSaveorEdit.$post({ json: { id: item.id, title: "x", productId: "not-a-product" } }, { headers: admin });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ issues: [{ path: "productId", message: "Product is Required" }] });
    expect(
      (await client().api.DemoAccessSaveorEdit.$post({ json: { id: crypto.randomUUID(), title: "x", productId: "central-bank-bonds" } }, { headers: admin }))
        .status,
    ).toBe(404);
  });

  it("removing a poster deletes its object", async () => {
    const item = await createDemoItem({ poster: true });
    expect(await env.MEDIA.head(item.posterKey!)).not.toBeNull();
    const res = await client().api.DemoAccessSaveorEdit.$post(
      { json: { id: item.id, title: "No poster", productId: "central-bank-bonds", posterUploadId: null } },
      { headers: admin },
    );
    expect(await res.json()).toMatchObject({ item: { hasPoster: false, posterUrl: null } });
    expect(await env.MEDIA.head(item.posterKey!)).toBeNull();
  });

  it("deleting an item removes its R2 objects, grants and views", async () => {
    const demo = await createDemoUser();
    const item = await createDemoItem({ poster: true, grantTo: [demo.id] });
    await env.DB.prepare("INSERT INTO demo_views (demo_user_id, demo_item_id, action) VALUES (?1, ?2, 'play')").bind(demo.id, item.id).run();
    const res = await client().api.DemoAccessDeleteData[":id"].$delete({ param: { id: item.id } }, { headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: { id: item.id } });
    expect(await env.MEDIA.head(item.key)).toBeNull();
    expect(await env.MEDIA.head(item.posterKey!)).toBeNull();
    for (const table of ["demo_grants", "demo_views"]) {
      const n = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE demo_item_id = ?1`).bind(item.id).first<{ n: number }>();
      expect(n!.n, table).toBe(0);
    }
    expect((await client().api.DemoAccessDeleteData[":id"].$delete({ param: { id: item.id } }, { headers: admin })).status).toBe(404);
  });
});

describe("what a demo user sees: GetDemoAccessVideoData, GetDemoAccessImageData, DemoAccessGetDataByUserId", () => {
  let demo: TestDemoUser;
  let demoHeaders: Record<string, string>;
  let mine: { video: string; image: string };
  let notMine: { video: string; image: string };

  beforeAll(async () => {
    demo = await createDemoUser();
    demoHeaders = bearer((await mintToken(demo.id, "demo")).token);
    mine = { video: (await createDemoItem({ grantTo: [demo.id] })).id, image: (await createDemoItem({ kind: "image", grantTo: [demo.id] })).id };
    notMine = { video: (await createDemoItem()).id, image: (await createDemoItem({ kind: "image" })).id };
  });

  it("a demo user gets only the videos and images granted to them, without grant counts", async () => {
    const { videos } = await (await client().api.GetDemoAccessVideoData.$get(undefined, { headers: demoHeaders })).json();
    expect(videos!.map((v) => v.id)).toEqual([mine.video]);
    expect(videos![0]).not.toHaveProperty("grantCount");
    const { images } = await (await client().api.GetDemoAccessImageData.$get(undefined, { headers: demoHeaders })).json();
    expect(images!.map((v) => v.id)).toEqual([mine.image]);
  });

  it("staff with demo:manage get every video and image", async () => {
    const { videos } = await (await client().api.GetDemoAccessVideoData.$get(undefined, { headers: admin })).json();
    expect(videos!.map((v) => v.id)).toEqual(expect.arrayContaining([mine.video, notMine.video]));
    const { images } = await (await client().api.GetDemoAccessImageData.$get(undefined, { headers: admin })).json();
    expect(images!.map((v) => v.id)).toEqual(expect.arrayContaining([mine.image, notMine.image]));
  });

  it("DemoAccessGetDataByUserId: a demo user only for themselves, staff for anyone", async () => {
    const own = await (await client().api.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: demo.id } }, { headers: demoHeaders })).json();
    expect(own.items.map((i) => i.id).sort()).toEqual([mine.video, mine.image].sort());
    const other = await createDemoUser();
    await grant(other.id, notMine.video);
    expect((await client().api.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: other.id } }, { headers: demoHeaders })).status).toBe(403);
    const staff = await (await client().api.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: other.id } }, { headers: admin })).json();
    expect(staff.items.map((i) => i.id)).toEqual([notMine.video]);
    expect((await client().api.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: crypto.randomUUID() } }, { headers: admin })).status).toBe(404);
  });

  it("an editor (no demo:manage) is refused", async () => {
    const editor = bearer((await mintToken((await createStaff("editor")).id, "staff")).token);
    expect((await client().api.GetDemoAccessVideoData.$get(undefined, { headers: editor })).status).toBe(403);
    expect((await client().api.DemoAccessGetDataByUserId[":userId"].$get({ param: { userId: demo.id } }, { headers: editor })).status).toBe(403);
  });
});
