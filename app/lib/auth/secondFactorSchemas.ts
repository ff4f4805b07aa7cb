import * as z from "zod/mini";
import { englishMessages } from "../zodMini";

englishMessages();

/**
 * The inputs of second-factor enrolment, one schema per step for the /admin/two-factor form and
 * POST /api/2fa/setup and /confirm alike (app/server/auth/enrolment.server.ts parses them).
 */
export const enrolPasswordSchema = z.object({
  password: z.string({ message: "Password is Required" }).check(z.minLength(1, "Password is Required"), z.maxLength(1024, "Password is too long")),
});

export const enrolCodeSchema = z.object({
  code: z.string({ message: "Code is Required" }).check(z.trim(), z.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});
