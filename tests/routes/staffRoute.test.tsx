import { data } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, Form } from "@remix-run/react";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { staffAction, staffLoader } from "../../app/server/admin/staffRoute.server";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();

/** A staff screen as the admin routes declare theirs: demo:manage, which admins have and editors do not. */
const loader = staffLoader("demo:manage", async ({ user, env }) => ({ greeting: `Hello ${user.name}`, hasDb: env.DB !== undefined }));
const action = staffAction("demo:manage", async ({ call, user }) => data({ actor: call.actor.email, same: call.actor.id === user.id, ip: call.ip }));

function Screen() {
  const { greeting } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <>
      <h1>{greeting}</h1>
      <Form method="post">
        <button type="submit">Act</button>
      </Form>
      {done ? <p>Acted as {done.actor}</p> : null}
    </>
  );
}

const screenRoute = { default: Screen, loader, action };
const URL_ = "/admin/example";

describe("staffLoader / staffAction (app/server/admin/staffRoute.server.ts)", () => {
  it("sends an anonymous visitor to sign in, coming back here", async () => {
    renderRoute(screenRoute, { path: URL_, url: URL_, context, landings: ["/admin/login"] });
    expect(await screen.findByRole("heading", { name: "Landed on /admin/login" })).toBeTruthy();
    const answer = await postForm(action, `http://localhost${URL_}`, {}, context);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/login?${new URLSearchParams({ redirectTo: URL_ })}`);
  });

  it("answers 403 to a role without the permission, on the page and on a post", async () => {
    const editor = await signedInStaff(env, "editor");
    renderRoute(screenRoute, { path: URL_, url: URL_, context, cookie: editor.cookie });
    expect(await screen.findByText("403 Forbidden")).toBeTruthy();
    expect((await postForm(action, `http://localhost${URL_}`, {}, context, { cookie: editor.cookie })).status).toBe(403);
  });

  it("hands a permitted user's handler the user, the env and (in an action) the StaffCall", async () => {
    const admin = await signedInStaff(env, "admin", { name: "Ada Allowed" });
    renderRoute(screenRoute, { path: URL_, url: URL_, context, cookie: admin.cookie });
    expect(await screen.findByRole("heading", { name: "Hello Ada Allowed" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Act" }));
    expect(await screen.findByText(`Acted as ${admin.user.email}`)).toBeTruthy();
    const answer = await postForm(action, `http://localhost${URL_}`, {}, context, { cookie: admin.cookie, ip: "203.0.113.7" });
    expect(answer).toMatchObject({ status: 200, body: { actor: admin.user.email, same: true, ip: "203.0.113.7" } });
  });
});
