import { beforeEach, describe, expect, it } from "vitest";
import { INTERFACES_PRODUCT_ID, productById } from "~/catalogue";
import { forgetProductWords, productWords, withWords } from "~/server/i18n/productWords.server";
import { englishWordFiles, englishWords } from "../../support/productWords";

// A product page's words are static files read through ASSETS (decision record 0058).
describe("a product's page words", () => {
  beforeEach(() => forgetProductWords());
  const fed = productById("fed-funds")!;

  const counting = (answer: (input: string) => Promise<Response>) => {
    const asked: string[] = [];
    return { asked, files: { fetch: (input: string) => (asked.push(new URL(input).pathname), answer(input)) } };
  };

  it("come from public/i18n/en/catalogue/<its category's file>.json, read once per isolate", async () => {
    const { asked, files } = counting((input) => englishWordFiles.fetch(input));
    expect(await withWords(files, fed)).toEqual({ ...fed, ...englishWords("fed-funds") });
    expect(await productWords(files, productById("loan-origination")!)).toEqual(englishWords("loan-origination"));
    expect(await productWords(files, fed)).toEqual(englishWords("fed-funds"));
    expect(asked).toEqual(["/i18n/en/catalogue/bankOperations.json", "/i18n/en/catalogue/loans.json"]);
  });

  it("are asked again after a failed read, and fail the page rather than render it without them", async () => {
    let up = false;
    const { asked, files } = counting((input) => (up ? englishWordFiles.fetch(input) : Promise.resolve(new Response("down", { status: 503 }))));
    expect(await productWords(files, fed)).toBeNull();
    await expect(withWords(files, fed)).rejects.toThrow(/fed-funds/);
    await expect(withWords(undefined, fed)).rejects.toThrow(/could not be read/);
    up = true;
    expect(await productWords(files, fed)).toEqual(englishWords("fed-funds"));
    expect(asked).toHaveLength(3);
  });

  it("refuse a file that does not have the words' shape", async () => {
    const files = { fetch: async () => Response.json({ "fed-funds": { description: [], features: ["x"], serves: "y" } }) };
    expect(await productWords(files, fed)).toBeNull();
  });

  it("of the brand-named interfaces product are in the bundle: no read", async () => {
    const interfaces = productById(INTERFACES_PRODUCT_ID)!;
    const { asked, files } = counting((input) => englishWordFiles.fetch(input));
    expect((await productWords(files, interfaces))?.features.length).toBeGreaterThan(3);
    expect(asked).toEqual([]);
  });
});
