import { describe, expect, it } from "vitest";
import { COUNTRIES } from "~/lib/contact/countries";
import { PRODUCT_OPTION_GROUPS, productNameById } from "~/lib/contact/productOptions";
import { blankPlaceholders, contactSchema, INVALID_EMAIL_MESSAGE, PLACEHOLDERS } from "~/lib/contact/schema";
import { fieldErrorsOf, formFields } from "~/lib/formErrors";
import { CONTACT_FIELDS } from "../../support/contact";

// A multi-line address, kept as sent.
const valid = { ...CONTACT_FIELDS, Address: "12 Example Street\nLondon", Comments: "Please call after 10am." };

const errorsOf = (input: unknown) => {
  const result = contactSchema.safeParse(input);
  if (result.success) throw new Error("expected the input to be invalid");
  return fieldErrorsOf(result.error);
};

describe("contact schema: the spec's required fields and messages (R-CONTACT-VALIDATION)", () => {
  it("accepts a complete request and keeps every field", () => {
    const result = contactSchema.parse({ ...valid, clientId: "2b7c2a5e-8d86-4c55-a7f4-1f6a3e0b9d10" });
    expect(result).toMatchObject(valid);
    expect(result.clientId).toBe("2b7c2a5e-8d86-4c55-a7f4-1f6a3e0b9d10");
  });

  it("names every missing required field with the spec's message, and nothing else", () => {
    expect(errorsOf({})).toEqual({
      Products: "Product is Required",
      Name: "Name is Required",
      CompanyName: "Company Name is Required",
      Email: "Email is Required",
      Phone: "Phone is Required",
    });
  });

  it("treats whitespace-only values as missing", () => {
    expect(errorsOf({ ...valid, Name: "   ", CompanyName: "\t" })).toEqual({
      Name: "Name is Required",
      CompanyName: "Company Name is Required",
    });
  });

  it("answers a malformed e-mail with the specification's one message for the field, 'Email is Required'", () => {
    expect(INVALID_EMAIL_MESSAGE).toBe("Email is Required");
    for (const Email of ["ada", "ada@", "@example.com", "ada example@example.com", "dana@harbor"]) {
      expect(errorsOf({ ...valid, Email })).toEqual({ Email: "Email is Required" });
    }
  });

  it("limits Phone to 16 characters and Address to 200", () => {
    expect(contactSchema.safeParse({ ...valid, Phone: "1".repeat(16) }).success).toBe(true);
    expect(errorsOf({ ...valid, Phone: "1".repeat(17) })).toEqual({ Phone: "Phone must be at most 16 characters" });
    expect(contactSchema.safeParse({ ...valid, Address: "a".repeat(200) }).success).toBe(true);
    expect(errorsOf({ ...valid, Address: "a".repeat(201) })).toEqual({ Address: "Address must be at most 200 characters" });
    expect(errorsOf({ ...valid, Comments: "a".repeat(4001) })).toEqual({ Comments: "Comments must be at most 4000 characters" });
  });

  it("accepts only the spec's choices in the selects", () => {
    expect(errorsOf({ ...valid, ContactType: "Complaint" })).toHaveProperty("ContactType");
    expect(errorsOf({ ...valid, ContactMade: "Billboard" })).toHaveProperty("ContactMade");
    expect(errorsOf({ ...valid, Country: "Atlantis" })).toHaveProperty("Country");
    expect(errorsOf({ ...valid, Products: "Time Machine" })).toEqual({ Products: "Please choose a product from the list" });
  });

  it("rejects non-text values instead of coercing them", () => {
    expect(errorsOf({ ...valid, Name: 42 })).toEqual({ Name: "Name must be text" });
  });

  it("turns line breaks in single-line fields into spaces (they end up in an e-mail subject)", () => {
    const result = contactSchema.parse({ ...valid, Name: "Ada\r\nBcc: x@evil.example", CompanyName: " Acme\u0000 " });
    expect(result.Name).toBe("Ada Bcc: x@evil.example");
    expect(result.CompanyName).toBe("Acme");
    expect(contactSchema.parse({ ...valid, Comments: "line 1\r\nline 2" }).Comments).toBe("line 1\nline 2");
  });

  it("accepts a client id of 8 to 64 URL-safe characters, and rejects others", () => {
    expect(contactSchema.safeParse({ ...valid, clientId: "short" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, clientId: "has spaces in it" }).success).toBe(false);
    expect(contactSchema.parse({ ...valid, clientId: "" }).clientId).toBeUndefined();
  });
});

describe("placeholder blanking (R-CONTACT-VALIDATION)", () => {
  it("blanks every select still on its placeholder", () => {
    const blanked = blankPlaceholders({
      ContactType: PLACEHOLDERS.ContactType,
      Products: "I am Interested In...",
      Country: PLACEHOLDERS.Country,
      ContactMade: PLACEHOLDERS.ContactMade,
      Name: "Contact Type",
    });
    expect(blanked).toEqual({ ContactType: "", Products: "", Country: "", ContactMade: "", Name: "Contact Type" });
  });

  it("makes a placeholder product count as missing, and optional placeholders as empty", () => {
    expect(errorsOf({ ...valid, Products: "I am Interested In..." })).toEqual({ Products: "Product is Required" });
    const parsed = contactSchema.parse({
      ...valid,
      ContactType: "Contact Type",
      Country: PLACEHOLDERS.Country,
      ContactMade: PLACEHOLDERS.ContactMade,
    });
    expect(parsed).toMatchObject({ ContactType: "", Country: "", ContactMade: "" });
  });

  it("reads form data as plain strings", () => {
    const data = new FormData();
    data.set("Name", "Ada");
    data.append("Name", "second value ignored");
    expect(formFields(data)).toEqual({ Name: "Ada" });
  });
});

describe("the select's data", () => {
  it("has every ISO 3166-1 entry once, sorted by name", () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(249);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(names).toEqual(expect.arrayContaining(["United States", "United Kingdom", "Germany", "Japan", "Brazil", "South Africa"]));
  });

  it("groups the catalogue's products under the spec's six labels, each product once", () => {
    expect(PRODUCT_OPTION_GROUPS.map((g) => g.label)).toEqual(["Investment", "Trust", "Banking", "Central Banking", "Accounting Options", "Add On Options"]);
    for (const g of PRODUCT_OPTION_GROUPS) expect(g.products.length).toBeGreaterThan(0);
    const all = PRODUCT_OPTION_GROUPS.flatMap((g) => g.products);
    expect(new Set(all).size).toBe(all.length);
    expect(PRODUCT_OPTION_GROUPS.find((g) => g.label === "Accounting Options")?.products).toContain("General Ledger");
    expect(PRODUCT_OPTION_GROUPS.find((g) => g.label === "Add On Options")?.products).toContain("Disaster Recovery");
  });

  it("maps a product page's id to its option", () => {
    expect(productNameById("general-ledger")).toBe("General Ledger");
    expect(productNameById("no-such-product")).toBeUndefined();
    expect(productNameById(null)).toBeUndefined();
  });
});
