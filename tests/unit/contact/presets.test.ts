import { describe, expect, it } from "vitest";
import { presetValues, reopenedValues } from "../../../app/lib/contact/presets";
import { PLACEHOLDERS } from "../../../app/lib/contact/schema";

// The values a contact form reopened after a failed send starts with (decision record 0048).
describe("reopenedValues", () => {
  const kept = {
    ContactType: "Request Info",
    Products: "General Ledger",
    Name: "Ada Lovelace",
    CompanyName: "Analytical Engines Ltd",
    Email: "ada@example.com",
    Phone: "+44 20 7946 0000",
    Country: "United Kingdom",
    Comments: "Call after 3 pm.",
  };

  it("is the preset's values when nothing was kept", () => {
    expect(reopenedValues({ kind: "default" }, undefined)).toEqual(presetValues({ kind: "default" }));
    expect(reopenedValues({ kind: "demo", productId: "hedge-fund" }, undefined)).toEqual({ ContactType: "Request a Demo", Products: "Hedge Fund" });
  });

  it("restores everything typed when opened without a preset", () => {
    expect(reopenedValues({ kind: "default" }, kept)).toEqual(kept);
  });

  it("lets a preset set the type and its product; the other fields are restored", () => {
    expect(reopenedValues({ kind: "demo", productId: "hedge-fund" }, kept)).toEqual({ ...kept, ContactType: "Request a Demo", Products: "Hedge Fund" });
    // A preset that names no product keeps the product chosen.
    expect(reopenedValues({ kind: "info" }, { ...kept, ContactType: PLACEHOLDERS.ContactType })).toEqual({ ...kept, ContactType: "Request Info" });
  });
});
