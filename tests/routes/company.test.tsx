import { describe, expect, it } from "vitest";
import * as company from "../../app/routes/company";
import * as home from "../../app/routes/_index";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { unique } from "./support/fixtures";

const { env, context } = await platform();
type CompanyPage = { profile: { offices: unknown[]; leaders: unknown[]; channels: unknown[] }; brand: string; structuredData: string };

// app/routes/company.tsx: the company's entries kept by staff in D1 (decision record 0039).
describe("/company", () => {
  it("states the entries with the brand, as Organization JSON-LD the home page carries too", async () => {
    const page = await load<CompanyPage>(company.loader, "http://localhost/company", context);
    expect(page.status).toBe(200);
    expect(page.body.brand).toBe(env.SITE_TITLE);
    expect(Object.keys(page.body.profile).sort()).toEqual(["channels", "leaders", "offices"]);
    const ld = JSON.parse(page.body.structuredData) as { "@type": string; name: string };
    expect(ld).toMatchObject({ "@context": "https://schema.org", "@type": "Organization", name: env.SITE_TITLE });
    const homePage = await load<{ structuredData: string }>(home.loader, "http://localhost/", context);
    expect(homePage.body.structuredData).toBe(page.body.structuredData);
  });
});

describe("/es/company and /ar/company", () => {
  it("say the page's own words in its language, a leader's title and biography in it where staff wrote them, links within it", async () => {
    const [leader, untranslated, channel] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const name = `Ana ${unique()}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO company_leaders (id, name, title, bio, position) VALUES (?1, ?2, 'Chief Executive', 'Runs the company.', -2)").bind(
        leader,
        name,
      ),
      env.DB.prepare("INSERT INTO company_leaders (id, name, title, position) VALUES (?1, ?2, 'Chief Technology Officer', -1)").bind(
        untranslated,
        `Ben ${unique()}`,
      ),
      env.DB.prepare("INSERT INTO content_translations (kind, record_id, language, fields_json) VALUES ('company_leader', ?1, 'es', ?2)").bind(
        leader,
        JSON.stringify({ title: "Consejera delegada", bio: "Dirige la empresa." }),
      ),
      env.DB.prepare(
        "INSERT INTO company_channels (id, contact_type, label, email, telephone, position) VALUES (?1, 'sales', 'Sales', 'sales@example.com', '+1 212 555 0142', -1)",
      ).bind(channel),
    ]);
    try {
      const spanish = renderRoute(company, { path: "/es/company", url: "/es/company", context });
      expect(await spanish.findByRole("heading", { level: 1, name: `Acerca de ${env.SITE_TITLE}` })).toBeTruthy();
      expect(spanish.getByRole("heading", { level: 2, name: "Dirección" })).toBeTruthy();
      expect(spanish.getByRole("heading", { level: 2, name: "Contacto con ventas y soporte" })).toBeTruthy();
      expect(spanish.getByText("Consejera delegada").parentElement!.getAttribute("lang")).toBeNull();
      expect(spanish.getByText("Chief Technology Officer").parentElement!.getAttribute("lang")).toBe("en");
      expect(spanish.getByText("Esta parte de la página está en inglés.")).toBeTruthy();
      expect(spanish.getByRole("link", { name: "Solicitar una demostración" }).getAttribute("href")).toBe("/es/contact?preset=demo");
      expect(spanish.getByRole("link", { name: "Centro de confianza" }).getAttribute("href")).toBe("/es/trust-centre");
      // A name and a telephone number keep their own direction inside any language's text.
      expect(spanish.getByText(name).tagName).toBe("BDI");
      expect(spanish.getByRole("link", { name: "+1 212 555 0142" }).getAttribute("dir")).toBe("ltr");
      expect(spanish.container.textContent).not.toMatch(/Leadership|Reach sales and support|About /);
      spanish.unmount();

      const arabic = renderRoute(company, { path: "/ar/company", url: "/ar/company", context });
      expect(await arabic.findByRole("heading", { level: 1, name: `عن ${env.SITE_TITLE}` })).toBeTruthy();
      expect(arabic.getByRole("heading", { level: 2, name: "القيادة" })).toBeTruthy();
      // No Arabic version: the leader's English title, marked as English.
      expect(arabic.getByText("Chief Executive").parentElement!.getAttribute("lang")).toBe("en");
      arabic.unmount();

      const english = await load<{ words: Record<string, string> }>(company.loader, "http://localhost/company", context);
      expect(english.body.words["company.leadership"]).toBe("Leadership");
    } finally {
      await env.DB.batch([
        env.DB.prepare("DELETE FROM company_leaders WHERE id IN (?1, ?2)").bind(leader, untranslated),
        env.DB.prepare("DELETE FROM company_channels WHERE id = ?1").bind(channel),
      ]);
    }
  });
});
