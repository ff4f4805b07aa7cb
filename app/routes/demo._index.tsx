import { type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, data, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { demoLoginSchema, safeRedirect } from "~/lib/authSchemas";
import { fieldErrorsOf, formFields } from "~/lib/formErrors";
import { getMeta } from "~/lib/meta";
import { rootDataFromMatches } from "~/lib/rootData";
import { assertSameOriginPost, getDemoUser } from "~/server/auth/guards.server";
import { signInDemo } from "~/server/auth/signIn.server";
import { clientIp } from "~/server/rateLimit.server";
import identityStyles from "~/styles/identity.css";
import { readForm } from "~/server/forms.server";

/**
 * /demo, the demo area's entry. Anonymous visitors get the demo sign-in form (fields username,
 * password, remember, redirectTo), which posts to this route's action; a signed-in demo user
 * gets a greeting and a sign-out button (the media listing builds on this page).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: identityStyles }];

export const meta: MetaFunction = ({ matches }) => [
  ...getMeta({ siteTitle: rootDataFromMatches(matches)?.config.siteTitle ?? "", title: "Product Demos" }),
  { name: "robots", content: "noindex" },
];

// What a signed-in demo user sees is theirs alone: never cached.
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const h = new Headers({ "Cache-Control": "private, no-store" });
  for (const source of [loaderHeaders, actionHeaders]) if (source.has("Retry-After")) h.set("Retry-After", source.get("Retry-After")!);
  return h;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), "/demo");
  const auth = await getDemoUser(request, context.env);
  if (!auth) return { demoUser: null, redirectTo };
  const { name, username, company, expiresAt } = auth.demoUser;
  return data(
    { demoUser: { name, username, company, accessExpiresAt: expiresAt }, redirectTo },
    auth.setCookie ? { headers: { "Set-Cookie": auth.setCookie } } : undefined,
  );
}

export interface DemoLoginActionData {
  error: string;
  fieldErrors?: Record<string, string>;
  /** Echoed so a failed plain-form post (rendered at the bare action URL) keeps its target. */
  redirectTo: string;
  /** What was typed, so the form keeps it (never the password). */
  username?: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOriginPost(request);
  const fields = formFields(await readForm(request));
  const redirectTo = safeRedirect(fields.redirectTo, "/demo");
  const parsed = demoLoginSchema.safeParse(fields);
  if (!parsed.success) {
    return data<DemoLoginActionData>({ error: "Please provide required values", fieldErrors: fieldErrorsOf(parsed.error), redirectTo, username: fields.username }, { status: 400 });
  }
  const result = await signInDemo(context.env, parsed.data, clientIp(request));
  if (!result.ok) {
    const headers = result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined;
    return data<DemoLoginActionData>({ error: result.error, redirectTo, username: fields.username }, { status: result.status, headers });
  }
  return redirect(redirectTo, { headers: { "Set-Cookie": result.setCookie } });
}

function accessUntil(iso: string | null): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export default function DemoPage() {
  const { demoUser, redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.error) errorRef.current?.focus();
  }, [result]);

  if (demoUser) {
    const signingOut = navigation.state !== "idle" && navigation.formAction === "/demo/logout";
    const until = accessUntil(demoUser.accessExpiresAt);
    return (
      <section className="auth-page" aria-labelledby="demo-title">
        <h1 id="demo-title">Welcome, {demoUser.name}</h1>
        <p>
          You are signed in to the product demos as <strong>{demoUser.username}</strong>
          {demoUser.company ? ` (${demoUser.company})` : ""}.{until ? ` Your demo access runs until ${until}.` : ""}
        </p>
        <Form method="post" action="/demo/logout">
          <SubmitButton busy={signingOut} busyLabel="Signing out…" className="button button-secondary">
            Sign Out
          </SubmitButton>
        </Form>
      </section>
    );
  }

  const busy = navigation.state !== "idle" && navigation.formAction === "/demo?index";
  return (
    <section className="auth-page" aria-labelledby="demo-title">
      <h1 id="demo-title">Product Demos</h1>
      <p>Sign in with the demo account we sent you to watch product videos.</p>
      <Form method="post" action="/demo?index" className="auth-form" noValidate>
        {result?.error ? (
          <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
            {result.error}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={result?.redirectTo ?? redirectTo} />
        <Field label="Username" name="username" autoComplete="username" required autoFocus={!result} defaultValue={result?.username} error={result?.fieldErrors?.username} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.password} />
        <div className="field field-checkbox">
          <input id="demo-remember" type="checkbox" name="remember" value="on" />
          <label htmlFor="demo-remember">Remember me for 30 days</label>
        </div>
        <SubmitButton busy={busy} busyLabel="Signing in…">
          Sign In
        </SubmitButton>
      </Form>
    </section>
  );
}
