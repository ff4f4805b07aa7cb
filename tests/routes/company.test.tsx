import { describe, expect, it } from "vitest";
import * as company from "../../app/routes/company";
import * as home from "../../app/routes/_index";
import { load } from "./support/load";
import { platform } from "./support/platform";

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
