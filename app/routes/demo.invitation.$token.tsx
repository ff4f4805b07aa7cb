import { stylesheets } from "~/lib/stylesheets";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useParams } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { NewPasswordField } from "~/components/forms/NewPasswordField";
import { PasskeySignIn } from "~/components/shell/PasskeyButton";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { INVITATION_GONE, invitationPasswordSchema } from "~/lib/demo/invitationSchema";
import { fieldErrorsOf, formFields } from "~/lib/formErrors";
import { privatePageMeta } from "~/hooks/rootData";
import { assertSameOriginPost } from "~/server/auth/guards.server";
import { issue } from "~/server/auth/signIn.server";
import { acceptInvitation, openInvitation } from "~/server/demo/demoInvitations.server";
import { readForm } from "~/server/platform/forms.server";
import identityStyles from "~/styles/identity.css";
import { ErrorAlert } from "~/components/forms/ErrorAlert";
import { withRetryAfter } from "~/lib/cache";

/**
 * /demo/invitation/:token (decision record 0026): the link of a demo invitation.
 * The prospect chooses their own password here (nobody at the company ever knows it), is signed
 * in, and lands on /demo. The link works once and for 7 days; the page is never cached and sends
 * no Referer, so the token does not travel further than the e-mail it came in.
 */
export const links = stylesheets(identityStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Your demo access");

export const headers = /* @__PURE__ */ withRetryAfter(() => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" }));

export async function loader({ params, context }: LoaderFunctionArgs) {
  const open = await openInvitation(context.env.DB, params.token ?? "");
  return data(open ? { invitee: { name: open.name, username: open.username } } : { invitee: null }, { status: open ? 200 : 404 });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOriginPost(request);
  const parsed = invitationPasswordSchema.safeParse(formFields(await readForm(request)));
  if (!parsed.success) return data({ error: "Please check the highlighted fields", fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const accepted = await acceptInvitation(context.env.DB, params.token ?? "", { password: parsed.data.password });
  if (!accepted.ok) return data({ error: accepted.error, fieldErrors: undefined }, { status: accepted.status });
  const issued = await issue(context.env, "demo", accepted.demoUserId, false);
  return redirect("/demo", { headers: { "Set-Cookie": issued.setCookie } });
}

/** The invitation accepted with a passkey made on this device; the passkey code arrives with the click. */
async function passkeyInstead(token: string): Promise<string | null> {
  const { acceptInvitationWithPasskey } = await import("~/browser/passkeys");
  const outcome = await acceptInvitationWithPasskey(token);
  if (!outcome.ok) return outcome.error ?? null;
  window.location.assign("/demo");
  return null;
}

export default function InvitationPage() {
  const { invitee } = useLoaderData<typeof loader>();
  const { token = "" } = useParams();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  if (!invitee) {
    return (
      <section className="auth-page" aria-labelledby="invitation-title">
        <h1 id="invitation-title">This link no longer works</h1>
        <p>{INVITATION_GONE}</p>
        <p>
          <Link to="/demo">Go to the demo sign-in</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="auth-page" aria-labelledby="invitation-title">
      <h1 id="invitation-title">Welcome, {invitee.name}</h1>
      <p>
        Choose how you will sign in to your demo access. Your username is <strong>{invitee.username}</strong>. A passkey uses this device&rsquo;s screen lock,
        fingerprint or face: no password to remember.
      </p>
      <PasskeySignIn label="Create a passkey and open the demos" orText="or choose a password" run={() => passkeyInstead(token)} />
      <Form method="post" className="auth-form" noValidate>
        <ErrorAlert focusOn={result}>{result?.error}</ErrorAlert>
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" autoComplete="username" value={invitee.username} readOnly hidden />
        <NewPasswordField name="password" error={result?.fieldErrors?.password} />
        <Field label="Type it again" name="confirmPassword" type="password" autoComplete="new-password" required error={result?.fieldErrors?.confirmPassword} />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Save password and open the demos
        </SubmitButton>
      </Form>
    </section>
  );
}
