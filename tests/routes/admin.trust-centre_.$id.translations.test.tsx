import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/admin.trust-centre_.$id.translations";
import * as trustCentre from "../../app/routes/trust-centre";
import { testDay } from "../support/testClock";
import { itAnswersNotFound, itGuards } from "./support/access";
import { openAs, unique } from "./support/fixtures";
import { fill, press } from "./support/form";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { env, context } = await platform();
const at = (id: string, language = "fr") => ({
  path: "/admin/trust-centre/:id/translations",
  url: `/admin/trust-centre/${id}/translations?language=${language}`,
  inAdmin: true,
});

async function fact(body = "Data is encrypted at rest with AES-256.") {
  const row = { id: crypto.randomUUID(), title: `Encrypted at rest ${unique()}`, body };
  await env.DB.prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on) VALUES (?1, 'security', ?2, ?3, ?4)")
    .bind(row.id, row.title, row.body, testDay(-3))
    .run();
  return row;
}

type Fact = { id: string; title: string; body: string; lang?: string; toBeConfirmed: boolean };
type Page = { englishNotice: string | null; sections: { id: string; facts: Fact[] }[] };
const factOn = async (prefix: string, id: string) => {
  const page = await load<Page>(trustCentre.loader, `http://localhost${prefix}/trust-centre`, context);
  return { notice: page.body.englishNotice, fact: page.body.sections.flatMap((s) => s.facts).find((f) => f.id === id)! };
};

// A trust-centre fact's versions per language (decision record 0054), kept by whoever keeps the facts (trust:manage).
describe("/admin/trust-centre/:id/translations (app/routes/admin.trust-centre_.$id.translations.tsx)", () => {
  itGuards(route, at(crypto.randomUUID()), "editor");
  itAnswersNotFound(route, at(crypto.randomUUID()), "admin");

  it("an admin saves the French version: /fr/trust-centre shows it, /es/ shows the English marked so with the Spanish notice", async () => {
    const english = await fact();
    const { staff } = await openAs("admin", route, at(english.id), `Translations: ${english.title}`);
    expect(screen.getByText(english.body)).toBeTruthy();
    fill("Title in French", "Chiffrement au repos");
    fill("Text in French", "Les données sont chiffrées au repos (AES-256).\n\nDeuxième paragraphe.");
    press("Save French version");
    expect(await screen.findByText("French version saved. It shows on /fr/trust-centre.")).toBeTruthy();
    await expect(env.DB).toHaveAuditRow({ action: "translation.save", actorId: staff.user.id, target: english.title });

    const french = await factOn("/fr", english.id);
    expect(french.fact).toMatchObject({ title: "Chiffrement au repos", body: "Les données sont chiffrées au repos (AES-256).\n\nDeuxième paragraphe." });
    expect(french.fact.lang).toBeUndefined();
    const spanish = await factOn("/es", english.id);
    expect(spanish.fact).toMatchObject({ title: english.title, body: english.body, lang: "en" });
    expect(spanish.notice).toBe("Esta parte de la página está en inglés.");
    const inEnglish = await factOn("", english.id);
    expect([inEnglish.fact.title, inEnglish.fact.lang, inEnglish.notice]).toEqual([english.title, undefined, null]);
  });

  it("keeps a statement To be confirmed in every language while its English says so", async () => {
    const english = await fact("Our hosting region: to be confirmed.");
    await openAs("admin", route, at(english.id, "pt"), `Translations: ${english.title}`);
    fill("Title in Portuguese", "Região de alojamento");
    fill("Text in Portuguese", "A nossa região de alojamento.");
    press("Save Portuguese version");
    await screen.findByText(/Portuguese version saved/, { selector: ".form-success" });
    expect((await factOn("/pt", english.id)).fact).toMatchObject({ title: "Região de alojamento", toBeConfirmed: true });
  });
});
