import * as z from "zod/mini";
import { newPasswordField } from "../auth/authSchemas";
import { englishMessages } from "../zodMini";

englishMessages();

/** The invitation page's form: the prospect's own password, typed twice. */
export const invitationPasswordSchema = z.object({ password: newPasswordField, confirmPassword: z.string({ message: "Type the password again" }) }).check(
  z.refine((v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  }),
);
