import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.launch";
import { cookieName } from "../../app/server/auth/sessionCookies.server";
import { hashPassword } from "../../app/server/auth/password.server";
import { createSession } from "../../app/server/auth/sessions.server";
import { signToken } from "../../app/server/auth/tokens.server";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { signedInStaff } from "./support/staff";

const { env, context } = await platform();
const open = (cookie?: string) =>
  renderRoute(route, { path: "/admin/launch", url: "/admin/launch", context, cookie, landings: ["/admin/login", "/admin/two-factor"] });

/** A signed-in demo user's cookie: a buyer, not staff. */
async function demoCookie() {
  const id = crypto.randomUUID();
  await env.DB.prepare("INSERT INTO demo_users (id, username, name, email, password_hash) VALUES (?1, ?2, 'Launch Demo', 'launch-demo@example.com', ?3)")
    .bind(id, `launch-demo-${id.slice(0, 8)}`, await hashPassword(`pw-${id}`))
    .run();
  const session = await createSession(env.DB, { audience: "demo", userId: id, persistent: false });
  const token = await signToken(env, { sub: id, jti: session.id, aud: "demo", exp: Math.floor(Date.parse(session.expiresAt) / 1000) });
  return `${cookieName(env, "demo")}=${token}`;
}

describe("/admin/launch (app/routes/admin.launch.tsx): who gets in", () => {
  it("sends an anonymous visitor to sign in", async () => {
    open();
    expect(await screen.findByRole("heading", { name: "Landed on /admin/login" })).toBeTruthy();
  });

  it("refuses a demo user: staff sign-in, never the checklist", async () => {
    open(await demoCookie());
    expect(await screen.findByRole("heading", { name: "Landed on /admin/login" })).toBeTruthy();
  });

  it("shows an editor the list, read-only, and says some fixes are an admin's", async () => {
    const editor = await signedInStaff(env, "editor");
    open(editor.cookie);
    expect(await screen.findByRole("heading", { level: 1, name: "Before launch" })).toBeTruthy();
    expect(screen.getByText(/Some fixes are for an admin/)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows an admin each item with a link to fix it: a sample story, the unconfigured e-mail, the development mode", async () => {
    const id = crypto.randomUUID();
    const name = `Launch Bank ${id.slice(0, 6)}`;
    await env.DB.prepare(
      `INSERT INTO customer_stories (id, slug, headline, customer_name, segment, region, challenge, solution, results_json, sample)
       VALUES (?1, ?2, 'A headline', ?3, 'community', 'Europe', 'A challenge.', 'A solution.', '[]', 1)`,
    )
      .bind(id, `launch-${id.slice(0, 8)}`, name)
      .run();
    const admin = await signedInStaff(env, "admin");
    open(admin.cookie);
    const samples = await screen.findByRole("region", { name: /Sample content/ });
    expect(
      within(samples)
        .getByRole("link", { name: `Fix: Customer story “${name}” is sample content` })
        .getAttribute("href"),
    ).toBe(`/admin/stories/${id}`);
    const config = screen.getByRole("region", { name: /^Configuration/ });
    expect(within(config).getByText(/EMAIL_TRANSPORT=sink/)).toBeTruthy();
    expect(within(config).getByText(/runs in test mode/)).toBeTruthy();
    expect(screen.queryByText(/Some fixes are for an admin/)).toBeNull();
  });

  it("counts every words file awaiting a translator's review, per language, each with its own status (decision record 0049)", async () => {
    const admin = await signedInStaff(env, "admin");
    open(admin.cookie);
    // Nine files in each of four languages, all still awaiting.
    const translations = await screen.findByRole("region", { name: /^Translations \(36\)/ });
    for (const name of ["Español (/es/)", "Français (/fr/)", "Português (/pt/)", "العربية (/ar/)"]) {
      for (const [what, file] of [
        ["the interface (header, footer, Page Not Found, overlays)", "interface.json"],
        ["the home page and its software tree", "home.json"],
        ["the catalogue (catalogue/: names, product pages)", "catalogue/names.json"],
        ["the catalogue's names and summaries for search", "search-catalogue.json"],
        ["search's words", "search.json"],
        ["the contact form", "contact.json"],
        ["the acknowledgement e-mail", "acknowledgement.json"],
        ["the news and customer stories pages", "pages.json"],
        ["the notices on pages shown in English", "content.json"],
      ]) {
        const label = `${name}: ${what}, ${file}, awaits a translator's review`;
        expect(
          within(translations)
            .getByRole("link", { name: `Fix: ${label}` })
            .getAttribute("href"),
        ).toBe("/admin/launch#translations");
      }
      // The table beside how one is confirmed: each file with its own status.
      const table = screen.getByRole("table", { name });
      expect(within(table).getAllByRole("row")).toHaveLength(10);
      expect(within(table).getAllByText("Awaiting review")).toHaveLength(9);
    }
    expect(screen.getByRole("heading", { name: "How a translation is confirmed" })).toBeTruthy();
  });
});
