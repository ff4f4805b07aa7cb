import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { PasskeySignIn } from "~/components/shell/PasskeyButton";
import { staffPasskeys, stepUpWithPasskey } from "~/server/auth/passkeys.server";
import { ActionMessages } from "~/components/admin/AdminScreen";
import * as z from "zod/mini";
import { englishMessages } from "~/lib/zodMini";
import { CodeField } from "~/components/forms/CodeField";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { safeRedirect } from "~/lib/auth/authSchemas";
import { formFields } from "~/lib/formErrors";
import { STEP_UP_REQUIRED_MESSAGE } from "~/lib/messages";
import { privatePageMeta } from "~/hooks/rootData";
import { requireStaff } from "~/server/auth/guards.server";
import { stepUp } from "~/server/auth/stepUp.server";
import { readForm } from "~/server/platform/forms.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import { withRetryAfter } from "~/lib/cache";

englishMessages();

/**
 * /admin/confirm: the step-up. Managing users, roles, second factors and
 * passwords needs the password or a code proved within 15 minutes; requireRecentAuth sends the
 * user here, and back to `redirectTo` once they proved it. The browser counterpart of POST /api/reauth.
 * A user with a passkey is offered it first: its assertion comes in the `passkey` field.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Confirm it is you");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env);
  const hasPasskey = (await staffPasskeys(context.env.DB, user.id)).length > 0;
  return { enrolled: user.enrolled, hasPasskey, redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

const optionalSecret = z.optional(z.string().check(z.trim(), z.maxLength(1024, "Too long")));
/** One field (password or code), or, while the account is locked, the password and a code. */
const schema = z
  .object({
    secret: optionalSecret,
    password: optionalSecret,
    code: optionalSecret,
    passkey: z.optional(z.string().check(z.maxLength(40_000, "Too long"))),
    redirectTo: z.optional(z.string()),
  })
  .check(z.refine((v) => Boolean(v.secret || v.password || v.code || v.passkey), { message: "Enter your password or a code", path: ["secret"] }));

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A 6-digit or recovery-shaped entry is a code; anything else is the password (12 characters at least). */
const looksLikeCode = (secret: string) => /^\d{6}$/.test(secret) || /^[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4}$/i.test(secret);

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireStaff(request, context.env);
  const parsed = schema.safeParse(formFields(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message, locked: false }, { status: 400 });
  const { secret, password, code, passkey } = parsed.data;
  if (passkey) {
    const proved = await stepUpWithPasskey(context.env, request, auth, parseJson(passkey), clientIp(request));
    if (!proved.ok) return data({ error: proved.error, locked: false }, { status: proved.status });
    return redirect(safeRedirect(parsed.data.redirectTo), auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined);
  }
  const input = secret ? (auth.user.enrolled && looksLikeCode(secret) ? { code: secret } : { password: secret }) : { password, code };
  const result = await stepUp(context.env.DB, context.env.TOTP_ENCRYPTION_KEYS, auth, input, clientIp(request));
  if (!result.ok) {
    // While the account is locked the page asks for both the password and a code (stepUp's rule).
    const locked = result.bothFactors === true;
    const error = result.status === 429 ? result.error : "That password or code is not right";
    return data({ error, locked }, { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined });
  }
  return redirect(safeRedirect(parsed.data.redirectTo), auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined);
}

export default function ConfirmPage() {
  const { enrolled, hasPasskey, redirectTo } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const confirmWithPasskey = async (): Promise<string | null> => {
    const { passkeyForStepUp } = await import("~/browser/passkeys");
    const outcome = await passkeyForStepUp();
    if (!("json" in outcome)) return outcome.error ?? null;
    submit({ passkey: outcome.json, redirectTo }, { method: "post" });
    return null;
  };
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="confirm-title">
      <h1 id="confirm-title">Confirm it is you</h1>
      <p>{STEP_UP_REQUIRED_MESSAGE}. Managing users and sign-in settings needs this every 15 minutes.</p>
      {hasPasskey && !result?.locked ? (
        <PasskeySignIn label="Confirm with a passkey" orText="or enter your password or a code" run={confirmWithPasskey} />
      ) : null}
      <Form method="post" className="admin-form" noValidate>
        <ActionMessages flash={null} result={result} focus />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {result?.locked && enrolled ? (
          <>
            <Field label="Password" name="password" type="password" autoComplete="current-password" required />
            <CodeField />
          </>
        ) : (
          <Field
            label={enrolled ? "Password or authenticator code" : "Password"}
            name="secret"
            type="password"
            autoComplete="current-password"
            required
            // One field, one purpose: the page exists to ask for it.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        )}
        <SubmitButton busy={busy} busyLabel="Checking…">
          Continue
        </SubmitButton>
      </Form>
    </section>
  );
}
