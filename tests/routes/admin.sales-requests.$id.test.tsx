import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.sales-requests.$id";
import { itAnswersNotFound, recordAt } from "./support/access";
import { openAs, salesRequest } from "./support/fixtures";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
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

  it("a reply from a New request marks it Contacted (the box is offered, ticked); the box is gone once it is past New", async () => {
    const request = await salesRequest(env);
    await openAs("editor", route, at(request.id), `Sales request from ${request.name}`);
    const box = screen.getByLabelText("Mark the request as Contacted") as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: "Dear Pat, here is the price list." } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText(/and the request marked Contacted/)).toBeTruthy();
    expect(await env.DB.prepare("SELECT status FROM sales_requests WHERE id = ?1").bind(request.id).first()).toEqual({ status: "contacted" });
    expect(screen.queryByLabelText("Mark the request as Contacted")).toBeNull();
    expect(screen.getByText("Status: New → Contacted")).toBeTruthy();
  });

  it("a reply with the box cleared leaves the request New", async () => {
    const request = await salesRequest(env);
    await openAs("editor", route, at(request.id), `Sales request from ${request.name}`);
    fireEvent.click(screen.getByLabelText("Mark the request as Contacted"));
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: "Dear Pat, a first answer." } });
    fireEvent.click(screen.getByRole("button", { name: "Send reply" }));
    expect(await screen.findByText(/Reply queued for/)).toBeTruthy();
    expect(screen.queryByText(/and the request marked Contacted/)).toBeNull();
    expect(await env.DB.prepare("SELECT status FROM sales_requests WHERE id = ?1").bind(request.id).first()).toEqual({ status: "new" });
  });

  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");
});

describe("/admin/sales-requests/:id's intents (lib/sales/requestIntents.ts)", () => {
  it("saves a status with intent=change; an unknown or missing intent is 400 'Unknown action' and changes nothing", async () => {
    const request = await salesRequest(env);
    const { cookie } = await signedInStaff(env, "editor");
    const post = (fields: Record<string, string>) =>
      postForm(route.action, `http://127.0.0.1/admin/sales-requests/${request.id}`, fields, context, { cookie, params: { id: request.id } });
    const status = () => env.DB.prepare("SELECT status FROM sales_requests WHERE id = ?1").bind(request.id).first("status");
    for (const fields of [{ intent: "close-all", status: "closed" }, { status: "closed" }] as Record<string, string>[]) {
      expect(await post(fields)).toMatchObject({ status: 400, body: { error: "Unknown action" } });
    }
    expect(await status()).toBe("new");
    expect((await post({ intent: "change", status: "qualified" })).status).toBe(302);
    expect(await status()).toBe("qualified");
  });
});
