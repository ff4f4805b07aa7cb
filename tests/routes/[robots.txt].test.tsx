import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/[robots.txt]";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();

// app/routes/[robots.txt].ts
describe("/robots.txt", () => {
  it("allows all but /admin and /demo, points at the sitemap index, and is cacheable", async () => {
    const file = await load(route.loader, "http://localhost/robots.txt", context);
    expect(file.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(file.headers.get("Cache-Control")).toMatch(/^public/);
    expect(file.text).toContain("User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /demo\n");
    expect(file.text).toContain(`\nSitemap: ${new URL("/sitemap-index.xml", env.SITE_URL).href}\n`);
  });
});
