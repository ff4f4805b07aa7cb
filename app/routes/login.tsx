import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
  redirect,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { safeRedirect, staffLoginSchema } from "~/lib/auth/authSchemas";
import type { LoginActionData } from "~/lib/auth/loginActionData";
import { fieldErrorsOf, formFields } from "~/lib/formErrors";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/hooks/rootData";
import { assertSameOriginPost, getStaff } from "~/server/auth/guards.server";
import { signInStaff } from "~/server/auth/signIn.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import identityStyles from "~/styles/identity.css";
import { readForm } from "~/server/platform/forms.server";
import { REQUIRED_VALUES_MESSAGE } from "~/lib/messages";

/**
 * Staff sign-in: this page, and the action the nav's Log In pane posts to (fields email,
 * password, remember, redirectTo). Success redirects to a same-site redirectTo or /admin with
 * the session cookie; failure answers `{ error, fieldErrors? }` with 400, 401 or 429, which a
 * fetcher reads as data and a plain form post sees rendered on this page.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStyles }];

export const meta: MetaFunction = ({ matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "Employee Log In" }),
  { name: "robots", content: "noindex" },
];

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
  assertSameOriginPost(request);
  const fields = formFields(await readForm(request));
  const redirectTo = safeRedirect(fields.redirectTo);
  const parsed = staffLoginSchema.safeParse(fields);
  if (!parsed.success) {
    return data<LoginActionData>(
      { error: REQUIRED_VALUES_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error), redirectTo, email: fields.email },
      { status: 400 },
    );
  }
  const result = await signInStaff(context.env, parsed.data, clientIp(request));
  if (!result.ok) {
    const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
    return data<LoginActionData>({ error: result.error, redirectTo, email: fields.email }, { status: result.status, headers });
  }
  return redirect(redirectTo, { headers: { "Set-Cookie": result.setCookie } });
}

export default function LoginPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/login";
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.error) errorRef.current?.focus();
  }, [result]);

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">Employee Log In</h1>
      <Form method="post" action="/login" className="auth-form" noValidate>
        {result?.error ? (
          <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
            {result.error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={result?.redirectTo ?? redirectTo} />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          // A sign-in page has one thing to do; after a failure, focus goes to the error instead.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!result}
          defaultValue={result?.email}
          error={result?.fieldErrors?.email}
        />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.password} />
        <div className="field field-checkbox">
          <input id="login-remember" type="checkbox" name="remember" value="on" />
          <label htmlFor="login-remember">Remember me for 30 days</label>
        </div>
        <SubmitButton busy={busy} busyLabel="Logging in…">
          Log In
        </SubmitButton>
      </Form>
    </section>
  );
}
