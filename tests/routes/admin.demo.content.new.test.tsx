import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.demo.content.new";
import { itGuards } from "./support/access";
import { openAs } from "./support/fixtures";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";

const { context } = await platform();
const at = { path: "/admin/demo/content/new" };

describe("/admin/demo/content/new (app/routes/admin.demo.content.new.tsx)", () => {
  itGuards(route, at, "editor");

  it("offers the upload form with the catalogue's products to file it under", async () => {
    await openAs("admin", route, at, "Upload Demo Content");
    expect(screen.getByRole("option", { name: "Loan Cashier" })).toBeTruthy();
  });

  it("a form posted without JavaScript is answered 400 with the reason, storing nothing", async () => {
    const { staff } = await openAs("admin", route, at, "Upload Demo Content");
    const answer = await postForm(route.action, "http://127.0.0.1/admin/demo/content/new", { title: "No script" }, context, { cookie: staff.cookie });
    expect(answer).toMatchObject({ status: 400, body: { error: "Uploading demo content needs JavaScript: please enable it and try again." } });
  });
});
