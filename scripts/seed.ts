// Loads the local demo content into local D1 and R2 (never into migrations). Safe to run again:
// rows are keyed by fixed ids or unique columns and inserted only when missing.
//   node scripts/run-ts.mjs scripts/seed.ts [--persist-to .wrangler/state]
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "../app/server/auth/password.server";
import { ensureDevVars } from "./lib/devVars.mjs";
import { TRUST_FACTS_WRITTEN_ON, TRUST_FACT_SAMPLES } from "../seed/trustFacts";

const persistArg = process.argv.indexOf("--persist-to");
const persistTo = persistArg > 0 ? process.argv[persistArg + 1] : ".wrangler/state";

const vars = ensureDevVars();
const required = ["ADMIN_EMAIL", "ADMIN_PASSWORD", "ADMIN_TOTP_SECRET", "DEMO_USERNAME", "DEMO_PASSWORD"] as const;
for (const name of required) {
  if (!vars[name]) throw new Error(`.dev.vars is missing ${name} (see .dev.vars.example)`);
}

const { env, dispose } = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
  persist: { path: `${persistTo}/v3` },
  remoteBindings: false,
});

const SEED = {
  adminId: "00000000-0000-4000-8000-000000000001",
  demoUserId: "00000000-0000-4000-8000-000000000002",
  categoryId: "00000000-0000-4000-8000-000000000003",
  postId: "00000000-0000-4000-8000-000000000004",
  videoId: "00000000-0000-4000-8000-000000000005",
  imageId: "00000000-0000-4000-8000-000000000006",
};

async function insertIfMissing(sql: string, ...params: unknown[]): Promise<boolean> {
  const result = await env.DB.prepare(sql)
    .bind(...params)
    .run();
  return result.meta.changes > 0;
}

/**
 * The trust centre's sample facts (issue 29 point 2), only into a database whose staff have
 * never touched the facts (none there, no trust.fact.* audit row): every start seeds again, and
 * a fact staff deleted or rewrote must stay as they left it.
 */
async function seedTrustFacts(db: D1Database): Promise<void> {
  const touched = await db
    .prepare("SELECT (SELECT count(*) FROM trust_facts) + (SELECT count(*) FROM staff_audit WHERE action LIKE 'trust.fact.%') AS n")
    .first<{ n: number }>();
  if (touched && touched.n > 0) return;
  for (const f of TRUST_FACT_SAMPLES) {
    await db
      .prepare("INSERT OR IGNORE INTO trust_facts (id, section, title, body, reviewed_on, position) VALUES (?, ?, ?, ?, ?, ?)")
      .bind(f.id, f.section, f.title, f.body, TRUST_FACTS_WRITTEN_ON, f.position)
      .run();
  }
}

try {
  const db = env.DB;
  const existingAdmin = await db.prepare("SELECT id FROM staff_users WHERE email = ?").bind(vars.ADMIN_EMAIL).first();
  if (!existingAdmin) {
    await insertIfMissing(
      "INSERT OR IGNORE INTO staff_users (id, email, name, role, password_hash) VALUES (?, ?, ?, 'admin', ?)",
      SEED.adminId,
      vars.ADMIN_EMAIL,
      "Site Administrator",
      await hashPassword(vars.ADMIN_PASSWORD!),
    );
  }
  const adminId = (await db.prepare("SELECT id FROM staff_users WHERE email = ?").bind(vars.ADMIN_EMAIL).first<{ id: string }>())!.id;
  // Admins must have a second factor (issue 16): the local admin is enrolled with .dev.vars' key,
  // so local tools and tests can compute its codes. An admin who enrolled another key keeps it.
  await db.prepare("UPDATE staff_users SET totp_secret = ? WHERE id = ? AND totp_secret IS NULL").bind(vars.ADMIN_TOTP_SECRET, adminId).run();

  const existingDemo = await db.prepare("SELECT id FROM demo_users WHERE username = ?").bind(vars.DEMO_USERNAME).first();
  if (!existingDemo) {
    await insertIfMissing(
      `INSERT OR IGNORE INTO demo_users (id, username, name, company, email, password_hash, expires_at, active, created_by)
       VALUES (?, ?, 'Dana Prospect', 'First Example Bank', 'dana.prospect@bank.example', ?, NULL, 1, ?)`,
      SEED.demoUserId,
      vars.DEMO_USERNAME,
      await hashPassword(vars.DEMO_PASSWORD!),
      adminId,
    );
  }

  await insertIfMissing("INSERT OR IGNORE INTO blog_categories (id, name, slug) VALUES (?, 'Company News', 'company-news')", SEED.categoryId);
  await insertIfMissing(
    `INSERT OR IGNORE INTO blog_posts (id, slug, title, summary, body_md, category_id, published, published_at, author_id)
     VALUES (?, 'welcome-to-our-news', 'Welcome to our news', ?, ?, ?, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?)`,
    SEED.postId,
    "Product updates, regulatory notes and event dates, in one place.",
    [
      "We are starting a news section for the institutions that run our software.",
      "",
      "Here you will find **release notes**, regulatory reporting changes that affect our banking, trust and",
      "central-banking modules, and the dates of our user conferences and training sessions.",
    ].join("\n"),
    SEED.categoryId,
    adminId,
  );

  const media = [
    {
      id: SEED.videoId,
      kind: "video",
      key: "demo/sample-video.webm",
      file: "seed/media/sample-video.webm",
      type: "video/webm",
      title: "General Ledger walkthrough",
      product: "general-ledger",
      duration: 4.014,
      width: 320,
      height: 180,
    },
    {
      id: SEED.imageId,
      kind: "image",
      key: "demo/sample-image.png",
      file: "seed/media/sample-image.png",
      type: "image/png",
      title: "Loan Origination dashboard",
      product: "loan-origination",
      duration: null,
      width: 640,
      height: 360,
    },
  ] as const;
  for (const m of media) {
    const file = readFileSync(m.file);
    // A plain ArrayBuffer: the binding proxy cannot carry Node's pooled Buffer views.
    const bytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
    await env.MEDIA.put(m.key, bytes, { httpMetadata: { contentType: m.type } });
    await insertIfMissing(
      `INSERT OR IGNORE INTO demo_items (id, kind, title, description, product_id, r2_key, content_type, size_bytes,
         duration_seconds, width, height, created_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      m.id,
      m.kind,
      m.title,
      "A short sample generated for local development.",
      m.product,
      m.key,
      m.type,
      bytes.byteLength,
      m.duration,
      m.width,
      m.height,
      adminId,
    );
  }
  // The sample video's poster (a frame of the video) and its English captions (issue 18): set
  // only where none is set yet, so a poster or captions staff chose locally stay.
  const extras = [
    { column: "poster_key", key: "demo/sample-video-poster.jpg", file: "seed/media/sample-video-poster.jpg", type: "image/jpeg" },
    { column: "captions_key", key: "demo/sample-video.vtt", file: "seed/media/sample-video.vtt", type: "text/vtt; charset=utf-8" },
  ] as const;
  for (const x of extras) {
    const file = readFileSync(x.file);
    const row = await db.prepare(`SELECT ${x.column} AS current FROM demo_items WHERE id = ?`).bind(SEED.videoId).first<{ current: string | null }>();
    if (!row || row.current !== null) continue;
    await env.MEDIA.put(x.key, file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength), { httpMetadata: { contentType: x.type } });
    await db.prepare(`UPDATE demo_items SET ${x.column} = ? WHERE id = ? AND ${x.column} IS NULL`).bind(x.key, SEED.videoId).run();
  }
  const demoUserId = (await db.prepare("SELECT id FROM demo_users WHERE username = ?").bind(vars.DEMO_USERNAME).first<{ id: string }>())!.id;
  await insertIfMissing("INSERT OR IGNORE INTO demo_grants (demo_user_id, demo_item_id, granted_by) VALUES (?, ?, ?)", demoUserId, SEED.videoId, adminId);

  await seedTrustFacts(db);

  const counts = await db
    .prepare(
      `SELECT (SELECT count(*) FROM staff_users) AS staff, (SELECT count(*) FROM demo_users) AS demo_users,
            (SELECT count(*) FROM blog_posts) AS posts, (SELECT count(*) FROM demo_items) AS demo_items`,
    )
    .first();
  console.log(`seed: ${JSON.stringify(counts)} (local state in ${persistTo})`);
} finally {
  await dispose();
}
