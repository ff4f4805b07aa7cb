import { type APIRequestContext, expect } from "@playwright/test";
import { humanPacedToken } from "./formToken";
import { uniqueIp } from "./localD1";

/**
 * Stores a sales request the way a prospect does: the contact form's POST, with a token issued a
 * minute ago (a person's pace) and an address of its own (the form's per-address rate limit).
 */
export async function submitSalesRequest(request: APIRequestContext, fields: { name: string; company?: string; email?: string; phone?: string }) {
  const res = await request.post("/contact", {
    headers: { "CF-Connecting-IP": uniqueIp() },
    form: {
      clientId: crypto.randomUUID(),
      formToken: await humanPacedToken(),
      website: "",
      ContactType: "Contact Type",
      Products: "General Ledger",
      Name: fields.name,
      CompanyName: fields.company ?? "Analytical Engines Ltd",
      // An address of its own: one address gets at most three acknowledgements a day.
      Email: fields.email ?? `prospect.${crypto.randomUUID().slice(0, 8)}@example.com`,
      Phone: fields.phone ?? "+1 555 0100",
      Address: "",
      Country: "Country",
      ContactMade: "How Did You Hear About Us?",
      Comments: "",
    },
  });
  expect(res.status()).toBe(200);
}
