import { screen } from "@testing-library/react";
import { Request as NodeRequest } from "undici";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.trust-centre";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
const URL_ = "http://127.0.0.1/admin/trust-centre";
const open = (cookie?: string) =>
  renderRoute(route, { path: "/admin/trust-centre", url: "/admin/trust-centre", context, cookie, landings: ["/admin/login", "/admin/two-factor"] });

describe("/admin/trust-centre (app/routes/admin.trust-centre.tsx): who gets in", () => {
  it("sends an anonymous visitor to sign in", async () => {
    open();
    expect(await screen.findByRole("heading", { name: "Landed on /admin/login" })).toBeTruthy();
  });

  it("sends an admin without a second factor to set one up, before anything is read", async () => {
    const admin = await signedInStaff(env, "admin", { enrolled: false });
    open(admin.cookie);
    expect(await screen.findByRole("heading", { name: "Landed on /admin/two-factor" })).toBeTruthy();
  });

  it("refuses editors (trust:manage is the admins'), for the screen and for a change", async () => {
    const editor = await signedInStaff(env, "editor");
    const headers = { Cookie: editor.cookie };
    const refused = async (run: () => Promise<unknown>) => {
      const thrown = await run().then(
        () => null,
        (e: unknown) => e,
      );
      return thrown instanceof Response ? thrown.status : thrown;
    };
    expect(await refused(() => route.loader({ request: new NodeRequest(URL_, { headers }) as unknown as Request, params: {}, context } as never))).toBe(403);
    // Node's own Request (undici): happy-dom's drops the Cookie header, as a browser's fetch must.
    const post = new NodeRequest(URL_, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Origin: "http://127.0.0.1" },
      body: new URLSearchParams({ intent: "create", section: "security", title: "Editor's fact", body: "Text.", reviewedOn: "2026-11-20" }).toString(),
    }) as unknown as Request;
    expect(await refused(() => route.action({ request: post, params: {}, context } as never))).toBe(403);
  });

  it("lets admins in", async () => {
    const admin = await signedInStaff(env, "admin");
    open(admin.cookie);
    expect(await screen.findByRole("heading", { level: 1, name: /Trust centre/ })).toBeTruthy();
  });
});

describe("/admin/trust-centre: the list says which facts are still to be confirmed", () => {
  it("tags a fact whose words say “To be confirmed”, and offers to mark each reviewed today", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const add = (title: string, body: string) =>
      env.DB.prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on) VALUES (?1, 'privacy', ?2, ?3, '2025-01-02')")
        .bind(crypto.randomUUID(), title, body)
        .run();
    await add(`Open ${tag}`, "To be confirmed: the sub-processors.");
    await add(`Done ${tag}`, "We encrypt data at rest.");
    const admin = await signedInStaff(env, "admin");
    open(admin.cookie);
    const rowOf = async (title: string) => (await screen.findByRole("cell", { name: title })).closest("tr")!;
    expect((await rowOf(`Open ${tag}`)).textContent).toContain("To be confirmed");
    expect((await rowOf(`Done ${tag}`)).textContent).not.toContain("To be confirmed");
    expect((await rowOf(`Done ${tag}`)).textContent).toContain("Confirmed");
    expect(screen.getByRole("button", { name: `Mark Open ${tag} as reviewed today` })).toBeTruthy();
    // Nothing on the form asks for a date: saving is the review.
    expect(screen.queryByLabelText("Last reviewed")).toBeNull();
  });
});
