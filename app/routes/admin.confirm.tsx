import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as z from "zod/mini";
import { englishMessages } from "~/lib/zodMini";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { safeRedirect } from "~/lib/auth/authSchemas";
import { formFields } from "~/lib/formErrors";
import { STEP_UP_REQUIRED_MESSAGE } from "~/lib/messages";
import { privatePageMeta } from "~/hooks/rootData";
import { audit } from "~/server/admin/audit.server";
import { requireStaff } from "~/server/auth/guards.server";
import { verifySecondFactor } from "~/server/auth/secondFactor.server";
import { markReauthenticated } from "~/server/auth/sessions.server";
import { readForm } from "~/server/platform/forms.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import { verifyCurrentPassword } from "~/server/users/staffUsers.server";

englishMessages();

/**
 * /admin/confirm: the step-up (issue 16 point 3). Managing users, roles, second factors and
 * passwords needs the password or a code proved within 15 minutes; requireRecentAuth sends the
 * user here, and back to `redirectTo` once they proved it. The browser counterpart of POST /api/reauth.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Confirm it is you");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env);
  return { enrolled: user.enrolled, redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")) };
}

const schema = z.object({
  secret: z
    .string({ message: "Enter your password or a code" })
    .check(z.trim(), z.minLength(1, "Enter your password or a code"), z.maxLength(1024, "Too long")),
  redirectTo: z.optional(z.string()),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireStaff(request, context.env);
  const db = context.env.DB;
  const ip = clientIp(request);
  const fields = formFields(await readForm(request));
  const parsed = schema.safeParse(fields);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 });
  const { secret } = parsed.data;
  // A 6-digit or recovery-shaped entry from an enrolled user is tried as a code first; else the password.
  const looksLikeCode = /^\d{6}$/.test(secret) || /^[a-z2-7]{4}-?[a-z2-7]{4}-?[a-z2-7]{4}$/i.test(secret);
  let ok = auth.user.enrolled && looksLikeCode && (await verifySecondFactor(db, auth.user.id, secret)) !== null;
  if (!ok) {
    const checked = await verifyCurrentPassword(db, auth.user.id, fields.secret ?? "", ip, "secret");
    if (!checked.ok && checked.status === 429) {
      await audit(db, { actor: auth.user, action: "reauth.failure", detail: "locked", ip });
      return data({ error: checked.error }, { status: 429, headers: checked.retryAfter ? { "Retry-After": String(checked.retryAfter) } : undefined });
    }
    ok = checked.ok;
  }
  if (!ok) {
    await audit(db, { actor: auth.user, action: "reauth.failure", detail: "wrong password or code", ip });
    return data({ error: "That password or code is not right" }, { status: 400 });
  }
  await markReauthenticated(db, auth.session.id);
  await audit(db, { actor: auth.user, action: "reauth.success", ip });
  return redirect(safeRedirect(parsed.data.redirectTo), auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined);
}

export default function ConfirmPage() {
  const { enrolled, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.error) errorRef.current?.focus();
  }, [result]);
  return (
    <section aria-labelledby="confirm-title">
      <h1 id="confirm-title">Confirm it is you</h1>
      <p>{STEP_UP_REQUIRED_MESSAGE}. Managing users and sign-in settings needs this every 15 minutes.</p>
      <Form method="post" className="admin-form" noValidate>
        {result?.error ? (
          <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
            {result.error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
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
        <SubmitButton busy={busy} busyLabel="Checking…">
          Continue
        </SubmitButton>
      </Form>
    </section>
  );
}
