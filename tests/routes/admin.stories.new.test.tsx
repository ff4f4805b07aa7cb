import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.stories.new";
import { itGuards } from "./support/access";
import { openAs, unique } from "./support/fixtures";
import { field, fill, press } from "./support/form";
import { platform } from "./support/platform";

const { env } = await platform();
const at = { path: "/admin/stories/new", inAdmin: true, landings: ["/admin/stories/:id"] };
const stored = (customer: string) => env.DB.prepare("SELECT id, slug, published FROM customer_stories WHERE customer_name = ?1").bind(customer).first();

describe("/admin/stories/new (app/routes/admin.stories.new.tsx)", () => {
  itGuards(route, at);

  it("an editor writes a story: it is stored with its product, audited, and the editor lands on it", async () => {
    const { staff } = await openAs("editor", route, at, "New customer story");
    const customer = `Lakeside Credit Union ${unique()}`;
    fill("Customer name", customer);
    fireEvent.change(field("Segment"), { target: { value: "CommercialBanks" } });
    fill("Region", "Northern Europe");
    fill("Headline", "Loans approved in a day");
    fill("The challenge", "Loan files travelled by courier.");
    fill("The solution", "Loan Cashier at every branch.");
    fill("Figure 1", "1 day");
    fill("What figure 1 measures", "from application to approval");
    fireEvent.click(screen.getByLabelText("Loan Cashier"));
    press("Save story");
    expect(await screen.findByRole("heading", { name: "Landed on /admin/stories/:id" })).toBeTruthy();
    expect(await stored(customer)).toMatchObject({ published: 0, slug: expect.stringMatching(/^lakeside-credit-union-/) });
    await expect(env.DB).toHaveAuditRow({ action: "story.create", actorId: staff.user.id, target: customer });
  });

  it("without a product or a result: the fields' errors are shown, what was typed kept, nothing stored", async () => {
    await openAs("admin", route, at, "New customer story");
    const customer = `Half Done Bank ${unique()}`;
    fill("Customer name", customer);
    press("Save story");
    expect(await screen.findByText("Choose at least one product the customer uses")).toBeTruthy();
    expect(field("Customer name").value).toBe(customer);
    expect(field("Headline").getAttribute("aria-invalid")).toBe("true");
    expect(await stored(customer)).toBeNull();
  });
});
