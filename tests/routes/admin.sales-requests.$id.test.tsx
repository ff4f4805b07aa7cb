import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.sales-requests.$id";
import { itAnswersNotFound, recordAt } from "./support/access";
import { openAs, salesRequest } from "./support/fixtures";
import { platform } from "./support/platform";

const { env } = await platform();
const at = recordAt("/admin/sales-requests/:id", { inAdmin: true });

describe("/admin/sales-requests/:id (app/routes/admin.sales-requests.$id.tsx)", () => {
  it("shows the request's sender, company and its status form", async () => {
    const request = await salesRequest(env, { comments: "We run 40 branches." });
    await openAs("editor", route, at(request.id), `Sales request from ${request.name}`);
    expect(screen.getByText("We run 40 branches.")).toBeTruthy();
    expect((screen.getByLabelText("Status") as unknown as HTMLSelectElement).value).toBe("new");
  });

  it("saves a new status: the row changes, the audit row is written, the screen says Saved.", async () => {
    const request = await salesRequest(env);
    const { staff } = await openAs("editor", route, at(request.id));
    fireEvent.change(await screen.findByLabelText("Status"), { target: { value: "contacted" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Saved.")).toBeTruthy();
    expect(await env.DB.prepare("SELECT status FROM sales_requests WHERE id = ?1").bind(request.id).first()).toEqual({ status: "contacted" });
    await expect(env.DB).toHaveAuditRow({ action: "request.status", actorId: staff.user.id, target: request.id });
  });

  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");
});
