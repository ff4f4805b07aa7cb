import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/_index";
import type { SoftwareTreeData } from "../../app/lib/catalogue/softwareTreeData";
import { load } from "./support/load";
import { platform } from "./support/platform";

const { context } = await platform();
type Home = { tree: SoftwareTreeData; structuredData: string; hero: { families: { path: string }[] } };
const open = (search: string) => load<Home>(route.loader, `http://localhost/${search}`, context);

// app/routes/_index.tsx: the home page, whose "Find Your Software" keeps its selection in the query.
describe("/", () => {
  it("sends a hand-edited selection to the selection it can show (302), other parameters kept", async () => {
    const answer = await open("?industry=CentralBanks&category=loans&product=loan-origination&ref=mail");
    expect([answer.status, answer.location]).toEqual([302, "/?category=loans&industry=CentralBanks&ref=mail"]);
    const product = await open("?product=fed-funds");
    expect(product.location).toBe("/?category=bank-operations&product=fed-funds");
  });

  it("opens a shared selection as it was, with the Organization JSON-LD and the six families", async () => {
    const page = await open("?category=loans&product=loan-origination&industry=CommercialBanks");
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body.tree)).toContain('"loan-origination"');
    expect(JSON.parse(page.body.structuredData)).toMatchObject({ "@type": "Organization" });
    expect(page.body.hero.families.map((f) => f.path)).toEqual(["/banking", "/central-banking", "/investment", "/trust", "/accounting", "/module-options"]);
  });
});
