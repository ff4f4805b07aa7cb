import { stylesheets } from "~/lib/stylesheets";
import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { StaffSignInFields } from "~/components/shell/StaffSignInFields";
import { PasskeySignIn } from "~/components/shell/PasskeyButton";
import { LogoMark } from "~/components/shell/icons";
import { BRAND } from "~/config/brand";
import { type StaffLoginInput, safeRedirect, staffLoginSchema } from "~/lib/auth/authSchemas";
import { type LoginActionData, STAFF_LOGIN_PATH as SIGN_IN_ACTION } from "~/lib/auth/loginActionData";
import { privatePageMeta } from "~/hooks/rootData";
import { useBrowserTimeZone } from "~/hooks/useBrowserTimeZone";
import { getStaff } from "~/server/auth/guards.server";
import { signInStaff } from "~/server/auth/signIn.server";
import { readSignInForm } from "~/server/auth/signInForm.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import identityStyles from "~/styles/identity.css";
import { ErrorAlert } from "~/components/forms/ErrorAlert";

/**
 * Staff sign-in at /admin/login (an admin URL: the public header and footer are hidden, R-SHELL;
 * /login answers with a redirect here), and the action the nav's Log In pane posts to (fields
 * email, password, code, remember, redirectTo). Success redirects to a same-site redirectTo or
 * /admin with the session cookie; failure answers `{ error, fieldErrors?, needsCode? }` with 400,
 * 401 or 429, which a fetcher reads as data and a plain form post sees rendered on this page.
 * `needsCode`: the password was right and the account has a second factor.
 */

export const links = stylesheets(identityStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Employee Log In");

// A lockout's Retry-After reaches plain form posts too; sign-in pages are never cached.
export const headers: HeadersFunction = ({ actionHeaders }) => {
  const h = new Headers({ "Cache-Control": "no-store" });
  if (actionHeaders.has("Retry-After")) h.set("Retry-After", actionHeaders.get("Retry-After")!);
  return h;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  const auth = await getStaff(request, context.env);
  if (auth) throw redirect(redirectTo, auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined);
  return { redirectTo };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readSignInForm<LoginActionData, StaffLoginInput>(request, staffLoginSchema, { echo: "email" });
  if (!form.ok) return form.invalid;
  const { input, redirectTo } = form;
  const result = await signInStaff(context.env, input, clientIp(request));
  if (!result.ok) {
    const codeIssue = result.issues?.find((i) => i.path === "code");
    if (!codeIssue) return form.refused(result);
    // The second step: a code was missing (asked for, not an error) or wrong; or the account is
    // locked, and its owner may come in with the password and a code together.
    const locked = result.bothFactors === true;
    const wrong = input.code !== undefined && !locked;
    return data<LoginActionData>(
      {
        error: wrong || locked ? result.error : "",
        fieldErrors: wrong ? { code: codeIssue.message } : undefined,
        needsCode: true,
        locked,
        redirectTo,
        email: input.email,
      },
      // Asking for the code is the form's second step, not a failure: 200, so the browser logs
      // no "401 Unauthorized" on every normal sign-in. A wrong code or a lock keeps its status.
      { status: wrong || locked ? result.status : 200, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined },
    );
  }
  return form.signedIn(result.setCookie);
}

/** A passkey sign-in (both factors at once); the passkey code arrives with the click. */
async function passkeySignIn(redirectTo: string): Promise<string | null> {
  const { signInWithPasskey } = await import("~/browser/passkeys");
  const remember = (document.querySelector<HTMLInputElement>("#login-remember")?.checked ?? false) === true;
  const outcome = await signInWithPasskey("/api/passkeys", remember);
  if (!outcome.ok) return outcome.error ?? null;
  window.location.assign(redirectTo);
  return null;
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === SIGN_IN_ACTION;
  // The first staff screen after sign-in then shows times in this browser's zone (decision record 0029).
  useBrowserTimeZone();

  return (
    <section className="auth-page auth-page--staff" aria-labelledby="login-title">
      <Link to="/" className="auth-brand">
        <LogoMark size={32} />
        <span>{BRAND.name}</span>
      </Link>
      <h1 id="login-title">Employee Log In</h1>
      {result?.needsCode ? (
        <p>Two-factor sign-in is on for this account.</p>
      ) : (
        <PasskeySignIn orText="or use your password and code" run={() => passkeySignIn(result?.redirectTo ?? redirectTo)} />
      )}
      <Form method="post" action={SIGN_IN_ACTION} className="auth-form" noValidate>
        <ErrorAlert focusOn={result}>{result?.error}</ErrorAlert>
        <input type="hidden" name="redirectTo" value={result?.redirectTo ?? redirectTo} />
        <StaffSignInFields idPrefix="login" result={result} autoFocusEmail={!result} />
        <SubmitButton busy={busy} busyLabel="Logging in…">
          Log In
        </SubmitButton>
      </Form>
      <p className="auth-back">
        <Link to="/">Back to the site</Link>
      </p>
    </section>
  );
}
