import { stylesheets } from "~/lib/stylesheets";
import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DemoLibrary } from "~/components/demo/DemoLibrary";
import { Field } from "~/components/forms/Field";
import { PasskeySignIn } from "~/components/shell/PasskeyButton";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { type DemoLoginInput, demoLoginSchema, safeRedirect } from "~/lib/auth/authSchemas";
import { formatDay } from "~/lib/demo/demoFormat";
import { type DemoLibraryGroup, groupByProduct } from "~/lib/demo/demoLibrary";
import { privatePageMeta } from "~/hooks/rootData";
import { clearedCookie } from "~/server/auth/sessionCookies.server";
import { getDemoUser } from "~/server/auth/guards.server";
import { signInDemo } from "~/server/auth/signIn.server";
import { type SignInRefusal, readSignInForm } from "~/server/auth/signInForm.server";
import { listDemoItems } from "~/server/demo/demoItems.server";
import { lapsedDemoAccess } from "~/server/demo/demoSession.server";
import { positionsOf } from "~/server/demo/demoWatch.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import demoStyles from "~/styles/demo.css";
import identityStyles from "~/styles/identity.css";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

/**
 * /demo, the demo area's entry. Anonymous visitors get the demo sign-in form (fields username,
 * password, remember, redirectTo), which posts to this route's action, then "Forgot your
 * password?" and a passkey sign-in beside the form; a signed-in demo user
 * gets the videos and images granted to them, grouped by product. A browser whose session ended
 * because the account was deactivated or expired is told so (and its cookie cleared).
 */
export const links = stylesheets(identityStyles, demoStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Product Demos");

// What a signed-in demo user sees is theirs alone: never cached.
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const h = new Headers({ "Cache-Control": "private, no-store" });
  for (const source of [loaderHeaders, actionHeaders]) if (source.has("Retry-After")) h.set("Retry-After", source.get("Retry-After")!);
  return h;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/demo");
  const auth = await getDemoUser(request, context.env);
  if (!auth) {
    const lapsed = await lapsedDemoAccess(request, context.env);
    if (!lapsed) return { demoUser: null, library: [] as DemoLibraryGroup[], redirectTo, lapsed: null };
    return data({ demoUser: null, library: [] as DemoLibraryGroup[], redirectTo, lapsed }, { headers: { "Set-Cookie": clearedCookie(context.env, "demo") } });
  }
  const { name, username, company, expiresAt } = auth.demoUser;
  const [items, positions] = await Promise.all([listDemoItems(context.env.DB, { grantedTo: auth.demoUser.id }), positionsOf(context.env.DB, auth.demoUser.id)]);
  const library = groupByProduct(items, positions);
  return data(
    { demoUser: { name, username, company, accessExpiresAt: expiresAt }, demoViewer: { name }, library, redirectTo, lapsed: null },
    auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined,
  );
}

interface DemoLoginActionData extends SignInRefusal {
  /** What was typed, so the form keeps it (never the password). */
  username?: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readSignInForm<DemoLoginActionData, DemoLoginInput>(request, demoLoginSchema, { echo: "username", fallback: "/demo" });
  if (!form.ok) return form.invalid;
  const result = await signInDemo(context.env, form.input, clientIp(request));
  return result.ok ? form.signedIn(result.setCookie) : form.refused(result);
}

/** A passkey sign-in to the demos; the passkey code arrives with the click (never in the first load). */
async function passkeySignIn(redirectTo: string): Promise<string | null> {
  const { signInWithPasskey } = await import("~/browser/passkeys");
  const remember = document.querySelector<HTMLInputElement>("#demo-remember")?.checked === true;
  const outcome = await signInWithPasskey("/api/demo-passkeys", remember);
  if (!outcome.ok) return outcome.error ?? null;
  window.location.assign(redirectTo);
  return null;
}

export default function DemoPage() {
  const { demoUser, library, redirectTo, lapsed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();

  if (demoUser) {
    const until = formatDay(demoUser.accessExpiresAt?.slice(0, 10) ?? null);
    return (
      <section className="demo-page" aria-labelledby="demo-title">
        <div className="demo-heading">
          <div>
            <h1 id="demo-title">Welcome, {demoUser.name}</h1>
            <p>
              Here are the product demos we have shared with you. You are signed in as <strong>{demoUser.username}</strong>
              {demoUser.company ? ` (${demoUser.company})` : ""}.{until ? ` Your demo access runs until ${until}.` : ""}{" "}
              <Link to="/demo/account">Passkeys and sign-in</Link>
            </p>
          </div>
        </div>
        <DemoLibrary groups={library} />
      </section>
    );
  }

  const busy = navigation.state !== "idle" && navigation.formAction === "/demo?index";
  return (
    <section className="auth-page" aria-labelledby="demo-title">
      <h1 id="demo-title">Product Demos</h1>
      <p>Sign in with the demo account we sent you to watch product videos.</p>
      <Form method="post" action="/demo?index" className="auth-form" noValidate>
        <ErrorAlert focusOn={result ?? lapsed}>{result?.error ?? lapsed}</ErrorAlert>
        <input type="hidden" name="redirectTo" value={result?.redirectTo ?? redirectTo} />
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          required
          // A sign-in page has one thing to do; after a failure, focus goes to the error instead.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!result}
          defaultValue={result?.username}
          error={result?.fieldErrors?.username}
        />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.password} />
        <div className="field field-checkbox">
          <input id="demo-remember" type="checkbox" name="remember" value="on" />
          <label htmlFor="demo-remember">Remember me for 30 days</label>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign In
        </SubmitButton>
        <p className="auth-aside">
          <Link to="/demo/forgot-password">Forgot your password?</Link>
        </p>
      </Form>
      {/* Most prospects sign in with the password they chose from the invitation: its form comes
          first, and a passkey made on this device is the one click beside it. */}
      <PasskeySignIn after orText="or" run={() => passkeySignIn(result?.redirectTo ?? redirectTo)} />
    </section>
  );
}
