import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
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
import { privatePageMeta } from "~/hooks/rootData";
import { requireStaff } from "~/server/auth/guards.server";
import { BOTH_FACTORS, ENROL_FIRST } from "~/lib/auth/stepUpMessages";
import { stepUp } from "~/server/auth/stepUp.server";
import { readForm } from "~/server/platform/forms.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import { withRetryAfter } from "~/lib/cache";

englishMessages();

/**
 * /admin/confirm: the step-up (decision records 0012, 0036). Adding or removing a way in, changing
 * the password and managing users need both factors proved again within 15 minutes (the password
 * and a code, or a passkey); requireRecentAuth sends the user here, and back to `redirectTo` once
 * they did. The browser counterpart of POST /api/reauth. A user with a passkey is offered it first:
 * its assertion comes in the `passkey` field. A user with no second factor is sent to enrol.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Confirm it is you");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env);
  const hasPasskey = (await staffPasskeys(context.env.DB, user.id)).length > 0;
  return { enrolled: user.enrolled, hasPasskey, redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

const optionalSecret = z.optional(z.string().check(z.trim(), z.maxLength(1024, "Too long")));
/** The password and a code together, or a passkey's assertion. */
const schema = z
  .object({
    password: optionalSecret,
    code: optionalSecret,
    passkey: z.optional(z.string().check(z.maxLength(40_000, "Too long"))),
    redirectTo: z.optional(z.string()),
  })
  .check(z.refine((v) => Boolean((v.password && v.code) || v.passkey), { message: BOTH_FACTORS, path: ["password"] }));

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireStaff(request, context.env);
  const parsed = schema.safeParse(formFields(await readForm(request)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { password, code, passkey } = parsed.data;
  if (passkey) {
    const proved = await stepUpWithPasskey(context.env, request, auth, parseJson(passkey), clientIp(request));
    if (!proved.ok) return data({ error: proved.error }, { status: proved.status });
    return redirect(safeRedirect(parsed.data.redirectTo), auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined);
  }
  const result = await stepUp(context.env.DB, context.env.SEALING_KEYS, auth, { password, code }, clientIp(request));
  if (!result.ok) {
    // One answer whichever factor was wrong; a lock and "enrol first" say what they are.
    const error = result.status === 429 || result.status === 403 ? result.error : "That password or code is not right";
    return data({ error }, { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined });
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
      {enrolled ? (
        <>
          <p>
            Adding a way to sign in, changing your password and managing users need your password and a code from your authenticator app again (or a passkey),
            at most 15 minutes before. Signing in is not enough.
          </p>
          {hasPasskey ? <PasskeySignIn label="Confirm with a passkey" orText="or enter your password and a code" run={confirmWithPasskey} /> : null}
          <Form method="post" className="admin-form" noValidate>
            <ActionMessages flash={null} result={result} focus />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            {/* The page exists to ask for these: the first field takes the focus. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
            <Field label="Password" name="password" type="password" autoComplete="current-password" required autoFocus />
            <CodeField />
            <SubmitButton busy={busy} busyLabel="Checking…">
              Continue
            </SubmitButton>
          </Form>
        </>
      ) : (
        <>
          <p>{ENROL_FIRST}</p>
          <p>
            <Link className="button" to={`/admin/two-factor?${new URLSearchParams({ redirectTo })}`}>
              Set up two-factor sign-in
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
