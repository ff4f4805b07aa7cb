import { describe, expect, it } from "vitest";
import { sendEmailSchema } from "~/server/email/sendEmailSchema.server";

const errors = (input: unknown) => {
  const r = sendEmailSchema.safeParse(input);
  if (r.success) throw new Error("expected invalid");
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the staff e-mail schema", () => {
  it("accepts a message and normalises its line breaks", () => {
    expect(sendEmailSchema.parse({ to: " ada@example.com ", subject: " Your demo ", body: "Hello\r\nAda\r\n", replyTo: "" })).toEqual({
      to: "ada@example.com",
      subject: "Your demo",
      body: "Hello\nAda",
    });
  });

  it("names each missing field", () => {
    expect(errors({})).toEqual({ to: "To is Required", subject: "Subject is Required", body: "Message is Required" });
    expect(errors({ to: "", subject: "  ", body: " \n " })).toEqual({ to: "To is Required", subject: "Subject is Required", body: "Message is Required" });
  });

  it("refuses a malformed address, a multi-line subject (header injection) and over-long parts", () => {
    expect(errors({ to: "nope", subject: "Hi", body: "x" })).toEqual({ to: "Please enter a valid email address" });
    expect(errors({ to: "a@b.co", subject: "Hi\r\nBcc: victim@example.com", body: "x" })).toEqual({ subject: "Subject must be a single line" });
    expect(errors({ to: "a@b.co", subject: "s".repeat(201), body: "x" })).toEqual({ subject: "Subject must be at most 200 characters" });
    expect(errors({ to: "a@b.co", subject: "Hi", body: "x".repeat(10_001) })).toEqual({ body: "Message must be at most 10000 characters" });
    expect(errors({ to: "a@b.co", subject: "Hi", body: "x", replyTo: "bad" })).toEqual({ replyTo: "Reply-to must be a valid email address" });
  });
});
