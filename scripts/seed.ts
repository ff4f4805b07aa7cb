// Loads the local demo content into local D1 and R2 (never into migrations). Safe to run again:
// rows are keyed by fixed ids or unique columns and inserted only when missing.
//   node scripts/run-ts.mjs scripts/seed.ts [--persist-to .wrangler/state]
import { readFileSync } from "node:fs";
import { getPlatformProxy } from "wrangler";
import { hashPassword } from "../app/server/auth/password.server";
import { ensureDevVars } from "./lib/devVars.mjs";
import { sealClearTotpSecrets, sealTotpSecret } from "../app/server/auth/secretBox.server";
import { parseKeyring } from "../app/server/platform/keyring.server";
import { TRUST_FACTS_WRITTEN_ON, TRUST_FACT_SAMPLES } from "../seed/trustFacts";
import { COMPANY_LEADER_SAMPLES, COMPANY_OFFICE_SAMPLES, companyChannelSamples } from "../seed/company";

const persistArg = process.argv.indexOf("--persist-to");
const persistTo = persistArg > 0 ? process.argv[persistArg + 1] : ".wrangler/state";

// `--vars <file> --config <wrangler.toml>`: the rehearsal seeds its own state with its own
// secrets and configuration (scripts/rehearse.mjs), never the developer's .dev.vars.
const argAfter = (name: string) => (process.argv.indexOf(name) > 0 ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const vars = ensureDevVars(argAfter("--vars"));
const required = ["ADMIN_EMAIL", "ADMIN_PASSWORD", "ADMIN_TOTP_SECRET", "SEALING_KEYS", "DEMO_USERNAME", "DEMO_PASSWORD"] as const;
for (const name of required) {
  if (!vars[name]) throw new Error(`.dev.vars is missing ${name} (see .dev.vars.example)`);
}

const keyring = parseKeyring(vars.SEALING_KEYS!);
if (typeof keyring === "string") throw new Error(`.dev.vars: SEALING_KEYS: ${keyring}`);

const { env, dispose } = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket; SALES_EMAIL?: string }>({
  persist: { path: `${persistTo}/v3` },
  configPath: argAfter("--config"),
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
 * Decision record 0025: demo content that reads like a vendor's demo, and says
 * it is one. A 24 s product tour in four chapters (captions, a chapters track, a poster), granted to
 * the demo user; the 4 s sample gets a description in the same voice. Idempotent: inserts only what
 * is missing, and rewrites the sample's description only while it is still the old placeholder.
 */
async function seedDemoTour(db: D1Database, media: R2Bucket, adminId: string, demoUserId: string) {
  const TOUR_ID = "00000000-0000-4000-8000-000000000030";
  const put = async (key: string, path: string, type: string) => {
    const file = readFileSync(path);
    await media.put(key, file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength), { httpMetadata: { contentType: type } });
    return file.byteLength;
  };
  const exists = await db.prepare("SELECT id FROM demo_items WHERE id = ?").bind(TOUR_ID).first();
  if (!exists) {
    const size = await put("demo/product-tour.webm", "seed/media/product-tour.webm", "video/webm");
    await put("demo/product-tour-poster.jpg", "seed/media/product-tour-poster.jpg", "image/jpeg");
    await put("demo/product-tour.vtt", "seed/media/product-tour.vtt", "text/vtt; charset=utf-8");
    await insertIfMissing(
      `INSERT OR IGNORE INTO demo_items (id, kind, title, description, product_id, r2_key, content_type, size_bytes,
         duration_seconds, width, height, poster_key, captions_key, captions_lang, chapters_vtt, created_by)
       VALUES (?, 'video', ?, ?, 'general-ledger', 'demo/product-tour.webm', 'video/webm', ?, 23.991, 640, 360,
         'demo/product-tour-poster.jpg', 'demo/product-tour.vtt', 'en', ?, ?)`,
      TOUR_ID,
      "Month-end close in General Ledger",
      "How a finance team closes the month in Meridian General Ledger: the trial balance across branches, an adjusting " +
        "journal, reconciling branch accounts against the central ledger, and locking the period. A short demo recording " +
        "on sample data; your own walkthrough uses your chart of accounts.",
      size,
      readFileSync("seed/media/product-tour-chapters.vtt", "utf8"),
      adminId,
    );
  }
  await insertIfMissing("INSERT OR IGNORE INTO demo_grants (demo_user_id, demo_item_id, granted_by) VALUES (?, ?, ?)", demoUserId, TOUR_ID, adminId);
  await db
    .prepare("UPDATE demo_items SET description = ? WHERE id = ? AND description = 'A short sample generated for local development.'")
    .bind("The month-end dashboard of Meridian General Ledger as each branch's balance comes in. A four-second demo clip on sample data.", SEED.videoId)
    .run();
}

/**
 * The trust centre's sample facts, only into a database whose staff have
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

/**
 * The company page's sample entries (decision record 0039), each tagged sample, only into a
 * database whose staff have never touched the company's entries (none there, no company.* audit
 * row): every start seeds again, and an entry staff deleted or replaced must stay as they left it.
 */
async function seedCompany(db: D1Database, salesEmail: string): Promise<void> {
  const touched = await db
    .prepare(
      `SELECT (SELECT count(*) FROM company_offices) + (SELECT count(*) FROM company_leaders) + (SELECT count(*) FROM company_channels)
         + (SELECT count(*) FROM staff_audit WHERE action LIKE 'company.%') AS n`,
    )
    .first<{ n: number }>();
  if (touched && touched.n > 0) return;
  await db.batch([
    ...COMPANY_OFFICE_SAMPLES.map((o, position) =>
      db
        .prepare(
          `INSERT OR IGNORE INTO company_offices (id, city, role, street, locality, region, postal_code, country, country_name, telephone, position, sample)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
        )
        .bind(o.id, o.city, o.role, o.street, o.locality, o.region, o.postalCode, o.country, o.countryName, o.telephone, position),
    ),
    ...COMPANY_LEADER_SAMPLES.map((l, position) =>
      db
        .prepare("INSERT OR IGNORE INTO company_leaders (id, name, title, bio, position, sample) VALUES (?, ?, ?, ?, ?, 1)")
        .bind(l.id, l.name, l.title, l.bio, position),
    ),
    ...companyChannelSamples(salesEmail).map((c, position) =>
      db
        .prepare("INSERT OR IGNORE INTO company_channels (id, contact_type, label, email, telephone, hours, position, sample) VALUES (?, ?, ?, ?, ?, ?, ?, 1)")
        .bind(c.id, c.contactType, c.label, c.email, c.telephone, c.hours, position),
    ),
  ]);
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
  // Admins must have a second factor: the local admin is enrolled with .dev.vars' key,
  // so local tools and tests can compute its codes. An admin who enrolled another key keeps it.
  // Sealed with .dev.vars' SEALING_KEYS, as the app stores every secret (decision record 0012).
  await db
    .prepare("UPDATE staff_users SET totp_secret = ? WHERE id = ? AND totp_secret IS NULL")
    .bind(await sealTotpSecret(keyring, adminId, vars.ADMIN_TOTP_SECRET!), adminId)
    .run();
  // Secrets stored clear before migration 0016 (this database's older enrolments): sealed once.
  const sealed = await sealClearTotpSecrets(db, keyring);
  if (sealed > 0) console.log(`Sealed ${sealed} TOTP secret(s) stored in clear (decision record 0012).`);

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
    `INSERT OR IGNORE INTO blog_posts (id, slug, title, summary, body_md, category_id, published, published_at, author_id, sample)
     VALUES (?, 'welcome-to-our-news', 'Welcome to our news', ?, ?, ?, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), ?, 1)`,
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
  // The sample video's poster (a frame of the video) and its English captions: set
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

  await seedCustomerStories(db, adminId);
  await seedDemoTour(db, env.MEDIA, adminId, demoUserId);
  await seedTrustFacts(db);
  await seedFedFundsScreenshot(db, env.MEDIA, adminId);
  await seedCompany(db, env.SALES_EMAIL ?? "sales@meridian-fs.example");

  const counts = await db
    .prepare(
      `SELECT (SELECT count(*) FROM staff_users) AS staff, (SELECT count(*) FROM demo_users) AS demo_users,
            (SELECT count(*) FROM blog_posts) AS posts, (SELECT count(*) FROM demo_items) AS demo_items,
            (SELECT count(*) FROM customer_stories) AS stories`,
    )
    .first();
  console.log(`seed: ${JSON.stringify(counts)} (local state in ${persistTo})`);
} finally {
  await dispose();
}

/**
 * Customer stories (decision record 0022): SAMPLE content a vendor replaces. The
 * institutions are fictional ("Examplia", "Example …"), the figures illustrate the format, and
 * every row has `sample = 1`, so the site labels each "Sample story" and says what that means.
 * Inserted once by fixed id: a story staff edited locally stays as they left it.
 */
async function seedCustomerStories(db: D1Database, adminId: string): Promise<void> {
  const stories = [
    {
      id: "00000000-0000-4000-8000-000000000101",
      slug: "sample-example-lakeside-bank",
      headline: "A community bank sees its reserve position through the day, not at the close",
      customer: "Example Lakeside Bank",
      segment: "CommercialBanks",
      region: "North America",
      challenge:
        "Sample text. The treasury desk of a fictional community bank bought and sold overnight funds from spreadsheets. The net reserve position was known only after the close, so the desk kept a large buffer at the central bank.",
      solution:
        "Sample text. The bank runs Fed Funds for its purchases and sales, with counterparty lines and actual/360 accrual, posting to the General Ledger. Positions update as each trade is confirmed.",
      results: [
        { value: "Intraday", label: "net reserve position, instead of after the close (illustrative)" },
        { value: "1 ledger", label: "for trades and their accruals (illustrative)" },
      ],
      products: ["fed-funds", "general-ledger"],
      quote: {
        text: "Sample quote: we now see our position while we can still act on it.",
        name: "A. Sample",
        title: "Head of Treasury Operations (fictional)",
      },
    },
    {
      id: "00000000-0000-4000-8000-000000000102",
      slug: "sample-central-bank-of-examplia",
      headline: "A central bank issues notes and runs its auctions on one system",
      customer: "Central Bank of Examplia",
      segment: "CentralBanks",
      region: "Examplia (a fictional country)",
      challenge:
        "Sample text. A fictional central bank tracked notes and coins issued, vault stock and its treasury-bill auctions in three separate systems that were reconciled by hand each week.",
      solution:
        "Sample text. The bank runs Central Bank Currency Management for issue and vault stock and Central Bank Auction Processing for its auctions, sharing one set of participants and accounts.",
      results: [
        { value: "3 → 1", label: "systems to reconcile (illustrative)" },
        { value: "Daily", label: "vault stock figures instead of weekly (illustrative)" },
      ],
      products: ["central-bank-currency-management", "central-bank-auction-processing"],
      quote: null,
    },
    {
      id: "00000000-0000-4000-8000-000000000103",
      slug: "sample-example-asset-managers",
      headline: "An investment manager closes its month with reconciled portfolios",
      customer: "Example Asset Managers",
      segment: "InvestmentManagers",
      region: "Western Europe",
      challenge: "Sample text. A fictional investment manager reconciled custodian statements against its portfolios in spreadsheets at each month end.",
      solution: "Sample text. It runs Portfolio Management with Account Reconciliation, matching statements as they arrive.",
      results: [{ value: "Days → hours", label: "to close the month (illustrative)" }],
      products: ["portfolio-management", "account-reconciliation"],
      quote: {
        text: "Sample quote: the month end is no longer a project.",
        name: "B. Example",
        title: "Chief Operating Officer (fictional)",
      },
    },
  ];
  for (const s of stories) {
    const inserted = await db
      .prepare(
        `INSERT OR IGNORE INTO customer_stories (id, slug, headline, customer_name, segment, region, challenge, solution, results_json,
           quote_text, quote_name, quote_title, published, sample, author_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 1, ?)`,
      )
      .bind(
        s.id,
        s.slug,
        s.headline,
        s.customer,
        s.segment,
        s.region,
        s.challenge,
        s.solution,
        JSON.stringify(s.results),
        s.quote?.text ?? "",
        s.quote?.name ?? "",
        s.quote?.title ?? "",
        adminId,
      )
      .run();
    if (inserted.meta.changes === 0) continue;
    await db.batch(
      s.products.map((productId, position) =>
        db.prepare("INSERT OR IGNORE INTO customer_story_products (story_id, product_id, position) VALUES (?, ?, ?)").bind(s.id, productId, position),
      ),
    );
  }
}

/**
 * A real product screenshot (decision record 0040): Fed Funds' daily position, a 1200 × 750 WebP
 * (56 KB) made from an HTML mock-up of the trading screen, in the uploads library and attached as
 * the product's first screenshot, so the page and the bench show a real image. Inserted once by
 * fixed id: a screenshot staff removed locally stays removed only until the upload is deleted too.
 */
async function seedFedFundsScreenshot(db: D1Database, media: R2Bucket, adminId: string): Promise<void> {
  const UPLOAD_ID = "00000000-0000-4000-8000-000000000201";
  const SHOT_ID = "00000000-0000-4000-8000-000000000202";
  const key = `uploads/${UPLOAD_ID}`;
  const file = readFileSync("seed/media/fed-funds-daily-position.webp");
  const exists = await db.prepare("SELECT id FROM uploads WHERE id = ?").bind(UPLOAD_ID).first();
  if (exists) return;
  await media.put(key, file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength), { httpMetadata: { contentType: "image/webp" } });
  await db.batch([
    db
      .prepare(
        "INSERT OR IGNORE INTO uploads (id, r2_key, filename, content_type, kind, size_bytes, uploaded_by) VALUES (?, ?, ?, 'image/webp', 'image', ?, ?)",
      )
      .bind(UPLOAD_ID, key, "fed-funds-daily-position.webp", file.byteLength, adminId),
    db
      .prepare(
        `INSERT OR IGNORE INTO product_screenshots (id, product_id, upload_id, alt, caption, position, width, height, added_by)
         VALUES (?, 'fed-funds', ?, ?, ?, 0, 1200, 750, ?)`,
      )
      .bind(
        SHOT_ID,
        UPLOAD_ID,
        "Fed Funds daily position: today's purchases of $412.5M and sales of $298.0M, a net position of +$114.5M at a 4.58% average rate, the day's trades by counterparty and the counterparty lines used.",
        "Fed Funds: the trading desk's daily position, with each trade, the lines used and the day's accrual.",
        adminId,
      ),
  ]);
}
