import { describe, expect, it } from "vitest";
import { formatBytes, formatDay, formatDuration, formatWhen, mediaSummary } from "~/lib/demo/demoFormat";
import { groupByProduct } from "~/lib/demo/demoLibrary";
import { accessUntilOf, expiresAtOf, kindOfContentType, uploadCreateSchema } from "~/lib/demo/demoSchemas";
import { productOptionGroups } from "~/lib/demo/demoProducts";

describe("demo display helpers", () => {
  it("formats durations, sizes and dates the same on server and browser (no Intl)", () => {
    expect(formatDuration(4.014)).toBe("0:04");
    expect(formatDuration(850.968)).toBe("14:11");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(null)).toBeNull();
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(56_710)).toBe("55 KB");
    expect(formatBytes(5 * 1024 ** 3)).toBe("5.0 GB");
    expect(formatWhen("2026-11-22T06:29:04.123Z")).toBe("Nov 22, 2026, 06:29 UTC");
    expect(formatWhen(null)).toBe("Never");
    expect(formatDay("2026-02-03")).toBe("February 3, 2026");
    expect(mediaSummary({ kind: "image", durationSeconds: null, width: 640, height: 360 })).toBe("Image · 640×360");
    expect(mediaSummary({ kind: "video", durationSeconds: null, width: null, height: null })).toBe("Video");
  });

  it("stores the last day of access as the end of that day, UTC, and reads it back", () => {
    expect(expiresAtOf("2026-11-30")).toBe("2026-11-30T23:59:59.999Z");
    expect(accessUntilOf("2026-11-30T23:59:59.999Z")).toBe("2026-11-30");
    expect(expiresAtOf(null)).toBeNull();
  });

  it("groups a demo user's items by product, products and items by name", () => {
    const item = (id: string, title: string, productId: string, productName: string, kind: "video" | "image" = "video") => ({
      id,
      title,
      kind,
      productId,
      productName,
      productPath: `/x/${productId}`,
      description: "",
      url: `/demo-media/items/${id}`,
      posterUrl: null,
      durationSeconds: 61,
      width: 10,
      height: 10,
    });
    const groups = groupByProduct([item("1", "Zeta", "b", "Bonds"), item("2", "Alpha", "b", "Bonds", "image"), item("3", "Tour", "a", "Accounts Payable")]);
    expect(groups.map((g) => g.productName)).toEqual(["Accounts Payable", "Bonds"]);
    expect(groups[1]!.items.map((i) => [i.title, i.href, i.thumbnailUrl, i.summary])).toEqual([
      ["Alpha", "/demo/images/2", "/demo-media/items/2", "Image · 10×10"],
      ["Zeta", "/demo/videos/1", null, "Video · 1:01"],
    ]);
  });

  it("offers every catalogue product once, grouped by module group", () => {
    const groups = productOptionGroups();
    expect(groups.map((g) => g.group)).toEqual(["Accounting", "Banking", "Central Banking", "Investment", "Trust", "Module Options"]);
    const ids = groups.flatMap((g) => g.products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain("loan-origination");
  });

  it("accepts video and image types only, each within its size limit", () => {
    expect(kindOfContentType("video/webm")).toBe("video");
    expect(kindOfContentType("image/svg+xml")).toBeNull();
    expect(uploadCreateSchema.safeParse({ filename: "a.mp4", contentType: "video/mp4", size: 2 * 1024 ** 3 }).success).toBe(true);
    expect(uploadCreateSchema.safeParse({ filename: "a.png", contentType: "image/png", size: 51 * 1024 ** 2 }).success).toBe(false);
  });
});
