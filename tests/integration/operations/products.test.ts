import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { productById } from "../../../app/catalogue";
import { publishCopy, publishedCopy, restoreCopy, saveCopyDraft, copyDraft, copyHistory, defaultCopy } from "../../../app/server/products/productCopy.server";
import { copyFields as editorFields } from "../../../app/lib/products/productCopy";
import { productLaunchItems } from "../../../app/server/products/productLaunch.server";
import { productPageContent } from "../../../app/server/products/productPageContent.server";
import {
  type ScreenshotView,
  addScreenshot,
  discardScreenshotChanges,
  editScreenshot,
  moveScreenshot,
  removeScreenshot,
  screenshotsOf,
} from "../../../app/server/products/productScreenshots.server";
import { PUBLIC_CACHE } from "../../../app/lib/cache";
import { edgeLookup, edgeStore, setBuildId } from "../../../app/server/platform/edgeCache.server";
import { productPagePaths } from "../../../app/server/products/productPagePaths.server";
import { createStaff } from "../auth";
import { makeUpload } from "../blog/fixtures";
import { auditRows, callAs, count, whileAuditRefused } from "./atomicity";
import { englishWordFiles, englishWords } from "../../support/productWords";

/**
 * Each product's screenshots and copy (decision record 0040), operation by operation: who may,
 * bad input stores nothing, the change and its audit row land together or not at all, and what
 * the public page then reads.
 */

/** A PNG's signature and IHDR chunk, enough for the header read: `width` × `height`. */
function pngOf(width: number, height: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(33);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, width);
  new DataView(b.buffer).setUint32(20, height);
  b.set([8, 6, 0, 0, 0], 24);
  return b;
}

async function imageUpload(width = 1280, height = 800, contentType = "image/png"): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await env.MEDIA.put(`uploads/${id}`, pngOf(width, height), { httpMetadata: { contentType } });
  await env.DB.prepare("INSERT INTO uploads (id, r2_key, filename, content_type, kind, size_bytes) VALUES (?1, ?2, ?3, ?4, 'image', 33)")
    .bind(id, `uploads/${id}`, `screen-${width}.png`, contentType)
    .run();
  return { id };
}

const shotsOf = async (productId: string, view: ScreenshotView = "draft") =>
  (await screenshotsOf(env.DB, productId, view)).map((s) => ({ alt: s.alt, width: s.width, height: s.height }));
const auditCount = async (action: string) => (await auditRows(action)).length;
const copyFields = (productId: string, lead: string) => ({
  productId,
  overview: `${lead}\n\nSecond paragraph.`,
  features: "First feature.\n- Second feature.",
  serves: "Banks of every size.",
});

describe("product screenshots (products:manage)", () => {
  it("adds an image with its size read from the file, in order, to the draft; the public page reads them once the product is published", async () => {
    const editor = await createStaff("editor");
    const product = "repo-software";
    const first = await imageUpload(1280, 800);
    const second = await imageUpload(640, 400);
    const before = await auditCount("product.screenshot.add");
    expect(await addScreenshot(callAs(editor), env.MEDIA, { productId: product, uploadId: first.id, alt: "The repo blotter", caption: "" })).toMatchObject({
      ok: true,
      screenshot: { width: 1280, height: 800, position: 0 },
    });
    expect(
      await addScreenshot(callAs(editor), env.MEDIA, { productId: product, uploadId: second.id, alt: "Collateral", caption: "By counterparty" }),
    ).toMatchObject({
      ok: true,
      screenshot: { position: 1 },
    });
    expect(await shotsOf(product)).toEqual([
      { alt: "The repo blotter", width: 1280, height: 800 },
      { alt: "Collateral", width: 640, height: 400 },
    ]);
    expect(await auditCount("product.screenshot.add")).toBe(before + 2);
    const rows = await auditRows("product.screenshot.add");
    expect(rows.at(-1)).toMatchObject({
      actor_id: editor.id,
      target: expect.stringContaining(productById(product)!.name),
      detail: "screen-640.png (640 × 400), in the draft",
    });
    expect(await productPageContent(env.DB, product, "test")).toMatchObject({ screenshots: [] });
    expect(await publishCopy(callAs(editor), copyFields(product, "Published with its screenshots."))).toMatchObject({
      ok: true,
      screenshots: { added: 2, removed: 0 },
    });
    expect((await auditRows("product.copy.publish")).at(-1)).toMatchObject({ actor_id: editor.id, detail: "screenshots: 2 added" });
    const content = await productPageContent(env.DB, product, "test");
    expect(content).toMatchObject({
      screenshots: [{ alt: "The repo blotter", width: 1280, src: `/media/uploads/${first.id}` }, { caption: "By counterparty" }],
    });
  });

  it("refuses bad input with 400 and stores nothing: no alt text, an unknown product, a PDF, a GIF, an image whose size cannot be read", async () => {
    const admin = await createStaff("admin");
    const good = await imageUpload();
    const pdf = await makeUpload("pdf");
    const unreadable = await makeUpload("png");
    const gif = await imageUpload(10, 10, "image/gif");
    const product = "bond-tax-swap";
    const cases = [
      { productId: product, uploadId: good.id, alt: "   " },
      { productId: product, uploadId: good.id },
      { productId: "no-such-product", uploadId: good.id, alt: "x" },
      { productId: product, uploadId: "not-a-uuid", alt: "x" },
      { productId: product, uploadId: crypto.randomUUID(), alt: "x" },
      { productId: product, uploadId: pdf.id, alt: "x" },
      { productId: product, uploadId: gif.id, alt: "x" },
      { productId: product, uploadId: unreadable.id, alt: "x" },
      { productId: product, uploadId: good.id, alt: "x".repeat(301) },
      "not an object",
    ];
    const before = await auditCount("product.screenshot.add");
    for (const raw of cases) {
      const result = await addScreenshot(callAs(admin), env.MEDIA, raw);
      expect(result, JSON.stringify(raw)).toMatchObject({ ok: false, status: 400 });
    }
    expect(await count("SELECT count(*) AS n FROM product_screenshots WHERE product_id = ?1", product)).toBe(0);
    expect(await auditCount("product.screenshot.add")).toBe(before);
  });

  it("adds nothing when the audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const { id } = await imageUpload();
    const error = await whileAuditRefused(() => addScreenshot(callAs(editor), env.MEDIA, { productId: "hedge-fund", uploadId: id, alt: "Swaps" }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM product_screenshots WHERE product_id = 'hedge-fund'")).toBe(0);
  });

  it("edits the text, moves and removes, each with its audit row; a missing one is 404 and writes nothing", async () => {
    const editor = await createStaff("editor");
    const product = "equity-trading";
    const a = await addScreenshot(callAs(editor), env.MEDIA, { productId: product, uploadId: (await imageUpload()).id, alt: "A" });
    const b = await addScreenshot(callAs(editor), env.MEDIA, { productId: product, uploadId: (await imageUpload()).id, alt: "B" });
    if (!a.ok || !b.ok) throw new Error("fixture");
    expect(await editScreenshot(callAs(editor), { id: a.screenshot.id, alt: "A, renamed", caption: "Now with a caption" })).toMatchObject({ ok: true });
    expect(await editScreenshot(callAs(editor), { id: a.screenshot.id, alt: "" })).toMatchObject({ ok: false, status: 400 });
    expect(await moveScreenshot(callAs(editor), { id: b.screenshot.id, direction: "up" })).toMatchObject({ ok: true });
    expect(await moveScreenshot(callAs(editor), { id: b.screenshot.id, direction: "up" })).toMatchObject({ ok: false, status: 409 });
    expect(await moveScreenshot(callAs(editor), { id: b.screenshot.id, direction: "sideways" })).toMatchObject({ ok: false, status: 400 });
    expect((await screenshotsOf(env.DB, product, "draft")).map((s) => s.alt)).toEqual(["B", "A, renamed"]);
    const removes = await auditCount("product.screenshot.remove");
    const error = await whileAuditRefused(() => removeScreenshot(callAs(editor), { id: b.screenshot.id }));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await screenshotsOf(env.DB, product, "draft")).toHaveLength(2);
    expect(await removeScreenshot(callAs(editor), { id: b.screenshot.id })).toMatchObject({ ok: true });
    expect(await removeScreenshot(callAs(editor), { id: b.screenshot.id })).toMatchObject({ ok: false, status: 404 });
    expect(await editScreenshot(callAs(editor), { id: crypto.randomUUID(), alt: "x" })).toMatchObject({ ok: false, status: 404 });
    expect(await auditCount("product.screenshot.remove")).toBe(removes + 1);
    expect(await auditCount("product.screenshot.edit")).toBeGreaterThan(0);
    expect(await auditCount("product.screenshot.move")).toBeGreaterThan(0);
  });

  it("adding and removing change the draft only (the page and its cached copies stay) until Publish; discarding gives the page's set back", async () => {
    setBuildId(crypto.randomUUID());
    const SITE = "https://site.example";
    const editor = { ...callAs(await createStaff("editor")), origin: `${SITE}/admin/products/loan-processing` };
    const product = "loan-processing";
    const pages = productPagePaths(product);
    const request = (path: string) => new Request(`${SITE}${path}`);
    const keepPages = () =>
      Promise.all(
        pages.map((p) =>
          edgeStore(
            request(p),
            new Response("<p>before</p>", { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_CACHE } }),
            "",
            60,
          ),
        ),
      );
    const kept = async () => (await Promise.all(pages.map(async (p) => ((await edgeLookup(request(p), "n")) ? p : null)))).filter(Boolean);
    const page = async () => ((await productPageContent(env.DB, product, "test")) as { screenshots: { alt: string }[] }).screenshots.map((s) => s.alt);
    const add = async (alt: string) => {
      const added = await addScreenshot(editor, env.MEDIA, { productId: product, uploadId: (await imageUpload()).id, alt });
      if (!added.ok) throw new Error(added.error);
      return added.screenshot;
    };
    const publish = () => publishCopy(editor, copyFields(product, "Published."));

    await keepPages();
    const first = await add("First");
    expect(first.state).toBe("added");
    expect(await page()).toEqual([]);
    expect(await kept()).toEqual(pages);
    expect((await shotsOf(product)).map((s) => s.alt)).toEqual(["First"]);

    expect(await publish()).toMatchObject({ ok: true, screenshots: { added: 1, removed: 0 } });
    expect(await page()).toEqual(["First"]);
    expect(await kept()).toEqual([]);

    // A published screenshot removed in the draft stays on the page (and in its cached copies) until Publish.
    await keepPages();
    const second = await add("Second");
    expect(await removeScreenshot(editor, { id: first.id })).toMatchObject({ ok: true, screenshot: { state: "published" } });
    expect(await removeScreenshot(editor, { id: first.id })).toMatchObject({ ok: false, status: 404 });
    expect(await page()).toEqual(["First"]);
    expect((await shotsOf(product)).map((s) => s.alt)).toEqual(["Second"]);
    expect((await screenshotsOf(env.DB, product, "all")).map((s) => [s.alt, s.state])).toEqual([
      ["First", "removing"],
      ["Second", "added"],
    ]);
    // Text changed on a screenshot only the draft has leaves the page's cached copies too.
    expect(await editScreenshot(editor, { id: second.id, alt: "Second, renamed" })).toMatchObject({ ok: true });
    expect(await kept()).toEqual(pages);

    // Discarding: the draft has the page's set again; nothing public changed, nothing purged.
    const discards = await auditCount("product.screenshot.discard");
    expect(await discardScreenshotChanges(editor, { productId: product })).toMatchObject({ ok: true, changes: { added: 1, removed: 1 } });
    expect(await auditCount("product.screenshot.discard")).toBe(discards + 1);
    expect(await discardScreenshotChanges(editor, { productId: product })).toMatchObject({ ok: false, status: 409 });
    expect((await screenshotsOf(env.DB, product, "all")).map((s) => [s.alt, s.state])).toEqual([["First", "published"]]);
    expect(await page()).toEqual(["First"]);
    expect(await kept()).toEqual(pages);

    // Removed again and published: the page loses it, its copies are purged, the row is gone.
    expect(await removeScreenshot(editor, { id: first.id })).toMatchObject({ ok: true });
    expect(await publish()).toMatchObject({ ok: true, screenshots: { added: 0, removed: 1 } });
    expect(await page()).toEqual([]);
    expect(await kept()).toEqual([]);
    expect(await screenshotsOf(env.DB, product, "all")).toEqual([]);
    // The same text published again appended no version: the history has the first publish only.
    expect(await copyHistory(env.DB, product)).toHaveLength(1);
  });

  it("publishing only screenshots (the editor's text untouched) leaves a product on the catalogue's default copy", async () => {
    const editor = await createStaff("editor");
    const product = productById("documentary-collections-software")!;
    const added = await addScreenshot(callAs(editor), env.MEDIA, { productId: product.id, uploadId: (await imageUpload()).id, alt: "Collections" });
    if (!added.ok) throw new Error(added.error);
    const untouched = { productId: product.id, ...editorFields(defaultCopy(englishWords(product.id))) };
    // The default's words are a static file the call reads through ASSETS (decision record 0058).
    expect(await publishCopy({ ...callAs(editor), files: englishWordFiles }, untouched)).toMatchObject({
      ok: true,
      versionId: null,
      screenshots: { added: 1 },
    });
    expect(await copyHistory(env.DB, product.id)).toEqual([]);
    expect(await productPageContent(env.DB, product.id, "test")).toMatchObject({ copy: null, screenshots: [{ alt: "Collections" }] });
  });

  it("publishes neither the copy nor the screenshots when the audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const product = "reo-management";
    const added = await addScreenshot(callAs(editor), env.MEDIA, { productId: product, uploadId: (await imageUpload()).id, alt: "Pending" });
    if (!added.ok) throw new Error(added.error);
    const error = await whileAuditRefused(() => publishCopy(callAs(editor), copyFields(product, "Never lands.")));
    expect(String(error)).toMatch(/refused by the test/);
    expect((await screenshotsOf(env.DB, product, "all")).map((s) => s.state)).toEqual(["added"]);
    expect(await productPageContent(env.DB, product, "test")).toMatchObject({ copy: null, screenshots: [] });
  });
});

describe("product copy: draft, publish, restore (products:manage)", () => {
  it("a draft changes nothing public; publishing overrides the JSON default; restoring brings an earlier version back as a new one", async () => {
    const editor = await createStaff("editor");
    const product = productById("cash-order-application")!;
    expect(await publishedCopy(env.DB, product.id)).toBeNull();
    const drafts = await auditCount("product.copy.draft");
    expect(await saveCopyDraft(callAs(editor), copyFields(product.id, "Draft lead."))).toMatchObject({ ok: true });
    expect(await auditCount("product.copy.draft")).toBe(drafts + 1);
    expect((await copyDraft(env.DB, product.id))?.copy.description).toEqual(["Draft lead.", "Second paragraph."]);
    expect(await publishedCopy(env.DB, product.id)).toBeNull();

    expect(await publishCopy(callAs(editor), copyFields(product.id, "First published."))).toMatchObject({ ok: true });
    expect(await copyDraft(env.DB, product.id)).toBeNull();
    expect(await publishedCopy(env.DB, product.id)).toEqual({
      description: ["First published.", "Second paragraph."],
      features: ["First feature.", "Second feature."],
      serves: "Banks of every size.",
    });
    await publishCopy(callAs(editor), copyFields(product.id, "Second published."));
    const [latest, earlier] = await copyHistory(env.DB, product.id);
    expect(latest?.copy?.description[0]).toBe("Second published.");
    expect(await restoreCopy(callAs(editor), { productId: product.id, version: String(earlier!.id) })).toMatchObject({ ok: true, restored: earlier!.id });
    expect((await publishedCopy(env.DB, product.id))?.description[0]).toBe("First published.");
    expect((await copyHistory(env.DB, product.id))[0]).toMatchObject({ restoredFrom: earlier!.id });
    expect(await restoreCopy(callAs(editor), { productId: product.id, version: "default" })).toMatchObject({ ok: true, restored: "default" });
    expect(await publishedCopy(env.DB, product.id)).toBeNull();
    expect(await productPageContent(env.DB, product.id, "test")).toMatchObject({ copy: null });
    expect(await auditRows("product.copy.restore")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actor_id: editor.id, detail: "the catalogue's default", target: expect.stringContaining(product.name) }),
      ]),
    );
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const admin = await createStaff("admin");
    const product = "general-ledger";
    const versions = () => count("SELECT count(*) AS n FROM product_copy_versions WHERE product_id = ?1", product);
    const before = { versions: await versions(), publishes: await auditCount("product.copy.publish") };
    const bad = [
      { ...copyFields(product, "x"), overview: "  \n\n  " },
      { ...copyFields(product, "x"), features: "\n\n" },
      { ...copyFields(product, "x"), serves: "" },
      { ...copyFields(product, "x"), overview: Array.from({ length: 7 }, (_, i) => `Paragraph ${i}.`).join("\n\n") },
      { ...copyFields(product, "x"), features: "y".repeat(301) },
      { ...copyFields("no-such-product", "x") },
      { productId: product },
      null,
    ];
    for (const raw of bad) {
      expect(await publishCopy(callAs(admin), raw), JSON.stringify(raw)).toMatchObject({ ok: false, status: 400 });
      expect(await saveCopyDraft(callAs(admin), raw)).toMatchObject({ ok: false, status: 400 });
    }
    expect(await restoreCopy(callAs(admin), { productId: product, version: "seven" })).toMatchObject({ ok: false, status: 400 });
    expect(await restoreCopy(callAs(admin), { productId: product, version: "999999" })).toMatchObject({ ok: false, status: 404 });
    expect(await versions()).toBe(before.versions);
    expect(await auditCount("product.copy.publish")).toBe(before.publishes);
    expect(await copyDraft(env.DB, product)).toBeNull();
  });

  it("publishes nothing when the audit row cannot be written", async () => {
    const editor = await createStaff("editor");
    const product = "account-reconciliation";
    const error = await whileAuditRefused(() => publishCopy(callAs(editor), copyFields(product, "Never lands.")));
    expect(String(error)).toMatch(/refused by the test/);
    expect(await publishedCopy(env.DB, product)).toBeNull();
    const restoreError = await whileAuditRefused(() => restoreCopy(callAs(editor), { productId: product, version: "default" }));
    expect(String(restoreError)).toMatch(/refused by the test/);
    expect(await count("SELECT count(*) AS n FROM product_copy_versions WHERE product_id = ?1", product)).toBe(0);
  });
});

describe("productLaunchItems", () => {
  it("names, per family, the products with no screenshot and with default copy, linking to /admin/products; an item leaves when fixed", async () => {
    const items = await productLaunchItems(env, new Date());
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item).toEqual({ area: "Products", label: expect.any(String), fixHref: expect.stringMatching(/^\/admin\/(products\?family=|brochures)/) });
    const moduleOptions = (list: typeof items) => list.filter((i) => i.label.startsWith("Module Options:") && i.label.includes("default copy"));
    const [before] = moduleOptions(items);
    expect(before?.label).toMatch(/^Module Options: \d+ products? of \d+ with the default copy$/);
    const editor = await createStaff("editor");
    const product = (await import("../../../app/catalogue")).PRODUCTS.find((p) => p.group === "Module Options")!;
    await publishCopy(callAs(editor), copyFields(product.id, "Edited for launch."));
    const [after] = moduleOptions(await productLaunchItems(env, new Date()));
    const n = (label?: string) => Number(label?.match(/: (\d+)/)?.[1] ?? 0);
    expect(n(after?.label)).toBe(n(before?.label) - 1);
  });
});

describe("authorization", () => {
  it("both staff roles hold products:manage; the operation checks it itself", async () => {
    const editor = await createStaff("editor");
    const admin = await createStaff("admin");
    expect(await saveCopyDraft(callAs(admin), copyFields("fed-funds", "Admin draft."))).toMatchObject({ ok: true });
    expect(await saveCopyDraft(callAs(editor), copyFields("fed-funds", "Editor draft."))).toMatchObject({ ok: true });
  });
});
