import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.blog.$id";
import { itAnswersNotFound, itGuards, recordAt } from "./support/access";
import { blogPost, openAs } from "./support/fixtures";
import { field, press, saveEmptied } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = recordAt("/admin/blog/:id", { inAdmin: true });
const row = (id: string) => env.DB.prepare("SELECT title, published FROM blog_posts WHERE id = ?1").bind(id).first();

describe("/admin/blog/:id (app/routes/admin.blog.$id.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()));

  it("shows the stored draft in the editor, with its preview rendered", async () => {
    const post = await blogPost(env, { body_md: "Rates **rose** today." });
    await openAs("editor", route, at(post.id), "Edit post");
    expect(field("Title").value).toBe(post.title);
    expect(screen.getByText(/^Draft · by/)).toBeTruthy();
    expect(screen.getByText("rose").tagName).toBe("STRONG");
  });

  it("Publish now puts it on /news, with its audit row, and says so", async () => {
    const post = await blogPost(env);
    const { staff } = await openAs("editor", route, at(post.id), "Edit post");
    press("Publish now");
    expect(await screen.findByText("Published: it is on /news now.")).toBeTruthy();
    expect(await row(post.id)).toEqual({ title: post.title, published: 1 });
    await expect(env.DB).toHaveAuditRow({ action: "post.publish", actorId: staff.user.id, target: post.title });
  });

  it("a save with the title emptied is refused under the field, the stored post unchanged", async () => {
    const post = await blogPost(env);
    await openAs("admin", route, at(post.id), "Edit post");
    await saveEmptied("Title", "Save draft");
    expect(await row(post.id)).toEqual({ title: post.title, published: 0 });
  });

  itAnswersNotFound(route, at(crypto.randomUUID()), "editor");
});
