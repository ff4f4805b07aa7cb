import * as z from "zod/mini";
import { englishMessages } from "../zodMini";

englishMessages();

/** "Forgot your password?": the demo account's username or the e-mail address it was sent to. */
export const demoResetSchema = z.object({
  login: z.string({ error: "Enter your username or e-mail address" }).check(
    z.overwrite((v) => v.trim()),
    z.minLength(1, "Enter your username or e-mail address"),
    z.maxLength(254, "A username or e-mail address is at most 254 characters"),
  ),
});

/** What the page says after every request, whether an account matched or not. */
export const DEMO_RESET_SENT =
  "If that username or address belongs to an active demo account, we have sent a link to choose a new password to the account's e-mail address. It works once, for an hour.";
