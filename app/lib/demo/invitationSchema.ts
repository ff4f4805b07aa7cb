import * as z from "zod/mini";
import { newPasswordField } from "../auth/authSchemas";
import { englishMessages } from "../zodMini";

englishMessages();

/** Shown by the invitation page (rendered in the browser too, so not in a `.server` module) and by the API. */
export const INVITATION_GONE = "This invitation link has been used or has expired. Ask your contact at the company for a new one.";

/** The invitation page's form: the prospect's own password, typed twice. */
export const invitationPasswordSchema = z.object({ password: newPasswordField, confirmPassword: z.string({ message: "Type the password again" }) }).check(
  z.refine((v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  }),
);
