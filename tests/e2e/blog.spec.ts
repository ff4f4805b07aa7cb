import { expect, test } from "./support/appTest";
import { createUser, signIn, signedInWithoutJs, unique, watchDialogs, statusMessage } from "./support/staff";
import { testInstant } from "../support/testClock";
import { axeViolations } from "./support/axe";

// Sign-in failures count per client address: this file's requests get their own.
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.18.7.1" } });

test.describe("blog CMS and public news", () => {
  test("an admin creates a category and a post, sees it on /news and in the feed, edits, unpublishes and deletes it", async ({ page, request }) => {
    await signIn(page);
    const category = unique("Release Notes");
    const title = `Ledger 9.2 ${unique("t")}`;

    // Category
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog" }).click();
    await page.getByRole("link", { name: "Categories" }).first().click();
    await page.getByRole("textbox", { name: "Name" }).fill(category);
    await page.getByRole("button", { name: "Create category" }).click();
    await expect(statusMessage(page)).toHaveText(`Created “${category}”.`);
    await expect(page.getByRole("cell", { name: category, exact: true })).toBeVisible();

    // Post, with a preview first
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill(title);
    await expect(page.getByText(/Blank makes it from the title: \/news\/ledger-9-2-/)).toBeVisible();
    await page.getByLabel("Summary").fill("What changed in the general ledger.");
    await page.getByLabel("Body (Markdown)").fill("## Highlights\n\n- Faster **month-end** close\n- [Docs](/news)");
    await page.getByLabel("Category").selectOption({ label: category });
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Highlights" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("month-end");
    await page.getByRole("radio", { name: "Publish now" }).check();
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(statusMessage(page)).toHaveText("Post created.");
    const editUrl = page.url();

    // Public: list, post page, feed
    await page.goto("/news");
    await expect(page.getByRole("link", { name: "Subscribe to the RSS feed" })).toHaveAttribute("href", "/news/rss.xml");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/news/rss.xml");
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveTitle(`${title} | Meridian Financial Software`);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "What changed in the general ledger.");
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: title,
      articleSection: category,
      author: { name: "Site Administrator" },
    });
    const slug = new URL(page.url()).pathname.split("/").pop()!;
    await page.getByRole("link", { name: category }).first().click();
    await expect(page.getByRole("heading", { name: `News: ${category}`, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    const feed = await request.get("/news/rss.xml");
    expect(feed.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain(`<title>${title}</title>`);
    expect(xml).toContain(`/news/${slug}</link>`);

    // Edit the title: the page follows and the ETag changes.
    const before = (await request.get(`/news/${slug}`)).headers().etag;
    await page.goto(editUrl);
    await page.getByLabel("Title").fill(`${title} (updated)`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(statusMessage(page)).toHaveText("Changes saved.");
    const after = await request.get(`/news/${slug}`);
    expect(after.headers().etag).not.toBe(before);
    expect(await after.text()).toContain(`${title} (updated)`);

    // Unpublish: gone from /news, its page and the feed are 404 / absent.
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(statusMessage(page)).toHaveText("Unpublished: it is no longer on /news.");
    await page.goto("/news");
    await expect(page.getByRole("link", { name: `${title} (updated)` })).toHaveCount(0);
    expect((await request.get(`/news/${slug}`)).status()).toBe(404);
    expect(await (await request.get("/news/rss.xml")).text()).not.toContain(title);

    // Delete, confirmed in the shell's modal: Cancel keeps it, OK deletes.
    await page.goto(editUrl);
    await page.getByRole("button", { name: "Delete post" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete “${title} (updated)”?` });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText("This cannot be undone.");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page).toHaveURL(editUrl);
    await page.getByRole("button", { name: "Delete post" }).click();
    await confirm.getByRole("button", { name: "OK" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?done=/);
    await expect(statusMessage(page)).toHaveText(`Deleted “${title} (updated)”.`);
    await expect(page.getByRole("link", { name: `${title} (updated)` })).toHaveCount(0);
  });

  test("without JavaScript, delete asks on a second page step", async ({ browser }) => {
    const { context, page } = await signedInWithoutJs(browser, "198.18.7.5");
    const title = `No-JS ${unique("d")}`;
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Body (Markdown)").fill("To be deleted.");
    await page.getByLabel("Category").selectOption({ index: 1 });
    // Without JavaScript the label cannot follow the Publish/Schedule choice: "Save" applies it.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(statusMessage(page)).toHaveText("Post created.");
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Delete “${title}”` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete “${title}”?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Delete post" }).click();
    await expect(statusMessage(page)).toHaveText(`Deleted “${title}”.`);
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await context.close();
  });

  test("an XSS payload in a post body is shown as inert text", async ({ page }) => {
    const dialogs = watchDialogs(page);
    await signIn(page);
    const title = `XSS ${unique("p")}`;
    const payload = [
      "<script>alert('script')</script>",
      "<img src=x onerror=alert('img')>",
      "[click me](javascript:alert('link'))",
      "<iframe src=\"javascript:alert('frame')\"></iframe>",
      "<svg/onload=alert('svg')>",
    ].join("\n\n");
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Body (Markdown)").fill(payload);
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByRole("radio", { name: "Publish now" }).check();
    await expect(page.getByRole("region", { name: "Preview" })).toContainText("<script>alert('script')</script>");
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(statusMessage(page)).toHaveText("Post created.");

    await page.getByRole("link", { name: "View on site" }).click();
    const body = page.locator(".news-body");
    await expect(body).toContainText("<script>alert('script')</script>");
    await expect(body).toContainText("<img src=x onerror=alert('img')>");
    await expect(body).toContainText("<svg/onload=alert('svg')>");
    await expect(body.getByText("click me")).toBeVisible();
    await expect(body.locator("script, img, iframe, svg, a[href^='javascript']")).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test("categories: rename keeps the slug; one with posts is deleted only by moving them", async ({ page }) => {
    await signIn(page);
    const from = unique("From");
    const to = unique("To");
    await page.goto("/admin/blog/categories");
    for (const name of [from, to]) {
      await page.getByRole("textbox", { name: "Name" }).fill(name);
      await page.getByRole("button", { name: "Create category" }).click();
      await expect(statusMessage(page)).toHaveText(`Created “${name}”.`);
    }
    await page.goto("/admin/blog/new");
    await page.getByLabel("Title").fill(`Moving ${from}`);
    await page.getByLabel("Body (Markdown)").fill("Body");
    await page.getByLabel("Category").selectOption({ label: from });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(statusMessage(page)).toHaveText("Post created.");

    await page.goto("/admin/blog/categories");
    await page.getByRole("link", { name: `Rename ${from}` }).click();
    const rename = page.getByRole("form", { name: `Rename ${from}` });
    await rename.getByRole("textbox", { name: "Name" }).fill(`${from} renamed`);
    await rename.getByRole("button", { name: "Save", exact: true }).click();
    await expect(statusMessage(page)).toHaveText(`Saved “${from} renamed”.`);
    await expect(page.getByRole("row", { name: new RegExp(`${from} renamed`) }).locator("code")).toHaveText(from.toLowerCase());

    await page.getByRole("button", { name: `Delete ${from} renamed` }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("It has 1 post: choose where they go.");
    await page.getByLabel("Move its 1 post to").selectOption({ label: to });
    await page.getByRole("button", { name: "Move posts and delete" }).click();
    await expect(statusMessage(page)).toHaveText(`Deleted “${from} renamed” and moved its 1 post.`);
    await expect(page.getByRole("row", { name: new RegExp(to) })).toContainText("1 (0 published)");
  });

  // Also the editor's side of user management (it was identity.spec.ts's test of its own, which
  // signed in anew for the same screens).
  test("an editor cannot reach user management but can write for the blog", async ({ page, request }) => {
    const editor = await createUser(request, "editor");
    await signIn(page, editor);
    await expect(page.getByRole("heading", { name: `Welcome, ${editor.name}` })).toBeVisible();
    await expect(page.getByText("with the Editor role")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
    const refused = await page.goto("/admin/users");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page.getByText("You do not have permission to view this page.")).toBeVisible();
    const blog = await page.goto("/admin/blog");
    expect(blog?.status()).toBe(200);
    await page.getByRole("link", { name: "New post" }).click();
    await page.getByLabel("Title").fill(`Editor post ${unique("e")}`);
    await page.getByLabel("Body (Markdown)").fill("Written by an editor.");
    await page.getByLabel("Category").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(statusMessage(page)).toHaveText("Post created.");
    await expect(page.getByText(`by ${editor.name}`)).toBeVisible();
  });

  test("news pages are cacheable at the edge and answer 304 to a matching If-None-Match", async ({ playwright, baseURL }) => {
    // The policy when no post is waiting for its publish time: while one is (blog-editor.spec
    // schedules one a few minutes ahead, perhaps on the other worker), max-age ends at its time
    // and nothing may be served stale. The e2e server reads its time from X-Test-Now: a day on,
    // every post scheduled by the suite is out.
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Test-Now": testInstant(1) } });
    for (const path of ["/news", "/news/welcome-to-our-news", "/news/rss.xml"]) {
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      expect(first.headers()["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=86400");
      const etag = first.headers().etag!;
      expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
      const again = await request.get(path, { headers: { "If-None-Match": etag } });
      expect(again.status(), path).toBe(304);
      expect(again.headers()["content-security-policy"]).toBeUndefined();
      expect((await request.get(path, { headers: { "If-None-Match": 'W/"stale"' } })).status()).toBe(200);
    }
    expect((await request.get("/news/no-such-post")).status()).toBe(404);
    expect((await request.get("/news/no-such-post")).headers()["cache-control"]).toBe("no-store");
    expect((await request.get("/news?category=no-such-category")).status()).toBe(404);
    await request.dispose();
  });
});

test("the news pages and the staff content screens have no axe violations", async ({ page }) => {
  // A ceiling: nine pages, each loaded and scanned by axe (14 s a page at load average 15-20 on
  // this 2-core machine, so 120 s ran out on the last one).
  test.setTimeout(300_000);
  // Hydration mismatches surface as page errors: none may happen on these pages. So each is a full
  // load, the listener already there (the edit screen is opened from the list, as staff open it).
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  const scan = async () => {
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  };
  for (const path of ["/news", "/news/welcome-to-our-news"]) {
    await page.goto(path);
    await scan();
  }
  await signIn(page); // loads /admin
  await scan();
  await page.goto("/admin/blog");
  await scan();
  await page.getByRole("link", { name: "Welcome to our news", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Edit post" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  for (const path of ["/admin/blog/new", "/admin/blog/categories", "/admin/uploads", "/admin/sales-requests"]) {
    await page.goto(path);
    await scan();
  }
  expect(pageErrors).toEqual([]);
});
