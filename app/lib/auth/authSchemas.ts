import * as z from "zod";
import { singleLine } from "../plainText";
import { ROLES } from "../../server/auth/permissions";
import { isCommonPassword } from "./commonPasswords";

/**
 * One schema per identity input, shared by the Remix actions (form data), the API (JSON) and any
 * client-side check. Form checkboxes send "on"; JSON sends booleans: `remember` accepts both.
 */
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(false);

export const emailField = z
  .string({ message: "Email is Required" })
  .trim()
  .min(1, "Email is Required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"))
  .transform((e) => e.toLowerCase());

// Sign-in accepts whatever was typed (bounded); rules apply only when a password is chosen.
const enteredPassword = z.string({ message: "Password is Required" }).min(1, "Password is Required").max(1024, "Password is too long");

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const newPasswordField = z
  .string({ message: "Password is Required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((p) => p.trim().length === p.length, "Password must not start or end with a space")
  .refine((p) => !isCommonPassword(p), "This password is too common: it is among the 100,000 most used. Choose another");

export const nameField = z
  .string({ message: "Name is Required" })
  .overwrite(singleLine)
  .min(1, "Name is Required")
  .max(100, "Name must be at most 100 characters");

export const staffLoginSchema = z.object({
  email: emailField,
  password: enteredPassword,
  remember: checkbox,
  /** The second factor: a 6-digit authenticator code or a recovery code (blank: none given). */
  code: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.string().trim().max(64, "Code is too long").optional()),
});
export type StaffLoginInput = z.infer<typeof staffLoginSchema>;

export const demoLoginSchema = z.object({
  username: z.string({ message: "Username is Required" }).trim().min(1, "Username is Required").max(64, "Username is too long"),
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
export type NewUserInput = z.infer<typeof newUserSchema>;

export const profileNameSchema = z.object({ name: nameField });

export const passwordChangeSchema = z
  .object({
    currentPassword: enteredPassword,
    newPassword: newPasswordField,
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: "The new passwords do not match",
    path: ["confirmPassword"],
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: "The new password must differ from the current one",
    path: ["newPassword"],
  });

/** PUT /api/profile: a new name, a new password (with the current one), or both. */
export const profileUpdateSchema = z
  .object({
    name: nameField.optional(),
    currentPassword: z.string().max(1024).optional(),
    newPassword: newPasswordField.optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.newPassword !== undefined, { message: "Nothing to change: send name or newPassword" })
  .refine((v) => v.newPassword === undefined || (v.currentPassword ?? "").length > 0, {
    message: "Current password is Required",
    path: ["currentPassword"],
  });

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
