import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.blog.new";
import { itGuards } from "./support/access";
import { blogCategory, openAs, unique } from "./support/fixtures";
import { field, fill, press } from "./support/form";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context: platformContext } = await platform();
const at = { path: "/admin/blog/new", inAdmin: true, landings: ["/admin/blog/:id"] };
const stored = (title: string) => env.DB.prepare("SELECT published, body_md FROM blog_posts WHERE title = ?1").bind(title).first();

describe("/admin/blog/new (app/routes/admin.blog.new.tsx)", () => {
  itGuards(route, at);

  it("an editor saves a draft: it is stored as a draft, audited, and the editor lands on the post", async () => {
    const category = await blogCategory(env);
    const { staff } = await openAs("editor", route, at, "New post");
    const title = `Rates are moving ${unique()}`;
    fill("Title", title);
    fill("Body (Markdown)", "What the *rate change* means.");
    fireEvent.change(field("Category"), { target: { value: category.id } });
    press("Save draft");
    expect(await screen.findByRole("heading", { name: "Landed on /admin/blog/:id" })).toBeTruthy();
    expect(await stored(title)).toEqual({ published: 0, body_md: "What the *rate change* means." });
    await expect(env.DB).toHaveAuditRow({ action: "post.create", actorId: staff.user.id, target: title });
  });

  it("without a category: the field says so, the words are kept, nothing is stored", async () => {
    await openAs("admin", route, at, "New post");
    const title = `No category ${unique()}`;
    fill("Title", title);
    fill("Body (Markdown)", "Words worth keeping.");
    press("Save draft");
    expect(await screen.findByText("Choose a category", { selector: ".field-error" })).toBeTruthy();
    expect(field("Title").value).toBe(title);
    expect(field("Body (Markdown)").value).toBe("Words worth keeping.");
    expect(field("Category").getAttribute("aria-invalid")).toBe("true");
    expect(await stored(title)).toBeNull();
  });
});

describe("/admin/blog/new's intents (lib/blog/postEditorIntents.ts)", () => {
  it("answers an unknown or missing intent 400 'Unknown action' and stores nothing; Preview renders the body and stores nothing", async () => {
    const category = await blogCategory(env);
    const { cookie } = await signedInStaff(env, "editor");
    const title = `Not to be stored ${unique()}`;
    const post = (intent?: string) =>
      postForm(
        route.action,
        "http://127.0.0.1/admin/blog/new",
        { ...(intent ? { intent } : {}), title, body: "Some *words*.", categoryId: category.id, publication: "draft", draftId: crypto.randomUUID() },
        platformContext,
        { cookie },
      );
    for (const intent of ["publish-everything", undefined]) {
      expect(await post(intent)).toMatchObject({ status: 400, body: { error: "Unknown action" } });
    }
    expect(await post("preview")).toMatchObject({ status: 200, body: { previewRequested: true, previewHtml: expect.stringContaining("<em>words</em>") } });
    expect(await stored(title)).toBeNull();
  });
});
