import { describe, expect, it } from "vitest";
import { validatePage } from "../support/html/validateHtml";

const doc = (body: string, after = "") =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>t</title></head><body><main><h1>t</h1></main>${body}</body></html>${after}`;

describe("validatePage (the validator tests/e2e/html-valid.spec.ts runs)", () => {
  it("reports what the Nu checker reported on the old pages: an inert link rel in the body, [ ] in a URL", async () => {
    const old = await validatePage(doc('<link rel="x-held-modulepreload" href="/build/routes/[bank_operations].$-76ERE4PG.js"/>'));
    expect(old.errors.some((e) => e.startsWith("element-permitted-content"))).toBe(true);
    expect(old.errors.some((e) => e.startsWith("meridian/valid-url") && e.includes('"["'))).toBe(true);
  });

  it("accepts module preloads held in a template, with encoded URLs, and Remix's data scripts after </html>", async () => {
    const report = await validatePage(
      doc(
        '<template data-held-preloads><link rel="modulepreload" href="/build/routes/%5Bbank_operations%5D.$-76ERE4PG.js"/></template>',
        '<!--$--><script nonce="n">window.__remixContext.streamController.close();</script><!--/$-->',
      ),
    );
    expect(report.errors).toEqual([]);
    expect(report.afterHtmlIsDataScripts).toBe(true);
  });

  it("leaves an IPv6 host's brackets alone and flags a bare %", async () => {
    expect((await validatePage(doc('<a href="http://[::1]:8788/a">a</a>'))).errors).toEqual([]);
    expect((await validatePage(doc('<a href="/a%zz">a</a>'))).errors).toHaveLength(1);
  });

  it("says when anything but data scripts follows </html>", async () => {
    expect((await validatePage(doc("", "<p>late</p>"))).afterHtmlIsDataScripts).toBe(false);
  });
});
