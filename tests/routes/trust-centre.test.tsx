import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/trust-centre";
import { TRUST_SECTIONS } from "../../app/lib/trust/trustFacts";
import { testDay } from "../support/testClock";
import { unique } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";

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
