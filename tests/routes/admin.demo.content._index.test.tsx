import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.demo.content._index";
import { itGuards } from "./support/access";
import { demoImage, openAs } from "./support/fixtures";
import { deleteThroughConfirm, rowWithLink } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/demo/content" };

describe("/admin/demo/content (app/routes/admin.demo.content._index.tsx)", () => {
  itGuards(route, at, "editor");

  it("lists a demo image with its product, size and whom it is shared with", async () => {
    const image = await demoImage(env);
    await openAs("admin", route, at, "Demo Content");
    const row = await rowWithLink(image.title);
    expect(within(row).getByText("Loan Cashier")).toBeTruthy();
    expect(within(row).getByText("0 users")).toBeTruthy();
    expect(within(row).getByText("2.0 KB")).toBeTruthy();
  });

  it("asks before deleting; the confirmed delete removes the item and its file, audited, and says so", async () => {
    const image = await demoImage(env);
    const { staff } = await openAs("admin", route, at, "Demo Content");
    await deleteThroughConfirm(await rowWithLink(image.title), {
      ask: `Delete ${image.title}`,
      question: `Delete “${image.title}”?`,
      confirm: "Delete item",
      done: `Deleted “${image.title}”.`,
    });
    expect(await env.DB.prepare("SELECT id FROM demo_items WHERE id = ?1").bind(image.id).first()).toBeNull();
    expect(await env.MEDIA.head(image.key)).toBeNull();
    await expect(env.DB).toHaveAuditRow({ action: "demo.item.delete", actorId: staff.user.id, target: image.title });
  });
});
