import { describe, expect, it } from "vitest";
import { fieldTexts, formFields } from "~/lib/formErrors";

describe("fieldTexts", () => {
  it("reads each named text field, the empty string for one the form did not send", () => {
    const form = new FormData();
    form.set("title", "Rates in 2027");
    form.set("summary", "");
    form.set("ignored", "not asked for");
    expect(fieldTexts(formFields(form), ["title", "summary", "body"])).toEqual({ title: "Rates in 2027", summary: "", body: "" });
  });

  it("keeps the order of the names it is given", () => {
    expect(Object.keys(fieldTexts({ b: "2", a: "1" }, ["a", "b", "c"]))).toEqual(["a", "b", "c"]);
  });
});
