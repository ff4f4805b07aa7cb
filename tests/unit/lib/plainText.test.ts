import { describe, expect, it } from "vitest";
import { nameField } from "~/lib/auth/authSchemas";
import { categorySchema, newPostSchema } from "~/lib/blog/schemas";
import { demoItemSchema, demoUserSchema, uploadCreateSchema } from "~/lib/demo/demoSchemas";
import { sendEmailSchema } from "~/server/email/sendEmailSchema.server";
import { multiLine, singleLine, wellFormed } from "~/lib/plainText";

const CATEGORY = "9b2f7c3e-1d4a-4c8e-9f1a-2b3c4d5e6f70";

describe("plain text", () => {
  it("single-line: control characters (NUL, line breaks) become one space, then trimmed", () => {
    expect(["\u0000", "\u0000\u0000x", "a\u0000b\r\n\tc\u007f"].map(singleLine)).toEqual(["", "x", "a b c"]);
  });

  it("multi-line: line breaks normalized and kept, tabs kept, other controls dropped, not trimmed", () => {
    expect(multiLine("  code\r\nline\rnext\u0000\u0007\tend")).toBe("  code\nline\nnext\tend");
  });

  it("lone surrogates become one U+FFFD each; pairs (emoji) are kept", () => {
    expect(["a\ud800b\udc00c", "👩‍👩‍👧‍👦\ud83d"].map(wellFormed)).toEqual(["a\ufffdb\ufffdc", "👩‍👩‍👧‍👦\ufffd"]);
  });
});

// Found by the bad-input work: these were accepted by the schema and then failed the table's
// CHECK (SQLite's length() stops at a NUL; a lone surrogate is stored as three characters): a 500.
describe("schemas of stored text refuse or clean what the database would choke on", () => {
  it("a name, title or category of only NUL characters is missing, not stored", () => {
    expect(nameField.safeParse("\u0000").success).toBe(false);
    expect(categorySchema.safeParse({ name: "\u0000\u0000" }).success).toBe(false);
    expect(newPostSchema.safeParse({ title: "\u0000", body: "b", categoryId: CATEGORY }).success).toBe(false);
    expect(uploadCreateSchema.safeParse({ filename: "\u0000", contentType: "image/png", size: 5 }).success).toBe(false);
  });

  it("values are stored cleaned, within the column's length", () => {
    expect(nameField.parse("\u0000\u0000Pat")).toBe("Pat");
    const title = "\ud800".repeat(200);
    expect(demoItemSchema.parse({ id: CATEGORY, title, productId: "general-ledger" }).title).toBe("\ufffd".repeat(200));
    expect(newPostSchema.parse({ title: "T", body: "\u0000  indented\r\n", categoryId: CATEGORY }).body).toBe("  indented\n");
    expect(sendEmailSchema.parse({ to: "a@b.example", subject: "Hi \ud800", body: "x\u0000y" })).toMatchObject({ subject: "Hi \ufffd", body: "xy" });
  });

  it("a demo user's last day must be a real date (2026-02-30 is not 2 March)", () => {
    const user = { name: "Pat", email: "pat@bank.example", username: "pat", password: "a-long-enough-password" };
    expect(demoUserSchema.safeParse({ ...user, accessUntil: "2026-02-30" }).success).toBe(false);
    expect(demoUserSchema.safeParse({ ...user, accessUntil: "2028-02-29" }).success).toBe(true);
  });
});
