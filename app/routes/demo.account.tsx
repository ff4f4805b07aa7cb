import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PasskeyList } from "~/components/admin/PasskeyList";
import { privatePageMeta } from "~/hooks/rootData";
import { UNKNOWN_ACTION_MESSAGE } from "~/lib/messages";
import { formFields } from "~/lib/formErrors";
import { requireDemoUser } from "~/server/auth/guards.server";
import { recentlyReauthenticated } from "~/server/auth/sessions.server";
import { RECENT_SIGN_IN_NEEDED } from "~/lib/demo/demoPasskeys";
import { demoPasskeys, removeDemoPasskey } from "~/server/demo/demoPasskeys.server";
import { readForm } from "~/server/platform/forms.server";
import demoStyles from "~/styles/demo.css";
import identityStyles from "~/styles/identity.css";
import { privatePageHeaders } from "~/lib/cache";

/**
 * /demo/account: how a demo user signs in. Their passkeys, each with Remove (never the
 * last way in: removeDemoPasskey), and "Add a passkey" within 15 minutes of signing in. Private,
 * never cached, like the rest of the demo area.
 */
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: identityStyles },
  { rel: "stylesheet", href: demoStyles },
];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Your sign-in");

export const headers = privatePageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireDemoUser(request, context.env);
  const passkeys = await demoPasskeys(context.env.DB, auth.demoUser.id);
  return data(
    {
      demoViewer: { name: auth.demoUser.name },
      username: auth.demoUser.username,
      passkeys,
      canAdd: recentlyReauthenticated(auth.session),
    },
    auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined,
  );
}

type ActionData = { ok: string; error?: undefined } | { ok?: undefined; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireDemoUser(request, context.env);
  const fields = formFields(await readForm(request));
  if (fields.intent !== "passkey-remove") return data<ActionData>({ error: UNKNOWN_ACTION_MESSAGE }, { status: 400 });
  const result = await removeDemoPasskey(context.env.DB, auth.demoUser.id, { id: fields.id });
  if (!result.ok) return data<ActionData>({ error: result.error }, { status: result.status });
  return data<ActionData>({ ok: `Passkey “${result.name}” removed.` });
}

export default function DemoAccountPage() {
  const { username, passkeys, canAdd } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const removing = navigation.state !== "idle" && navigation.formData?.get("intent") === "passkey-remove";
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
      {canAdd ? null : <p className="demo-note">{RECENT_SIGN_IN_NEEDED}</p>}
      <PasskeyList
        passkeys={passkeys}
        removing={removing}
        api="/api/demo-passkeys"
        staleText={RECENT_SIGN_IN_NEEDED}
        emptyText="No passkeys yet: you sign in with your username and password."
      />
    </section>
  );
}
