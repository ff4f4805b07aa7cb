import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.blog._index";
import { itGuards } from "./support/access";
import { blogPost, openAs } from "./support/fixtures";
import { press, rowWithLink } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/blog", inAdmin: true };

describe("/admin/blog (app/routes/admin.blog._index.tsx)", () => {
  itGuards(route, at);

  it("lists a draft with its category and status, linked to its editor", async () => {
    const post = await blogPost(env);
    await openAs("editor", route, at, "Blog posts");
    const row = await rowWithLink(post.title);
    expect(within(row).getByRole("link", { name: post.title }).getAttribute("href")).toBe(`/admin/blog/${post.id}`);
    expect(within(row).getByText(post.category.name)).toBeTruthy();
    expect(within(row).getByText("Draft")).toBeTruthy();
  });

  it("publishes a post in place: stored, audited, and the list says so", async () => {
    const post = await blogPost(env);
    const { staff } = await openAs("admin", route, at, "Blog posts");
    await rowWithLink(post.title);
    press(`Publish “${post.title}”`);
    expect(await screen.findByText(`Published “${post.title}”.`)).toBeTruthy();
    expect(within(await rowWithLink(post.title)).getByText("Published")).toBeTruthy();
    expect(await env.DB.prepare("SELECT published FROM blog_posts WHERE id = ?1").bind(post.id).first()).toEqual({ published: 1 });
    await expect(env.DB).toHaveAuditRow({ action: "post.publish", actorId: staff.user.id, target: post.title });
  });
});
