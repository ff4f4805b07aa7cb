import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { editPost, setPostPublished } from "../../../app/server/blog/postOperations.server";
import { gatherLaunchItems } from "../../../app/server/launch/launchChecks.server";
import { SAMPLE_PUBLISH_REFUSED } from "../../../app/server/launch/sampleContent.server";
import { setStoryPublished } from "../../../app/server/stories/storyOperations.server";
import { confirmTrustFact } from "../../../app/server/trust/trustFacts.server";
import { appEnv, createStaff } from "../auth";
import { callAs } from "../operations/atomicity";

/** The go-live checklist (decision record 0038): what it lists, that a fixed item leaves it, and sample content kept off the live site. */
const NOW = new Date("2026-11-25T12:00:00.000Z");
const tag = () => crypto.randomUUID().slice(0, 8);
const labels = async () => (await gatherLaunchItems(appEnv(), NOW)).map((i) => i.label);

async function sampleStory(published = false) {
  const id = crypto.randomUUID();
  const name = `Sample Bank ${tag()}`;
  await env.DB.prepare(
    `INSERT INTO customer_stories (id, slug, headline, customer_name, segment, region, challenge, solution, results_json, published, sample)
     VALUES (?1, ?2, 'A headline', ?3, 'community', 'Europe', 'A challenge.', 'A solution.', '[]', ?4, 1)`,
  )
    .bind(id, `sample-${id.slice(0, 8)}`, name, published ? 1 : 0)
    .run();
  return { id, name };
}

async function samplePost(published = false) {
  const categoryId = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO blog_categories (id, name, slug) VALUES (?1, ?2, ?3)").bind(categoryId, `Cat ${categoryId}`, `cat-${categoryId}`).run();
  const id = crypto.randomUUID();
  const title = `Welcome ${tag()}`;
  await env.DB.prepare(
    `INSERT INTO blog_posts (id, slug, title, body_md, category_id, published, published_at, sample) VALUES (?1, ?2, ?3, 'Sample words.', ?4, ?5, ?6, 1)`,
  )
    .bind(id, `welcome-${id.slice(0, 8)}`, title, categoryId, published ? 1 : 0, published ? NOW.toISOString() : null)
    .run();
  return { id, title };
}

describe("the go-live checklist", () => {
  it("lists sample stories and posts, facts to confirm or not reviewed in a year, brochures and the local configuration", async () => {
    const story = await sampleStory();
    const post = await samplePost();
    const items = await gatherLaunchItems(appEnv(), NOW);
    expect(items).toContainEqual({ area: "Sample content", label: `Customer story “${story.name}” is sample content`, fixHref: `/admin/stories/${story.id}` });
    expect(items).toContainEqual({ area: "Sample content", label: `News post “${post.title}” is sample content`, fixHref: `/admin/blog/${post.id}` });
    expect(items).toContainEqual(
      expect.objectContaining({ area: "Products", fixHref: "/admin/brochures", label: expect.stringMatching(/products have no brochure$/) }),
    );
    const config = items.filter((i) => i.area === "Configuration").map((i) => i.label);
    expect(config).toEqual(
      expect.arrayContaining([
        expect.stringContaining("EMAIL_TRANSPORT=sink"),
        expect.stringContaining("runs in test mode"),
        expect.stringContaining("is not https"),
      ]),
    );
  });

  it("an item leaves the list once it is fixed: a sample post rewritten, a fact reviewed, an admin enrolled", async () => {
    const admin = await createStaff("admin");
    const post = await samplePost();
    const label = `News post “${post.title}” is sample content`;
    expect(await labels()).toContain(label);
    expect(await editPost(callAs(admin), post.id, { body: "Our own words." }, { now: NOW.toISOString() })).toMatchObject({ ok: true });
    expect(await labels()).not.toContain(label);

    const factId = crypto.randomUUID();
    const title = `Old fact ${tag()}`;
    await env.DB.prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on) VALUES (?1, 'hosting', ?2, 'We host in Europe.', '2025-01-10')")
      .bind(factId, title)
      .run();
    const stale = `“${title}” was last reviewed on 2025-01-10, over a year ago`;
    expect(await labels()).toContain(stale);
    expect(await confirmTrustFact(callAs(admin), { id: factId }, { now: NOW.toISOString() })).toMatchObject({ ok: true });
    expect(await labels()).not.toContain(stale);

    const unenrolled = await createStaff("admin", { secondFactor: false });
    const bare = `Admin ${unenrolled.email} has neither a passkey nor a second factor`;
    expect(await labels()).toContain(bare);
    await env.DB.prepare("UPDATE staff_users SET totp_secret = 'sealed' WHERE id = ?1").bind(unenrolled.id).run();
    expect(await labels()).not.toContain(bare);
  });
});

describe("sample content on the live site (APP_ENV production)", () => {
  it("a sample story cannot be published in production; elsewhere it can", async () => {
    const admin = await createStaff("admin");
    const story = await sampleStory();
    expect(await setStoryPublished(callAs(admin, undefined, { production: true }), { id: story.id, published: true })).toMatchObject({
      ok: false,
      status: 409,
      error: SAMPLE_PUBLISH_REFUSED,
    });
    expect((await env.DB.prepare("SELECT published FROM customer_stories WHERE id = ?1").bind(story.id).first())?.published).toBe(0);
    expect(await setStoryPublished(callAs(admin), { id: story.id, published: true })).toMatchObject({ ok: true });
  });

  it("a sample post cannot be published in production, not even by an edit that keeps its words; rewritten, it can", async () => {
    const admin = await createStaff("admin");
    const live = callAs(admin, undefined, { production: true });
    const post = await samplePost();
    expect(await setPostPublished(live, { id: post.id, published: true }, { now: NOW.toISOString() })).toMatchObject({ ok: false, status: 409 });
    expect(await editPost(live, post.id, { published: true, body: "Sample words." }, { now: NOW.toISOString() })).toMatchObject({ ok: false, status: 409 });
    expect(await env.DB.prepare("SELECT published, sample FROM blog_posts WHERE id = ?1").bind(post.id).first()).toEqual({ published: 0, sample: 1 });
    expect(await editPost(live, post.id, { published: true, body: "Our own words." }, { now: NOW.toISOString() })).toMatchObject({ ok: true });
    expect(await env.DB.prepare("SELECT published, sample FROM blog_posts WHERE id = ?1").bind(post.id).first()).toEqual({ published: 1, sample: 0 });
  });
});
