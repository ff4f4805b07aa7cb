import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.company_.offices.$id.translations";
import * as companyRoute from "../../app/routes/company";
import { itAnswersNotFound, itGuards } from "./support/access";
import { openAs, unique } from "./support/fixtures";
import { fill, press } from "./support/form";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const at = (id: string, language = "fr") => ({
  path: "/admin/company/offices/:id/translations",
  url: `/admin/company/offices/${id}/translations?language=${language}`,
  inAdmin: true,
});

type Office = { id: string; city: string; role: string; street: string; countryName: string; lang?: string };
const officeOn = async (prefix: string, id: string) => {
  const page = await load<{ profile: { offices: Office[] }; englishNotices: { offices: string | null } }>(
    companyRoute.loader,
    `http://localhost${prefix}/company`,
    context,
  );
  return { notice: page.body.englishNotices.offices, office: page.body.profile.offices.find((o) => o.id === id)! };
};

async function office(role: string) {
  const row = { id: crypto.randomUUID(), city: `Lisbon ${unique()}`, role };
  await env.DB.prepare(
    "INSERT INTO company_offices (id, city, role, street, locality, country, country_name, telephone) VALUES (?1, ?2, ?3, 'Rua Exemplo 1', 'Lisbon', 'PT', 'Portugal', '+351 21 000 0000')",
  )
    .bind(row.id, row.city, row.role)
    .run();
  return row;
}

// An office's role per language (decision record 0054), kept by admins (company:manage); its city, address and telephone stay as written.
describe("/admin/company/offices/:id/translations (app/routes/admin.company_.offices.$id.translations.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()), "editor");
  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");

  it("an admin saves the French role: /fr/company shows it beside the English address, /ar/ the English role marked so with the Arabic notice", async () => {
    const english = await office("Europe, Middle East and Africa");
    const { staff } = await openAs("admin", route, at(english.id), `Translations: ${english.city}`);
    expect(screen.getByText("Europe, Middle East and Africa")).toBeTruthy();
    press("Save French version");
    // The English has a role: the version must give it too.
    expect(await screen.findByText("The English has a role: give its words too", { selector: ".field-error" })).toBeTruthy();
    fill("Role in French", "Europe, Moyen-Orient et Afrique");
    press("Save French version");
    expect(await screen.findByText("French version saved. It shows on /fr/company.")).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "translation.save", actorId: staff.user.id, target: english.city });

    const french = await officeOn("/fr", english.id);
    expect(french.office).toMatchObject({ city: english.city, role: "Europe, Moyen-Orient et Afrique", street: "Rua Exemplo 1", countryName: "Portugal" });
    expect(french.office.lang).toBeUndefined();
    const arabic = await officeOn("/ar", english.id);
    expect(arabic.office).toMatchObject({ role: "Europe, Middle East and Africa", lang: "en" });
    expect(arabic.notice).toBe("هذا الجزء من الصفحة باللغة الإنجليزية.");
    expect((await officeOn("", english.id)).notice).toBeNull();
  });

  it("an office without a role has no words in English to mark: its version stays blank", async () => {
    const english = await office("");
    await openAs("admin", route, at(english.id, "es"), `Translations: ${english.city}`);
    fill("Role in Spanish", "Sede");
    press("Save Spanish version");
    expect(await screen.findByText("The English has no role: leave this blank", { selector: ".field-error" })).toBeTruthy();
    expect(await env.DB.prepare("SELECT count(*) AS n FROM content_translations WHERE record_id = ?1").bind(english.id).first("n")).toBe(0);
    expect((await officeOn("/es", english.id)).office.lang).toBeUndefined();
  });
});
