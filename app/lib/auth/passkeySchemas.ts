import * as z from "zod/mini";
import { englishMessages } from "../zodMini";

englishMessages();

/**
 * What a browser sends back from a passkey ceremony (@simplewebauthn/browser's JSON), bounded:
 * the library verifies the contents, these schemas only keep the shape and the sizes sane.
 */
const b64 = (max: number) => z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, "Not base64url"), z.maxLength(max, "Too long"));

/** What both ceremonies' answers carry around their `response` (a PublicKeyCredential's JSON). */
const credential = {
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal("public-key"),
  authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

export const registrationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64(8000),
    attestationObject: b64(16000),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
    authenticatorData: z.optional(b64(16000)),
    publicKey: z.optional(b64(4000)),
    publicKeyAlgorithm: z.optional(z.number()),
  }),
});

const authenticationResponseSchema = z.object({
  ...credential,
  response: z.object({
    clientDataJSON: b64(8000),
    authenticatorData: b64(16000),
    signature: b64(2000),
    userHandle: z.optional(b64(200)),
  }),
});

export const PASSKEY_NAME_MAX = 60;

const passkeyNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "Give the passkey a name, such as the device it is on"),
    z.maxLength(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`),
  );

export const registerPasskeySchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema, remember: z.optional(z.boolean()) });
/** The invitation page's passkey: the link's token is the proof, as it is for a password. */
export const invitationPasskeySchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, "This invitation link is not valid")),
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export const passkeyIdSchema = z.object({ id: b64(1400).check(z.minLength(1, "Which passkey?")) });

/** A passkey as the profile screen lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}
