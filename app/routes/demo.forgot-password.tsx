import { stylesheets } from "~/lib/stylesheets";
import { type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorAlert } from "~/components/forms/ErrorAlert";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { privatePageMeta } from "~/hooks/rootData";
import { withRetryAfter } from "~/lib/cache";
import { DEMO_RESET_SENT } from "~/lib/demo/demoResetSchema";
import { formFields } from "~/lib/formErrors";
import { kickScheduledWork } from "~/server/admin/scheduledWork.server";
import { assertSameOriginPost } from "~/server/auth/guards.server";
import { requestDemoPasswordReset } from "~/server/demo/demoPasswordReset.server";
import { readForm } from "~/server/platform/forms.server";
import { logError } from "~/server/platform/log.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import identityStyles from "~/styles/identity.css";

/**
 * /demo/forgot-password: a demo user locked out asks for a new sign-in link by username or e-mail
 * address (decision record 0052). The link goes to the account's own address through the outbox;
 * the page answers the same whether an account matched or not, and names the sales address for
 * anyone whose access has ended or whose message does not arrive.
 */
export const links = stylesheets(identityStyles);

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Forgot your password?");

export const headers: HeadersFunction = /* @__PURE__ */ withRetryAfter(() => ({ "Cache-Control": "private, no-store" }));

export const loader = ({ context }: LoaderFunctionArgs) => ({ salesEmail: context.env.SALES_EMAIL });

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOriginPost(request);
  const { env } = context;
  const fields = formFields(await readForm(request));
  const asked = await requestDemoPasswordReset(env.DB, env, { login: fields.login ?? "" }, clientIp(request));
  if (!asked.ok) {
    return data(
      { sent: false, error: asked.error, login: fields.login ?? "", fieldError: asked.status === 400 ? asked.error : undefined },
      { status: asked.status, headers: asked.retryAfter ? { "Retry-After": String(asked.retryAfter) } : undefined },
    );
  }
  // The message leaves now, off the response's path, rather than at the next drain traffic starts.
  for (const id of asked.outboxIds) context.waitUntil?.(kickScheduledWork.now(env, id).catch((error) => logError(context.requestId, "outbox.drain", error)));
  return { sent: true, error: undefined, login: "", fieldError: undefined };
}

export default function ForgotPassword() {
  const { salesEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="auth-page" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password?</h1>
      {result?.sent ? (
        <p className="form-success" role="status">
          {DEMO_RESET_SENT}
        </p>
      ) : (
        <>
          <p>Enter your demo username or the e-mail address your invitation came to: we will send a link to choose a new password or create a passkey.</p>
          <Form method="post" className="auth-form" noValidate>
            <ErrorAlert focusOn={result}>{result?.fieldError ? null : result?.error}</ErrorAlert>
            <Field
              label="Username or e-mail address"
              name="login"
              autoComplete="username"
              required
              maxLength={254}
              // The page has one thing to do; after a failure, focus goes to the error instead.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={!result}
              defaultValue={result?.login}
              error={result?.fieldError}
            />
            <SubmitButton busy={busy} busyLabel="Sending…">
              Send me a link
            </SubmitButton>
          </Form>
        </>
      )}
      <p>
        Your demo access has ended, or no message arrives? Your sales representative can help: write to <a href={`mailto:${salesEmail}`}>{salesEmail}</a>.
      </p>
      <p>
        <Link to="/demo">Back to the demo sign-in</Link>
      </p>
    </section>
  );
}
