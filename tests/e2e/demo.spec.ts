import { type Browser, type BrowserContext, type Page, type Response, expect, test } from "./support/appTest";
import { readFileSync } from "node:fs";
import { parseDevVars } from "../../scripts/lib/devVars.mjs";
import { describeWebm, loopWebm } from "../../scripts/lib/webm.mjs";
import { formatBytes } from "../../app/lib/demo/demoFormat";

/**
 * The demo area end to end: staff upload a video through the multipart control and grant it to
 * a new demo user; the demo user signs in, plays it, seeks to the middle (a ranged 206 from the
 * demo media base), cannot open what was not granted, and is refused once their access expires.
 */
const vars = parseDevVars(readFileSync(".dev.vars", "utf8"));
import { ADMIN, createUser, signIn, signInWithForm, signInAt } from "./support/staff";
import { queryD1, sqlString } from "./support/localD1";
import { axeViolations } from "./support/axe";
import { elementHydrated } from "./support/shell";
import { invitationPathIn, sinkMessageText } from "./support/mailSink";
import { testDay } from "../support/testClock";
const HEADERS = { "CF-Connecting-IP": "198.18.8.1" };
test.use({ extraHTTPHeaders: HEADERS });
test.describe.configure({ mode: "serial" });

// The seed's items: a video granted only to the seeded demo user, an image granted to no one.
const SEEDED_VIDEO = "00000000-0000-4000-8000-000000000005";
const SEEDED_IMAGE = "00000000-0000-4000-8000-000000000006";

// A video of several MB, so the player fetches it in ranges: the seed's 4 s clip, looped (with
// Duration and Cues, so it can seek). Built here; nothing this large is committed.
const seedClip = readFileSync("seed/media/sample-video.webm");
const VIDEO = loopWebm(seedClip, Math.ceil(12_000_000 / seedClip.length));
const VIDEO_FACTS = describeWebm(VIDEO);
const MiB = 1024 * 1024;

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TITLE = `Loan origination tour ${suffix}`;
const PROSPECT = {
  name: "Morgan Prospect",
  company: "Lakeside Credit Union",
  email: `morgan.${suffix}@lakeside.example`,
  username: `morgan-${suffix}`,
  password: `demo-pass-${suffix}`,
};

/** The seeded admin's session (support/staff.ts: minted, as the sign-in form is not this spec's subject). */
const signInStaff = (page: Page) => signIn(page, ADMIN);

async function signInDemo(page: Page) {
  await page.goto("/demo");
  await page.getByLabel("Username").fill(PROSPECT.username);
  await page.getByLabel("Password", { exact: true }).fill(PROSPECT.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A status message (the shell's loading overlay is a status too, so pick ours by its words). */
const expectStatus = (page: Page, text: string) => expect(page.getByRole("status").filter({ hasText: text })).toHaveText(text);

const day = testDay;

let demoContext: BrowserContext;
let itemId = "";
let demoUserPath = "";

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  demoContext = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: HEADERS });
});
test.afterAll(async () => {
  await demoContext.close();
});

test("staff upload a video in parts: progress shown, a failed part retried, poster and duration read from the file", async ({ page }) => {
  test.setTimeout(120_000);
  expect(VIDEO.length).toBeGreaterThan(10 * MiB); // two parts
  expect(VIDEO_FACTS.cuePoints).toBeGreaterThan(100);
  await signInStaff(page);
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Demo content" }).click();
  await page.getByRole("link", { name: "Upload video or image" }).click();
  await expect(page.getByRole("heading", { name: "Upload Demo Content" })).toBeVisible();

  // Part 1's first attempt loses its connection; part 2 is held back until the progress has been seen.
  const parts: { upload: string; n: string }[] = [];
  let failedOnce = false;
  let releasePart2 = () => {};
  const part2Held = new Promise<void>((resolve) => (releasePart2 = resolve));
  await page.route("**/api/demo-uploads/*/parts/*", async (route) => {
    const [upload, , n] = new URL(route.request().url()).pathname.split("/").slice(-3) as [string, string, string];
    parts.push({ upload, n });
    if (n === "1" && !failedOnce) {
      failedOnce = true;
      return route.abort("connectionreset");
    }
    if (n === "2") await part2Held;
    return route.continue();
  });

  await page.getByLabel("Video or image").setInputFiles({ name: "product-tour.webm", mimeType: "video/webm", buffer: VIDEO });
  await page.getByLabel("Title").fill(TITLE);
  await page.getByLabel("Description").fill("Origination from application to funding, in the loan officer's screens.");
  await page.getByLabel("Product").selectOption({ label: "Loan Origination" });
  await page.getByRole("button", { name: "Upload and save" }).click();

  const progress = page.getByRole("progressbar");
  await expect(progress).toBeVisible();
  await expect(page.getByText("Sent 1 part again after a connection error.")).toBeVisible();
  await expect(page.getByText(new RegExp(`Uploading video “product-tour\\.webm”: \\d+% \\(.+ of ${formatBytes(VIDEO.length)}\\), part 2 of 2`))).toBeVisible();
  const midway = Number(await progress.getAttribute("value"));
  expect(midway).toBeGreaterThanOrEqual(10 * MiB);
  expect(midway).toBeLessThanOrEqual(VIDEO.length);
  expect(Number(await progress.getAttribute("max"))).toBe(VIDEO.length);
  releasePart2();

  await expect(page).toHaveURL(/\/admin\/demo\/content\?added=/, { timeout: 60_000 });
  await expectStatus(page, `Added “${TITLE}”. Grant it to demo users on their screens.`);
  // The video's upload: part 1 twice (the lost attempt, then the retry), part 2 once; then the poster's one part.
  const videoUpload = parts[0]!.upload;
  expect(parts.filter((p) => p.upload === videoUpload).map((p) => p.n)).toEqual(["1", "1", "2"]);
  expect(parts.filter((p) => p.upload !== videoUpload).map((p) => p.n)).toEqual(["1"]);

  const row = page.getByRole("row", { name: new RegExp(TITLE) });
  await expect(row).toContainText("Loan Origination");
  // The duration came from the file (the clip, looped), the size from the upload.
  const minutes = Math.floor(Math.round(VIDEO_FACTS.durationSeconds!) / 60);
  await expect(row).toContainText(new RegExp(`Video · ${minutes}:\\d\\d`));
  await expect(row).toContainText(formatBytes(VIDEO.length));
  await row.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(/\/admin\/demo\/content\/[0-9a-f-]{36}$/);
  itemId = page.url().split("/").pop()!;
  // A poster was taken from the video and is served to staff.
  const poster = page.getByRole("img", { name: `Poster of ${TITLE}` });
  await expect(poster).toBeVisible();
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
});

test("staff create a demo user with an access date and grant them the video and a screenshot", async ({ page, browser }) => {
  await signInAt(page, "/admin/demo/users");
  await page.getByRole("link", { name: "Add demo user" }).click();
  await page.getByLabel("Name", { exact: true }).fill(PROSPECT.name);
  await page.getByLabel("Company").fill(PROSPECT.company);
  await page.getByLabel("Email").fill(PROSPECT.email);
  await page.getByLabel("Username").fill(PROSPECT.username);
  await page.getByLabel("Access until").fill(day(30));
  await expect(page.getByLabel("Access is active")).toBeChecked();
  const grants = page.getByRole("group", { name: "Demos this user can see" });
  await expect(grants.getByRole("heading", { name: "Loan Origination" })).toBeVisible();
  await grants.getByLabel(new RegExp(TITLE)).check();
  await grants.getByLabel("Loan Origination dashboard (Image · 640×360)").check();
  await page.getByRole("button", { name: "Create demo user" }).click();

  await expect(page.getByRole("heading", { name: `Demo user ${PROSPECT.username} added` })).toBeVisible();
  await page.getByRole("link", { name: "Back to demo users" }).click();
  const row = page.getByRole("row", { name: new RegExp(PROSPECT.username) });
  await expect(row).toContainText("Active");
  await expect(row.getByRole("cell").nth(4)).toHaveText("2");
  demoUserPath = (await row.getByRole("link", { name: PROSPECT.name }).getAttribute("href"))!;

  // Staff set no password: the prospect chooses one through the e-mailed link
  // (demo-invitations.spec.ts follows that link through the mail sink; here it is the set-up).
  // The outbox row is sealed at rest (decision record 0026): the link is read from the message
  // the local mail catcher received, once the outbox has delivered it.
  const [mail] = queryD1<{ id: string }>(
    `SELECT id FROM email_outbox WHERE lower(to_address) = lower(${sqlString(PROSPECT.email)}) ORDER BY created_at DESC LIMIT 1`,
  );
  await expect.poll(() => sinkMessageText(mail!.id), { timeout: 30_000 }).not.toBeNull();
  const invitation = invitationPathIn(sinkMessageText(mail!.id)!);
  const prospect = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: HEADERS });
  const invited = await prospect.newPage();
  await invited.goto(invitation);
  await invited.getByLabel("New password").fill(PROSPECT.password);
  await invited.getByLabel("Type it again").fill(PROSPECT.password);
  await invited.getByRole("button", { name: "Save password and open the demos" }).click();
  await expect(invited).toHaveURL("/demo");
  await prospect.close();
});

test("the demo user signs in, finds the video under its product, plays it and seeks to the middle", async () => {
  test.setTimeout(90_000);
  const page = await demoContext.newPage();
  const media: { status: number; range: string | undefined; contentRange: string | undefined; at: number }[] = [];
  page.on("response", (r: Response) => {
    if (r.url().includes(`/demo-media/items/${itemId}`) && !r.url().endsWith("/poster")) {
      media.push({ status: r.status(), range: r.request().headers().range, contentRange: r.headers()["content-range"], at: Date.now() });
    }
  });
  await signInDemo(page);
  await expect(page.getByRole("heading", { name: `Welcome, ${PROSPECT.name}` })).toBeVisible();
  const product = page.getByRole("region", { name: "Loan Origination" });
  await expect(product.getByRole("link", { name: "About Loan Origination" })).toHaveAttribute("href", "/loans/loan-origination");
  // Grouped by product: both granted items are Loan Origination's. Only what was granted is listed.
  await expect(product.getByRole("listitem")).toHaveCount(2);
  await expect(product.getByRole("listitem").filter({ hasText: "Loan Origination dashboard" })).toContainText("Image · 640×360");
  await expect(page.getByRole("link", { name: "General Ledger walkthrough" })).toHaveCount(0);
  await product.getByRole("link", { name: TITLE }).click();

  await expect(page).toHaveURL(`/demo/videos/${itemId}`);
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  const video = page.locator("video");
  await expect(video).toHaveAttribute("preload", "metadata");
  await expect(video).toHaveAttribute("controls", "");
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(VIDEO_FACTS.durationSeconds!, 0);

  // The play is recorded by the player's handler: React's once the page has hydrated.
  await elementHydrated(video);
  const recorded = page.waitForResponse((r) => r.url().includes(`/demo/videos/${itemId}`) && r.request().method() === "POST");
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  expect((await recorded).status()).toBe(200);
  // Playing: the media clock has moved. How far it gets in a given time depends on the machine
  // (a loaded CI box decodes slowly), so the checks are "moved" and "can play on", never "n seconds".
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0);

  const seekAt = Date.now();
  const middle = await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration / 2;
    return v.duration / 2;
  });
  // The seek landed in the middle and the player has the data to go on from there (HAVE_FUTURE_DATA).
  await expect
    .poll(
      () => video.evaluate((v: HTMLVideoElement) => ({ seeking: v.seeking, landed: v.currentTime >= v.duration / 2 - 0.5, canPlayOn: v.readyState >= 3 })),
      {
        timeout: 30_000,
      },
    )
    .toEqual({ seeking: false, landed: true, canPlayOn: true });
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(middle - 0.5);
  // The seek was served by a range request from the middle of the file, answered 206.
  const seekResponse = media.find((m) => m.at >= seekAt && m.status === 206 && /^bytes=[1-9]\d*-/.test(m.range ?? ""));
  expect(seekResponse, JSON.stringify(media)).toBeTruthy();
  const start = Number(/^bytes (\d+)-/.exec(seekResponse!.contentRange!)![1]);
  expect(start).toBeGreaterThan(VIDEO.length / 4);
  expect(seekResponse!.contentRange).toMatch(new RegExp(`/${VIDEO.length}$`));
  await page.close();
});

test("the demo user browses a granted image in the viewer", async () => {
  const page = await demoContext.newPage();
  await page.goto("/demo");
  await page.getByRole("link", { name: "Loan Origination dashboard" }).click();
  await expect(page).toHaveURL(`/demo/images/${SEEDED_IMAGE}`);
  await expect(page.getByRole("heading", { name: "Loan Origination dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("· 640×360 · Image 1 of 1")).toBeVisible();
  const image = page.getByRole("img", { name: "Loan Origination dashboard" });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  const actualSize = page.getByRole("button", { name: "Actual size" });
  await elementHydrated(actualSize);
  await actualSize.click();
  await expect(page.getByRole("button", { name: "Fit to screen" })).toHaveAttribute("aria-pressed", "true");
  await page.close();
});

test("the demo user cannot open an item not granted to them (403)", async () => {
  const page = await demoContext.newPage();
  for (const path of [`/demo/videos/${SEEDED_VIDEO}`, `/demo/images/${crypto.randomUUID()}`, `/demo/images/${itemId}`]) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Not available" })).toBeVisible();
    await expect(page.getByText("This demo has not been shared with you.")).toBeVisible();
  }
  for (const id of [SEEDED_VIDEO, crypto.randomUUID()]) {
    const res = await page.request.get(`/demo-media/items/${id}`, { headers: { Range: "bytes=0-" } });
    expect(res.status(), id).toBe(403);
    expect((await page.request.get(`/demo-media/items/${id}/poster`)).status()).toBe(403);
  }
  // Its own video streams.
  expect((await page.request.get(`/demo-media/items/${itemId}`, { headers: { Range: "bytes=0-99" } })).status()).toBe(206);
  await page.close();
});

test("staff see the play and the view in the demo user's activity", async ({ page }) => {
  await signInAt(page, demoUserPath);
  await expect(page.getByRole("heading", { name: PROSPECT.name, level: 1 })).toBeVisible();
  const activity = page.getByRole("table", { name: "Activity" });
  await expect(activity.getByRole("row", { name: new RegExp(`Played video ${TITLE}`) })).toBeVisible();
  await expect(activity.getByRole("row", { name: /Viewed image Loan Origination dashboard/ })).toBeVisible();
  await expect(page.getByText("1 play and 1 image view.", { exact: false })).toBeVisible();
});

// One test per area, so each has its own time limit: axe on nine pages took over two minutes on a
// busy machine.
async function expectAccessible(p: Page, paths: string[], openFirst: (path: string) => Promise<unknown> = (path) => p.goto(path)) {
  const errors: string[] = [];
  p.on("pageerror", (e) => errors.push(`${p.url()}: ${e.message}`));
  p.on("console", (m) => {
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) errors.push(`${p.url()}: ${m.text()}`);
  });
  for (const [i, path] of paths.entries()) {
    await (i === 0 ? openFirst(path) : p.goto(path));
    await p.waitForLoadState("networkidle");
    expect(await axeViolations(p)).toEqual([]);
  }
  expect(errors).toEqual([]);
}

test("the demo pages have no axe violations and hydrate without errors", async () => {
  const demo = await demoContext.newPage();
  await expectAccessible(demo, ["/demo", `/demo/videos/${itemId}`, `/demo/images/${SEEDED_IMAGE}`]);
  await demo.close();
});

test("the demo users' staff screens have no axe violations and hydrate without errors", async ({ page }) => {
  // Signed in on the first screen itself (no dashboard first), the listeners already there.
  await expectAccessible(page, ["/admin/demo/users", "/admin/demo/users/new", demoUserPath], (path) => signInAt(page, path));
});

test("the demo content's staff screens have no axe violations and hydrate without errors", async ({ page }) => {
  await expectAccessible(page, ["/admin/demo/content", "/admin/demo/content/new", `/admin/demo/content/${itemId}`], (path) => signInAt(page, path));
});

test("once staff end their access, the signed-in demo user is refused with a clear message", async ({ page }) => {
  await signInAt(page, demoUserPath);
  const yesterday = day(-1);
  await page.getByLabel("Access until").fill(yesterday);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expectStatus(page, "Saved.");
  await expect(page.getByText("Expired", { exact: true })).toBeVisible();

  const expiredOn = new Date(`${yesterday}T00:00:00Z`).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const message = `This demo access expired on ${expiredOn}. Please contact us to extend it.`;
  const demo = await demoContext.newPage();
  // The session from before is refused at once: media, pages, and the library says why.
  expect((await demo.request.get(`/demo-media/items/${itemId}`, { headers: { Range: "bytes=0-99" } })).status()).toBe(401);
  await demo.goto(`/demo/videos/${itemId}`);
  await expect(demo).toHaveURL(`/demo?redirectTo=${encodeURIComponent(`/demo/videos/${itemId}`)}`);
  await expect(demo.getByRole("alert")).toHaveText(message);
  // Signing in again is refused with the same words.
  await signInDemo(demo);
  await expect(demo.getByRole("alert")).toHaveText(message);
  await expect(demo.getByRole("heading", { name: "Product Demos" })).toBeVisible();
  await demo.close();
});

test("an upload interrupted by a lost connection resumes after a reload, sending only the missing part", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, "/admin/demo/content/new");
  const sent: { upload: string; n: string }[] = [];
  // Part 2 never gets through: the connection drops every time.
  await page.route("**/api/demo-uploads/*/parts/*", async (route) => {
    const [upload, , n] = new URL(route.request().url()).pathname.split("/").slice(-3) as [string, string, string];
    sent.push({ upload, n });
    return n === "2" ? route.abort("connectionreset") : route.continue();
  });
  const file = { name: "resumable-tour.webm", mimeType: "video/webm", buffer: VIDEO };
  await page.getByLabel("Video or image").setInputFiles(file);
  await page.getByLabel("Title").fill(`Resumed tour ${suffix}`);
  await page.getByLabel("Product").selectOption({ label: "Fed Funds" });
  await page.getByRole("button", { name: "Upload and save" }).click();
  await expect(page.getByText(/Sent \d+ parts? again after a connection error\./)).toBeVisible({ timeout: 30_000 });
  const upload = sent[0]!.upload;
  expect(sent.filter((p) => p.n === "1")).toHaveLength(1);

  // The tab is reloaded mid-upload (the old page's retries die with it); the browser remembers
  // the upload, the server its parts. Only then does the connection come back.
  await page.reload();
  await expect(page.getByText(`An upload of “resumable-tour.webm” (${formatBytes(VIDEO.length)}) was interrupted.`, { exact: false })).toBeVisible();
  await page.unroute("**/api/demo-uploads/*/parts/*");
  await page.route("**/api/demo-uploads/*/parts/*", async (route) => {
    const [u, , n] = new URL(route.request().url()).pathname.split("/").slice(-3) as [string, string, string];
    sent.push({ upload: u, n });
    return route.continue();
  });
  const before = sent.length;
  await page.getByLabel("Video or image").setInputFiles(file);
  await page.getByLabel("Title").fill(`Resumed tour ${suffix}`);
  await page.getByLabel("Product").selectOption({ label: "Fed Funds" });
  await page.getByRole("button", { name: "Upload and save" }).click();
  await expect(page).toHaveURL(/\/admin\/demo\/content\?added=/, { timeout: 60_000 });
  const resumed = sent.slice(before).filter((p) => p.upload === upload);
  expect(resumed.map((p) => p.n)).toEqual(["2"]);

  // The joined file is the whole video, byte for byte.
  const row = page.getByRole("row", { name: new RegExp(`Resumed tour ${suffix}`) });
  await row.getByRole("link", { name: `Resumed tour ${suffix}` }).click();
  await expect(page).toHaveURL(/\/admin\/demo\/content\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  const tail = await page.request.get(`/demo-media/items/${id}`, { headers: { Range: "bytes=-4096" } });
  expect(tail.status()).toBe(206);
  expect(Buffer.compare(await tail.body(), VIDEO.subarray(VIDEO.length - 4096))).toBe(0);
});

test("staff delete an item after confirming in the modal; its media is gone", async ({ page }) => {
  await signInAt(page, "/admin/demo/content");
  const title = `Resumed tour ${suffix}`;
  const row = page.getByRole("row", { name: new RegExp(title) });
  const href = (await row.getByRole("link", { name: title }).getAttribute("href"))!;
  const id = href.split("/").pop()!;
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("The file is deleted from storage; its viewing history goes too. This cannot be undone.");
  // Cancel leaves it; OK deletes.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("alertdialog", { name: `Delete “${title}”?` })
    .getByRole("button", { name: "OK" })
    .click();
  await expectStatus(page, `Deleted “${title}”.`);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toHaveCount(0);
  expect((await page.request.get(`/demo-media/items/${id}`)).status()).toBe(404);
});

test("without JavaScript, deleting a demo user takes a confirming second step", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: HEADERS, javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAt(page, "/admin/demo/users");
  await page.getByRole("button", { name: `Delete ${PROSPECT.name} (${PROSPECT.username})` }).click();
  const panel = page.getByRole("alertdialog", { name: `Delete ${PROSPECT.name}?` });
  await expect(panel).toContainText(`${PROSPECT.username} will be signed out at once and can no longer sign in.`);
  await panel.getByRole("button", { name: "Delete demo user" }).click();
  await expect(page).toHaveURL(`/admin/demo/users?deleted=${PROSPECT.username}`);
  await expectStatus(page, `Deleted ${PROSPECT.username}.`);
  await expect(page.getByRole("row", { name: new RegExp(PROSPECT.username) })).toHaveCount(0);
  await context.close();
});

test("an editor (no demo:manage) neither sees nor opens the demo-access screens; a demo user cannot open them", async ({ page, request }) => {
  // Enrolled in the second factor, as every staff user must be; signs in through the form.
  const editor = await createUser(request, "editor");
  await signInWithForm(page, editor, { expectUrl: "/admin" });
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Demo access" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Demo content" })).toHaveCount(0);
  for (const path of ["/admin/demo/users", "/admin/demo/users/new", "/admin/demo/content", "/admin/demo/content/new"]) {
    const res = await page.goto(path);
    expect(res!.status(), path).toBe(403);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  }
  // The seeded demo user's session does not open the admin area at all.
  const demo = await demoContext.newPage();
  await demo.goto("/demo");
  await demo.getByLabel("Username").fill(vars.DEMO_USERNAME!);
  await demo.getByLabel("Password", { exact: true }).fill(vars.DEMO_PASSWORD!);
  await demo.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(demo.getByRole("heading", { name: "Welcome, Dana Prospect" })).toBeVisible();
  await demo.goto("/admin/demo/content");
  await expect(demo).toHaveURL(`/admin/login?redirectTo=${encodeURIComponent("/admin/demo/content")}`);
  await demo.close();
});
