import { describe, expect, it } from "vitest";
import { auditQuerySchema } from "~/lib/admin/audit";
import { profileUpdateSchema } from "~/lib/auth/authSchemas";
import { publishAtField } from "~/lib/blog/schemas";
import { progressReportSchema } from "~/lib/demo/watchProgress";
import { pageField } from "~/lib/queryFields";

// The shared schemas are written with zod/mini (decision record 0011), which has no default
// locale: without englishMessages() a check with no message of its own would say "Invalid input".
// This file imports no classic zod, as in the browser, so these are the messages people get.
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.path.join("."), i.message]);

describe("schemas written with zod/mini keep classic zod's messages", () => {
  it("says what was expected where a check has no message of its own", () => {
    expect(messages(progressReportSchema.safeParse({ intent: "progress", position: "700000", played: "[]" }))).toEqual([
      ["position", "Too big: expected number to be <=604800"],
    ]);
    expect(messages(profileUpdateSchema.safeParse({ name: "Ada", extra: 1 }))).toEqual([["", 'Unrecognized key: "extra"']]);
    expect(messages(profileUpdateSchema.safeParse({ name: "Ada", currentPassword: 5 }))).toEqual([
      ["currentPassword", "Invalid input: expected string, received number"],
    ]);
    expect(messages(progressReportSchema.safeParse({ intent: "stop", position: "1", played: "[]" }))).toEqual([
      ["intent", 'Invalid input: expected "progress"'],
    ]);
  });

  it("keeps the schemas' own messages, including those a transform adds", () => {
    expect(messages(auditQuerySchema.safeParse({ page: "0" }))).toEqual([["page", "Not a page number"]]);
    // A schema's own message covers its checks too: page's upper bound has none of its own.
    expect(messages(pageField.safeParse("2000000"))).toEqual([["", "page must be a whole number of 1 or more"]]);
    expect(messages(publishAtField.safeParse("2026-02-30T10:00"))).toEqual([["", "Choose the date and time to publish (YYYY-MM-DD HH:MM)"]]);
    expect(messages(progressReportSchema.safeParse({ intent: "progress", position: "1", played: "[[1,]]" }))).toEqual([["played", "played must be JSON"]]);
  });
});
