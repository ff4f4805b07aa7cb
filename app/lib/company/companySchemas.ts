import * as z from "zod/mini";
import { multiLine, singleLine } from "../plainText";
import { blankToUndefined } from "../queryFields";
import { englishMessages, preprocess } from "../zodMini";
import { CONTACT_TYPES } from "./profile";

englishMessages();

/**
 * The schemas of the company's entries (decision record 0039): what /admin/company's forms and
 * any JSON caller send to add or change an office, a leader or a sales/support channel. The
 * limits are the tables' CHECKs (migrations/0025_company.sql), so a valid input always stores.
 */
const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is Required` })
    .check(z.overwrite(singleLine), z.minLength(1, `${label} is Required`), z.maxLength(max, `${label} must be at most ${max} characters`));
const optionalLine = (label: string, max: number) =>
  preprocess((v) => v ?? "", z.string().check(z.overwrite(singleLine), z.maxLength(max, `${label} must be at most ${max} characters`)));
const checkbox = preprocess((v) => v === true || v === "on" || v === "true" || v === "1", z.boolean());
const flag = preprocess((v) => v ?? false, checkbox);

/**
 * A telephone number as people read it, in international form: "+", then 7 to 15 digits (E.164's
 * limit), spaces, dots, hyphens and brackets between them. Blank is allowed where the field is optional.
 */
const TELEPHONE = /^\+[0-9][0-9 ().-]{5,38}$/;
const telephone = (required: boolean) =>
  preprocess(
    (v) => v ?? "",
    z.string().check(
      z.overwrite(singleLine),
      z.refine((s: string) => (s === "" ? !required : TELEPHONE.test(s) && /^\d{7,15}$/.test(s.replace(/\D/g, ""))), {
        error: required ? "Telephone is Required, in international form such as +1 212 555 0142" : "Use international form, such as +1 212 555 0142",
      }),
    ),
  );

export const officeSchema = z.object({
  city: line("City", 80),
  role: optionalLine("Role", 120),
  street: line("Street address", 200),
  locality: line("Town or city", 80),
  region: optionalLine("Region", 80),
  postalCode: optionalLine("Postal code", 20),
  country: preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z.string({ error: "Country code is Required" }).check(z.regex(/^[A-Z]{2}$/, "Use the two-letter country code, such as US or GB")),
  ),
  countryName: line("Country", 80),
  telephone: telephone(false),
  sample: flag,
});
export type OfficeInput = z.infer<typeof officeSchema>;

export const leaderSchema = z
  .object({
    name: line("Name", 120),
    title: line("Title", 120),
    bio: preprocess(
      (v) => v ?? "",
      z.string().check(
        z.overwrite((s: string) => multiLine(s).replace(/\s+/g, " ").trim()),
        z.maxLength(600, "The short bio must be at most 600 characters"),
      ),
    ),
    photoUploadId: preprocess((v) => blankToUndefined(v) ?? null, z.nullable(z.string().check(z.trim(), z.uuid("Choose a photo from the list")))),
    photoAlt: optionalLine("The photo's text alternative", 300),
    sample: flag,
  })
  .check(
    z.refine((l: { photoUploadId: string | null; photoAlt: string }) => !l.photoUploadId || l.photoAlt !== "", {
      error: "Describe the photo for readers who cannot see it (e.g. “Jordan Ellis, smiling, in a grey jacket”)",
      path: ["photoAlt"],
    }),
  );
export type LeaderInput = z.infer<typeof leaderSchema>;

export const channelSchema = z
  .object({
    contactType: preprocess(blankToUndefined, z.enum(CONTACT_TYPES, { error: "Choose what the channel is for" })),
    label: line("Name", 80),
    email: preprocess(
      (v) => (typeof v === "string" ? v.trim() : (v ?? "")),
      z.union([z.literal(""), z.email({ error: "Enter an e-mail address such as sales@example.com" }).check(z.maxLength(254, "Too long"))]),
    ),
    telephone: telephone(false),
    hours: optionalLine("Hours", 200),
    sample: flag,
  })
  .check(
    z.refine((c: { email: string; telephone: string }) => c.email !== "" || c.telephone !== "", {
      error: "Give an e-mail address, a telephone number or both",
      path: ["email"],
    }),
  );
export type ChannelInput = z.infer<typeof channelSchema>;

export const companyEntryIdSchema = z.object({ id: z.string({ error: "Entry is Required" }).check(z.trim(), z.uuid("Entry is not valid")) });

export const companyMoveSchema = z.object({
  id: z.string({ error: "Entry is Required" }).check(z.trim(), z.uuid("Entry is not valid")),
  direction: z.enum(["up", "down"], { error: "Move up or down" }),
});
