import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/demo.videos.$id";
import { createSession } from "../../app/server/auth/sessions.server";
import { cookieName } from "../../app/server/auth/sessionCookies.server";
import { signToken } from "../../app/server/auth/tokens.server";
import { demoUser, unique } from "./support/fixtures";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";

const { env, context } = await platform();

/** A demo user signed in, and a video granted to them (its bytes are not needed: the action records, it does not stream). */
async function viewerWithVideo() {
  const viewer = await demoUser(env);
  const video = { id: crypto.randomUUID(), key: `demo/route-${unique()}.mp4` };
  await env.DB.prepare(
    `INSERT INTO demo_items (id, kind, title, product_id, r2_key, content_type, size_bytes, duration_seconds)
     VALUES (?1, 'video', 'Month-end close', 'loan-cashier', ?2, 'video/mp4', 4096, 120)`,
  )
    .bind(video.id, video.key)
    .run();
  await env.DB.prepare("INSERT INTO demo_grants (demo_user_id, demo_item_id) VALUES (?1, ?2)").bind(viewer.id, video.id).run();
  const session = await createSession(env.DB, { audience: "demo", userId: viewer.id, persistent: false });
  const token = await signToken(env, { sub: viewer.id, jti: session.id, aud: "demo", exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  const post = (fields: Record<string, string>) =>
    postForm(route.action, `http://127.0.0.1/demo/videos/${video.id}`, fields, context, {
      cookie: `${cookieName(env, "demo")}=${token}`,
      params: { id: video.id },
    });
  const plays = () =>
    env.DB.prepare("SELECT count(*) AS n FROM demo_views WHERE demo_user_id = ?1 AND demo_item_id = ?2 AND action = 'play'")
      .bind(viewer.id, video.id)
      .first("n");
  return { post, plays };
}

describe("/demo/videos/:id's action (app/routes/demo.videos.$id.tsx): its intents", () => {
  it("records the first play (intent=play)", async () => {
    const { post, plays } = await viewerWithVideo();
    expect(await post({ intent: "play" })).toMatchObject({ status: 200, body: { recorded: true } });
    expect(await plays()).toBe(1);
  });

  it("answers an unknown or missing intent 400 with the one 'Unknown action' message, and records nothing", async () => {
    const { post, plays } = await viewerWithVideo();
    for (const fields of [{ intent: "rewind" }, { intent: "PLAY" }, {}] as Record<string, string>[]) {
      expect(await post(fields)).toMatchObject({ status: 400, body: { error: "Unknown action" } });
    }
    expect(await plays()).toBe(0);
  });
});
