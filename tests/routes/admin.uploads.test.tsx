import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.uploads";
import { itGuards } from "./support/access";
import { openAs, upload } from "./support/fixtures";
import { deleteThroughConfirm, rowWithLink } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/uploads" };

describe("/admin/uploads (app/routes/admin.uploads.tsx)", () => {
  itGuards(route, at);

  it("lists an uploaded image with its type and size", async () => {
    const file = await upload(env);
    await openAs("editor", route, at, "Uploads");
    const row = await rowWithLink(file.filename);
    expect(within(row).getByText("image/png")).toBeTruthy();
    expect(within(row).getByText("3 KB")).toBeTruthy();
  });

  it("asks before deleting; the confirmed delete removes the file and its row, audited, and says so", async () => {
    const file = await upload(env);
    const { staff } = await openAs("editor", route, at, "Uploads");
    await deleteThroughConfirm(await rowWithLink(file.filename), {
      ask: `Delete ${file.filename}`,
      question: `Delete ${file.filename}?`,
      confirm: "Delete file",
      done: `Deleted ${file.filename}.`,
    });
    expect(await env.DB.prepare("SELECT id FROM uploads WHERE id = ?1").bind(file.id).first()).toBeNull();
    expect(await env.MEDIA.head(file.key)).toBeNull();
    await expect(env.DB).toHaveAuditRow({ action: "upload.delete", actorId: staff.user.id, target: file.filename });
  });
});
