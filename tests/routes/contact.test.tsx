import { describe, expect, it } from "vitest";
import * as route from "../../app/routes/contact";
import type { ContactActionData } from "../../app/lib/contact/actionData";
import { PLACEHOLDERS } from "../../app/lib/contact/schema";
import { REQUIRED_VALUES_MESSAGE } from "../../app/lib/messages";
import { signFormToken } from "../../app/server/sales/formToken.server";
import { testNow } from "../support/testClock";
import { unique } from "./support/fixtures";
import { load } from "./support/load";
import { platform } from "./support/platform";
import { postForm } from "./support/postForm";

const { env, context } = await platform();
const URL_ = "http://localhost/contact";
type Seed = { formToken: string; clientId: string; initialValues: { ContactType: string; Products: string } };

/** The form as the page hands it out: its own id and a token signed this instant (as autofill sends it). */
const issued = async (query = "") => (await load<Seed>(route.loader, `${URL_}${query}`, context)).body;
const send = (fields: Record<string, string>, ip?: string) => postForm(route.action, URL_, fields, context, { ip });
const rowsFor = (clientId: string) =>
  env.DB.prepare("SELECT name, products, contact_type, country, comments FROM sales_requests WHERE client_id = ?1").bind(clientId).all();

function filled(seed: Pick<Seed, "clientId" | "formToken">, name = `Ada ${unique()}`) {
  return {
    clientId: seed.clientId,
    formToken: seed.formToken,
    website: "",
    Products: "General Ledger",
    Name: name,
    CompanyName: "Analytical Engines Ltd",
    // An address of its own: the form's limits count per e-mail address too.
    Email: `ada.${unique()}@example.com`,
    Phone: "+1 555 0100",
  };
}

// app/routes/contact.tsx: the page's data (a form id and signed timestamp) and the action every
// contact form posts to (server/sales/contactAction.server.ts).
describe("/contact's loader", () => {
  it("names the site's card as its link preview (decision record 0048)", async () => {
    const { preview } = (await load<{ preview: { property?: string; content?: string }[] }>(route.loader, URL_, context)).body;
    expect(new URL(preview.find((t) => t.property === "og:image")!.content!).pathname).toBe("/og/site.png");
  });

  it("hands out a form id and a signed timestamp of its own, kept by no shared cache", async () => {
    const [a, b] = [await load<Seed>(route.loader, URL_, context), await load<Seed>(route.loader, URL_, context)];
    expect(a.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(a.body.clientId).not.toBe(b.body.clientId);
    expect(a.body.formToken).toMatch(/^[\w-]+\.\d+\.[\w-]+$/);
  });

  it("presets the type and product from a product page's links; the default shows the placeholders", async () => {
    expect((await issued("?preset=demo&product=general-ledger")).initialValues).toEqual({ ContactType: "Request a Demo", Products: "General Ledger" });
    expect((await issued("?preset=info&product=mutual-fund")).initialValues).toEqual({ ContactType: "Request Info", Products: "Mutual Fund" });
    expect((await issued()).initialValues).toEqual({ ContactType: PLACEHOLDERS.ContactType, Products: PLACEHOLDERS.Products });
  });
});

describe("/contact's action", () => {
  it("stores a complete request and thanks the sender by name", async () => {
    const seed = await issued();
    const answer = await send({ ...filled(seed, "Ada Lovelace"), ContactType: "Request a Demo", Country: "Canada", Comments: "A demo in March, please." });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, name: "Ada Lovelace" });
    expect((await rowsFor(seed.clientId)).results).toEqual([
      { name: "Ada Lovelace", products: "General Ledger", contact_type: "Request a Demo", country: "Canada", comments: "A demo in March, please." },
    ]);
  });

  it("refuses an incomplete post (400): the required-values message, each missing field named, what was typed sent back, nothing stored", async () => {
    const seed = await issued();
    const answer = await send({ clientId: seed.clientId, formToken: seed.formToken, Name: "Grace Hopper", Email: "not-an-address" });
    expect(answer.status).toBe(400);
    const body = answer.body as Extract<ContactActionData, { ok: false }>;
    expect(body.error).toBe(REQUIRED_VALUES_MESSAGE);
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(["CompanyName", "Email", "Phone", "Products"]);
    expect(body.values).toMatchObject({ clientId: seed.clientId, Name: "Grace Hopper", Email: "not-an-address" });
    expect(body.formToken).toBe(seed.formToken);
    expect((await rowsFor(seed.clientId)).results).toEqual([]);
  });

  it("stores a form sent the instant it was issued (autofill) like one sent at a person's pace", async () => {
    const autofill = await issued();
    const paced = { clientId: crypto.randomUUID(), formToken: await signFormToken(env.SESSION_SECRET, testNow().getTime() - 60_000) };
    for (const seed of [autofill, paced]) {
      const answer = await send(filled(seed));
      expect(answer.status).toBe(200);
      expect((await rowsFor(seed.clientId)).results).toHaveLength(1);
    }
  });

  it("a double submit and a resend of the same form store one request, each answered with thanks", async () => {
    const seed = await issued();
    const fields = filled(seed, "Double Clicker");
    const answers = await Promise.all([send(fields), send(fields)]);
    const resend = await send(fields);
    for (const answer of [...answers, resend]) expect(answer.body).toEqual({ ok: true, name: "Double Clicker" });
    expect((await rowsFor(seed.clientId)).results).toHaveLength(1);
  });

  it("lets 20 colleagues behind one address through in ten minutes; the 21st gets 429 with Retry-After and the sales address, keeping what was typed", async () => {
    const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    const company = `Repeat Co ${unique()}`;
    for (let i = 1; i <= 20; i++) expect((await send({ ...filled(await issued(), `Repeat ${i}`), CompanyName: company }, ip)).status, `request ${i}`).toBe(200);
    const refused = await send({ ...filled(await issued(), "Repeat 21"), CompanyName: company }, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = refused.body as Extract<ContactActionData, { ok: false }>;
    expect(body.error).toMatch(
      new RegExp(`^Too many requests from your network\\. Please try again in \\d+ minutes?, or contact ${env.SALES_EMAIL.replace(/\./g, "\\.")} directly\\.$`),
    );
    expect(body.values).toMatchObject({ Name: "Repeat 21" });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM sales_requests WHERE company_name = ?1").bind(company).first("n")).toBe(20);
  });
});
