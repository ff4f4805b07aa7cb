import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/trust-centre";
import { TRUST_SECTIONS } from "../../app/lib/trust/trustFacts";
import { testDay } from "../support/testClock";
import { unique } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { renderRoute } from "./support/renderRoute";
import { ACCESSIBILITY_LIMITS, ACCESSIBILITY_TARGET, accessibilityLines } from "../../app/lib/trust/accessibilityStatement";

const { env, context } = await platform();
type TrustCentre = {
  sections: { id: string; title: string; facts: { title: string; reviewedOn: string }[] }[];
  accessibility: { target: string; checks: unknown[]; limits: unknown[] };
  securityTxt: string;
};

// app/routes/trust-centre.tsx: staff's facts by section, each with its review date, and the accessibility statement.
describe("/trust-centre", () => {
  it("shows every section in order, a fact staff keep under its own section with its review date", async () => {
    const title = `Encrypted at rest ${unique()}`;
    await env.DB.prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on) VALUES (?1, 'security', ?2, 'AES-256.', ?3)")
      .bind(crypto.randomUUID(), title, testDay(-3))
      .run();
    const page = await load<TrustCentre>(route.loader, "http://localhost/trust-centre", context);
    expect(page.body.sections.map((s) => s.id)).toEqual(TRUST_SECTIONS.map((s) => s.id));
    const security = page.body.sections.find((s) => s.id === "security")!;
    expect(security.facts).toContainEqual(expect.objectContaining({ title, reviewedOn: testDay(-3) }));
    expect(page.body.sections.filter((s) => s.id !== "security").flatMap((s) => s.facts.map((f) => f.title))).not.toContain(title);
    expect(page.body.accessibility.target).toMatch(/WCAG/);
    expect(page.body.accessibility.checks.length).toBeGreaterThan(0);
    expect(page.body.securityTxt).toBe("/.well-known/security.txt");
  });
});

describe("/es/trust-centre and /ar/trust-centre", () => {
  it("says its own words, its section names and the accessibility statement in the page's language, review dates through Intl", async () => {
    const title = `Cifrado ${unique()}`;
    // A fixed past review date, shown as written in each language whatever today is.
    await env.DB.prepare("INSERT INTO trust_facts (id, section, title, body, reviewed_on) VALUES (?1, 'security', ?2, 'AES-256.', '2026-11-02')")
      .bind(crypto.randomUUID(), title)
      .run();
    const spanish = renderRoute(route, { path: "/es/trust-centre", url: "/es/trust-centre", context });
    expect(await spanish.findByRole("heading", { level: 1, name: "Seguridad, privacidad y cumplimiento normativo" })).toBeTruthy();
    expect(spanish.getByRole("heading", { level: 2, name: "Alojamiento y residencia de los datos" })).toBeTruthy();
    expect(spanish.getByRole("navigation", { name: "Secciones del centro de confianza" })).toBeTruthy();
    const card = spanish.getByRole("article", { name: title });
    // Staff's fact has no Spanish version: its English is marked so, the page's words are Spanish.
    expect(spanish.getByText(title).getAttribute("lang")).toBe("en");
    expect(card.querySelector("p")?.getAttribute("lang")).toBe("en");
    expect(card.textContent).toContain("Última revisión: 2 de noviembre de 2026");
    expect(spanish.getByRole("link", { name: "díganoslo" }).getAttribute("href")).toBe("/es/contact");
    expect(spanish.getByRole("link", { name: "Acerca de la empresa" }).getAttribute("href")).toBe("/es/company");
    expect(spanish.container.textContent).toContain("Nuestro objetivo es WCAG 2.1, nivel AA.");
    expect(spanish.container.textContent).not.toMatch(/Last reviewed|Known limits|Security, privacy and compliance/);
    spanish.unmount();

    const arabic = renderRoute(route, { path: "/ar/trust-centre", url: "/ar/trust-centre", context });
    expect(await arabic.findByRole("heading", { level: 1, name: "الأمن والخصوصية والامتثال" })).toBeTruthy();
    expect(arabic.getByRole("article", { name: title }).textContent).toContain("آخر مراجعة: 2 نوفمبر 2026");
    arabic.unmount();

    const english = await load<{ sections: { title: string }[]; accessibility: { target: string; checks: string[]; limits: string[] } }>(
      route.loader,
      "http://localhost/trust-centre",
      context,
    );
    expect(english.body.sections.map((s) => s.title)).toEqual(TRUST_SECTIONS.map((s) => s.title));
    // The English statement is lib/trust/accessibilityStatement.ts's, word for word (the pages' words write it out).
    expect(english.body.accessibility).toMatchObject({ target: ACCESSIBILITY_TARGET, checks: accessibilityLines(), limits: ACCESSIBILITY_LIMITS });
  });
});
