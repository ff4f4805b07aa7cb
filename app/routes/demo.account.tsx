import { stylesheets } from "~/lib/stylesheets";
import { useBusyIntent } from "~/hooks/useBusyIntent";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PasskeySignIn } from "~/components/shell/PasskeyButton";
import { PasskeyList } from "~/components/admin/PasskeyList";
import { privatePageMeta } from "~/hooks/rootData";
import { PASSKEY_INTENTS, defineIntents } from "~/lib/intents";
import { dispatchIntent } from "~/server/platform/intents.server";
import { formFields } from "~/lib/formErrors";
import { requireDemoUser } from "~/server/auth/guards.server";
import { recentlyReauthenticated } from "~/server/auth/sessions.server";
import { RECENT_SIGN_IN_NEEDED } from "~/lib/demo/demoPasskeys";
import { demoPasskeys, demoStepUp, removeDemoPasskey } from "~/server/demo/demoPasskeys.server";
import { demoUserHasPassword } from "~/server/demo/demoUsers.server";
import { noticeContext } from "~/server/auth/signInNotice.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import { readForm } from "~/server/platform/forms.server";
import demoStyles from "~/styles/demo.css";
import identityStyles from "~/styles/identity.css";
import { privatePageHeaders } from "~/lib/cache";

/**
 * /demo/account: how a demo user signs in. Their passkeys, each with Remove (never the last way in:
 * removeDemoPasskey), and "Add a passkey" within 15 minutes of confirming it is them (the password
 * again, or a passkey they have; decision record 0036). Private, never cached, like the rest of the demo area.
 */
export const links = stylesheets(identityStyles, demoStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Your sign-in");

export const headers = privatePageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireDemoUser(request, context.env);
  const passkeys = await demoPasskeys(context.env.DB, auth.demoUser.id);
  const hasPassword = (await demoUserHasPassword(context.env.DB, auth.demoUser.id)) === true;
  return data(
    {
      demoViewer: { name: auth.demoUser.name },
      username: auth.demoUser.username,
      passkeys,
      hasPassword,
      canAdd: recentlyReauthenticated(auth.session),
    },
    auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined,
  );
}

type ActionData = { ok: string; error?: undefined } | { ok?: undefined; error: string };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The step-up's form and PasskeyList's Remove button (lib/intents.ts). */
const intents = defineIntents({ reauth: [], ...PASSKEY_INTENTS });

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireDemoUser(request, context.env);
  const fields = formFields(await readForm(request));
  return dispatchIntent(intents, fields, {
    reauth: async () => {
      const input = fields.passkey ? { passkey: parseJson(fields.passkey.slice(0, 40_000)) } : { password: (fields.password ?? "").slice(0, 1024) };
      const result = await demoStepUp(context.env, request, auth, input, clientIp(request));
      if (!result.ok) {
        return data<ActionData>(
          { error: result.error },
          { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined },
        );
      }
      return data<ActionData>({ ok: "Thank you. You can add a passkey in the next 15 minutes." });
    },
    "passkey-remove": async ({ id }) => {
      const notice = { ...noticeContext(context.env, request), salesEmail: context.env.SALES_EMAIL };
      const result = await removeDemoPasskey(context.env.DB, auth.demoUser.id, { id }, notice);
      if (!result.ok) return data<ActionData>({ error: result.error }, { status: result.status });
      return data<ActionData>({ ok: `Passkey “${result.name}” removed.` });
    },
  });
}

/** The demo step-up before adding a passkey: the password again, or a passkey already made (decision record 0036). */
function ConfirmItIsYou({ hasPassword, hasPasskey, busy }: { hasPassword: boolean; hasPasskey: boolean; busy: boolean }) {
  const submit = useSubmit();
  const withPasskey = async (): Promise<string | null> => {
    const { passkeyForStepUp } = await import("~/browser/passkeys");
    const outcome = await passkeyForStepUp("/api/demo-passkeys/reauth/options");
    if (!("json" in outcome)) return outcome.error ?? null;
    submit({ intent: intents.button("reauth").value, passkey: outcome.json }, { method: "post" });
    return null;
  };
  return (
    <div className="demo-confirm" role="group" aria-labelledby="confirm-title">
      <h3 id="confirm-title">Confirm it is you</h3>
      <p className="demo-note">{RECENT_SIGN_IN_NEEDED}</p>
      {hasPasskey ? (
        <PasskeySignIn label="Confirm with a passkey" orText={hasPassword ? "or enter your password" : "with this device or key"} run={withPasskey} />
      ) : null}
      {hasPassword ? (
        <Form method="post" className="admin-form" noValidate>
          <Field label="Password" name="password" type="password" autoComplete="current-password" required />
          <SubmitButton {...intents.button("reauth")} busy={busy} busyLabel="Checking…">
            Confirm
          </SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}

export default function DemoAccountPage() {
  const { username, passkeys, canAdd, hasPassword } = useLoaderData<typeof loader>();
  const result: { ok?: string; error?: string } | undefined = useActionData<typeof action>();
  const busy = useBusyIntent();
  return (
    <section className="demo-page demo-account" aria-labelledby="account-title">
      <p className="demo-back">
        <Link to="/demo">← Back to your demos</Link>
      </p>
      <h1 id="account-title">Your sign-in</h1>
      <p>
        You sign in to the demos as <strong>{username}</strong>. A passkey signs you in with this device&rsquo;s screen lock, fingerprint or face, or a security
        key: nothing to type, and nothing anyone can trick you into giving away.
      </p>
      <h2>Passkeys</h2>
      {result ? (
        <p className={result.ok ? "form-success" : "form-error"} role={result.ok ? "status" : "alert"}>
          {result.ok ?? result.error}
        </p>
      ) : null}
      {canAdd ? null : <ConfirmItIsYou hasPassword={hasPassword} hasPasskey={passkeys.length > 0} busy={busy("reauth")} />}
      <PasskeyList
        passkeys={passkeys}
        removing={busy("passkey-remove")}
        api="/api/demo-passkeys"
        staleText={RECENT_SIGN_IN_NEEDED}
        emptyText="No passkeys yet: you sign in with your username and password."
      />
    </section>
  );
}
