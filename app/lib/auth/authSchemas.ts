import * as z from "zod/mini";
import { singleLine } from "../plainText";
import { ROLES } from "./permissions";
import { blankToUndefined } from "../queryFields";
import { addIssue, englishMessages, preprocess } from "../zodMini";
import { canonicalTimeZone } from "../timeZones";
import { isCommonPassword } from "./commonPasswords";

englishMessages();

/**
 * One schema per identity input, shared by the Remix actions (form data), the API (JSON) and any
 * client-side check. Form checkboxes send "on"; JSON sends booleans: `remember` accepts both.
 */
const checkbox = z._default(
  preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
  false,
);

export const emailField = z.pipe(
  z.pipe(
    z.string({ message: "Email is Required" }).check(z.trim(), z.minLength(1, "Email is Required"), z.maxLength(254, "Email is too long")),
    z.email("Enter a valid email address"),
  ),
  z.transform((e: string) => e.toLowerCase()),
);

// Sign-in accepts whatever was typed (bounded); rules apply only when a password is chosen.
const enteredPassword = z.string({ message: "Password is Required" }).check(z.minLength(1, "Password is Required"), z.maxLength(1024, "Password is too long"));

export const PASSWORD_MIN = 12;
const PASSWORD_MAX = 256;
export const newPasswordField = z.string({ message: "Password is Required" }).check(
  z.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
  z.maxLength(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  z.refine((p: string) => p.trim().length === p.length, "Password must not start or end with a space"),
  z.refine((p: string) => !isCommonPassword(p), "This password is too common: it is among the 100,000 most used. Choose another"),
);

export const nameField = z
  .string({ message: "Name is Required" })
  .check(z.overwrite(singleLine), z.minLength(1, "Name is Required"), z.maxLength(100, "Name must be at most 100 characters"));

export const staffLoginSchema = z.object({
  email: emailField,
  password: enteredPassword,
  remember: checkbox,
  /** The second factor: a 6-digit authenticator code or a recovery code (blank: none given). */
  code: preprocess(blankToUndefined, z.optional(z.string().check(z.trim(), z.maxLength(64, "Code is too long")))),
});
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

export const demoLoginSchema = z.object({
  username: z.string({ message: "Username is Required" }).check(z.trim(), z.minLength(1, "Username is Required"), z.maxLength(64, "Username is too long")),
  password: enteredPassword,
  remember: checkbox,
});
export type DemoLoginInput = z.infer<typeof demoLoginSchema>;

export const newUserSchema = z.object({
  email: emailField,
  name: nameField,
  role: z.enum(ROLES, { message: "Choose a role" }),
  password: newPasswordField,
});

export const profileNameSchema = z.object({ name: nameField });

export const passwordChangeSchema = z
  .object({
    currentPassword: enteredPassword,
    newPassword: newPasswordField,
    confirmPassword: z.optional(z.string()),
  })
  .check(
    z.refine((v: { newPassword: string; confirmPassword?: string }) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
      message: "The new passwords do not match",
      path: ["confirmPassword"],
    }),
    z.refine((v: { currentPassword: string; newPassword: string }) => v.newPassword !== v.currentPassword, {
      message: "The new password must differ from the current one",
      path: ["newPassword"],
    }),
  );

/** PUT /api/profile: a new name, a new password (with the current one), or both. */
const TIME_ZONE_MESSAGE = "Choose a time zone from the list";

/**
 * A staff member's time zone (decision record 0029): a name Intl supports (or "UTC"), stored in
 * its canonical spelling. The profile screen and PUT /api/profile both read it with this field.
 */
export const timeZoneNameField = z.pipe(
  z.string({ error: TIME_ZONE_MESSAGE }).check(z.maxLength(64, TIME_ZONE_MESSAGE)),
  z.transform((v: string, ctx) => {
    const zone = canonicalTimeZone(v);
    if (zone) return zone;
    addIssue(ctx, TIME_ZONE_MESSAGE);
    return z.NEVER;
  }),
);

export const profileUpdateSchema = z
  .strictObject({
    name: z.optional(nameField),
    currentPassword: z.optional(z.string().check(z.maxLength(1024))),
    newPassword: z.optional(newPasswordField),
    /** A zone name, or null for the browser's own (the API's JSON; the profile form sends ""). */
    timeZone: z.optional(z.nullable(timeZoneNameField)),
  })
  .check(
    z.refine(
      (v: { name?: string; newPassword?: string; timeZone?: string | null }) => v.name !== undefined || v.newPassword !== undefined || v.timeZone !== undefined,
      { message: "Nothing to change: send name, newPassword or timeZone" },
    ),
    z.refine((v: { currentPassword?: string; newPassword?: string }) => v.newPassword === undefined || (v.currentPassword ?? "").length > 0, {
      message: "Current password is Required",
      path: ["currentPassword"],
    }),
  );

/**
 * A same-site path to return to after sign-in, or the fallback. Only "/x…" paths: "//host" and
 * "/\host" are protocol-relative to browsers, and anything with a scheme leaves the site.
 */
export function safeRedirect(to: unknown, fallback = "/admin"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters and backslashes have no place in our paths and confuse URL parsers.
  // eslint-disable-next-line no-control-regex -- refusing control characters is the rule
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  return to;
}
