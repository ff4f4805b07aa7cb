import { within } from "@testing-library/react";
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
      const leadership = within(spanish.getByRole("region", { name: "Dirección" }));
      expect(leadership.getByText("Esta parte de la página está en inglés.")).toBeTruthy();
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

  it("show an office's role and a channel's name and hours in the language where staff wrote them, else the English marked so, each section saying so once", async () => {
    const [office, plainOffice, channel, plainChannel] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const [city, plainCity, label, plainLabel] = [`Madrid ${unique()}`, `Dubai ${unique()}`, `Sales desk ${unique()}`, `Billing desk ${unique()}`];
    const officeRow = (id: string, city: string, role: string) =>
      env.DB.prepare(
        "INSERT INTO company_offices (id, city, role, street, locality, country, country_name, telephone, position) VALUES (?1, ?2, ?3, 'Calle Ejemplo 1', ?2, 'ES', 'Spain', '+34 910 000 000', -5)",
      ).bind(id, city, role);
    const channelRow = (id: string, label: string) =>
      env.DB.prepare(
        "INSERT INTO company_channels (id, contact_type, label, email, hours, position) VALUES (?1, 'sales', ?2, 'desk@example.com', 'Weekdays, 9:00–17:00', -5)",
      ).bind(id, label);
    const version = (kind: string, id: string, language: string, fields: object) =>
      env.DB.prepare("INSERT INTO content_translations (kind, record_id, language, fields_json) VALUES (?1, ?2, ?3, ?4)").bind(
        kind,
        id,
        language,
        JSON.stringify(fields),
      );
    await env.DB.batch([
      officeRow(office, city, "Regional office"),
      officeRow(plainOffice, plainCity, "Gulf sales"),
      channelRow(channel, label),
      channelRow(plainChannel, plainLabel),
      version("company_office", office, "es", { role: "Oficina regional" }),
      version("company_office", office, "ar", { role: "مكتب إقليمي" }),
      version("company_channel", channel, "es", { label: "Ventas", hours: "Laborables, de 9:00 a 17:00" }),
    ]);
    try {
      const spanish = renderRoute(company, { path: "/es/company", url: "/es/company", context });
      const offices = within(await spanish.findByRole("region", { name: "Oficinas" }));
      expect(offices.getByText("Oficina regional").parentElement!.getAttribute("lang")).toBeNull();
      // The city and the address stay as staff wrote them.
      expect(offices.getByRole("heading", { level: 3, name: city })).toBeTruthy();
      expect(offices.getByText("Gulf sales").parentElement!.getAttribute("lang")).toBe("en");
      expect(offices.getAllByText("Esta parte de la página está en inglés.")).toHaveLength(1);
      const channels = within(spanish.getByRole("region", { name: "Contacto con ventas y soporte" }));
      expect(channels.getByRole("heading", { level: 3, name: "Ventas" })).toBeTruthy();
      expect(channels.getByText("Laborables, de 9:00 a 17:00").parentElement!.getAttribute("lang")).toBeNull();
      expect(channels.getByText(plainLabel).getAttribute("lang")).toBe("en");
      expect(channels.getAllByText("Weekdays, 9:00–17:00").every((hours) => hours.parentElement!.getAttribute("lang") === "en")).toBe(true);
      expect(channels.getAllByText("Esta parte de la página está en inglés.")).toHaveLength(1);
      spanish.unmount();

      const arabic = renderRoute(company, { path: "/ar/company", url: "/ar/company", context });
      const arabicOffices = within(await arabic.findByRole("region", { name: "المكاتب" }));
      expect(arabicOffices.getByText("مكتب إقليمي").parentElement!.getAttribute("lang")).toBeNull();
      expect(arabicOffices.getByText("Gulf sales").parentElement!.getAttribute("lang")).toBe("en");
      expect(arabicOffices.getByText("هذا الجزء من الصفحة باللغة الإنجليزية.")).toBeTruthy();
      // No Arabic version of the channel: its English name, marked so.
      expect(arabic.getByText(label).getAttribute("lang")).toBe("en");
      arabic.unmount();

      // English: the record itself, no notice.
      const english = await load<{ englishNotices: Record<string, string | null> }>(company.loader, "http://localhost/company", context);
      expect(english.body.englishNotices).toEqual({ channels: null, offices: null, leaders: null });
    } finally {
      await env.DB.batch([
        env.DB.prepare("DELETE FROM company_offices WHERE id IN (?1, ?2)").bind(office, plainOffice),
        env.DB.prepare("DELETE FROM company_channels WHERE id IN (?1, ?2)").bind(channel, plainChannel),
      ]);
    }
  });
});
