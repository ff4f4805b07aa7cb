import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.stories.$id";
import { itAnswersNotFound, itGuards, recordAt } from "./support/access";
import { openAs, story } from "./support/fixtures";
import { field, press, saveEmptied } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = recordAt("/admin/stories/:id", { inAdmin: true });

describe("/admin/stories/:id (app/routes/admin.stories.$id.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()));

  it("shows the stored story in the form, marked not published", async () => {
    const s = await story(env, { headline: "Branches closed the day by noon" });
    await openAs("editor", route, at(s.id), "Edit customer story");
    expect(field("Customer name").value).toBe(s.customer_name);
    expect(field("Headline").value).toBe("Branches closed the day by noon");
    expect(screen.getByText(/^Not published/)).toBeTruthy();
  });

  it("Publish makes it public, with its audit row, and says where it shows", async () => {
    const s = await story(env);
    const { staff } = await openAs("editor", route, at(s.id));
    await screen.findByRole("button", { name: "Publish" });
    press("Publish");
    expect(await screen.findByText("Published: it is on /customers now.")).toBeTruthy();
    expect(await env.DB.prepare("SELECT published FROM customer_stories WHERE id = ?1").bind(s.id).first()).toEqual({ published: 1 });
    await expect(env.DB).toHaveAuditRow({ action: "story.publish", actorId: staff.user.id, target: s.customer_name });
  });

  it("a save with the headline emptied is refused under the field, the stored story unchanged", async () => {
    const s = await story(env);
    await openAs("admin", route, at(s.id), "Edit customer story");
    await saveEmptied("Headline", "Save changes");
    expect(await env.DB.prepare("SELECT headline FROM customer_stories WHERE id = ?1").bind(s.id).first()).toEqual({ headline: s.headline });
  });

  itAnswersNotFound(route, at(crypto.randomUUID()), "editor");
});
