import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ActionMessages } from "~/components/admin/AdminScreen";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { safeRedirect } from "~/lib/auth/authSchemas";
import { formFields } from "~/lib/formErrors";
import { fieldErrorsOfIssues } from "~/lib/actionData";
import { defineIntents } from "~/lib/intents";
import { dispatchIntent } from "~/server/platform/intents.server";
import { privatePageMeta } from "~/hooks/rootData";
import { staffCall } from "~/server/operations/staffOperation.server";
import { requireStaff } from "~/server/auth/guards.server";
import { mustEnrol } from "~/lib/auth/permissions";
import { qrMatrix } from "~/server/auth/qrcode.server";
import { finishEnrolment, startEnrolment } from "~/server/auth/enrolment.server";
import { noticeContext } from "~/server/auth/signInNotice.server";
import { pendingSecret, recoveryCodesLeft } from "~/server/auth/secondFactor.server";
import { otpauthUri } from "~/server/auth/totp.server";
import { readForm } from "~/server/platform/forms.server";
import type { Failure } from "~/server/platform/result.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/two-factor: turning on two-factor sign-in. Every staff user must (
 * the guards send one without it here, and nowhere else works until done). Three steps, each a
 * plain form post (works without JavaScript): the password again, then a QR code and the secret
 * in text with a code from the app to confirm, then the ten recovery codes, shown once.
 * Once on, it can only be reset by an administrator (a stolen session must not swap the factor).
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Two-factor sign-in");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env, { enrolling: true });
  const recoveryLeft = user.enrolled ? await recoveryCodesLeft(context.env.DB, user.id) : 0;
  return {
    enrolled: user.enrolled,
    required: mustEnrol(user),
    recoveryLeft,
    redirectTo: safeRedirect(new URL(request.url).searchParams.get("redirectTo")),
  };
}

interface Scan {
  secret: string;
  uri: string;
  qr: boolean[][];
}

/** A step to show again (with what went wrong; no step: the first), or enrolment done with its recovery codes. */
type ActionData = { step?: "password" | "scan"; error?: string; fieldErrors?: Record<string, string>; scan?: Scan } | { step: "done"; recoveryCodes: string[] };

const scanOf = (siteTitle: string, email: string, secret: string): Scan => {
  const uri = otpauthUri(siteTitle, email, secret);
  return { secret, uri, qr: qrMatrix(uri) };
};

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The enrolment's two steps: the password, then the app's first code. */
const intents = defineIntents({ setup: [], confirm: [] });

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireStaff(request, context.env, { enrolling: true });
  const call = staffCall(context.env, user, request);
  const fields = formFields(await readForm(request));
  const failed = (step: "password" | "scan", result: Failure, scan?: Scan) =>
    data<ActionData>(
      { step, error: result.error, fieldErrors: fieldErrorsOfIssues(result.issues), scan },
      { status: result.status, headers: result.retryAfter ? { "Retry-After": String(result.retryAfter) } : undefined },
    );

  return dispatchIntent(intents, fields, {
    setup: async () => {
      const result = await startEnrolment(call, context.env.SEALING_KEYS, fields);
      if (!result.ok) return failed("password", result);
      return data<ActionData>({ step: "scan", scan: scanOf(context.env.SITE_TITLE, user.email, result.secret) });
    },
    confirm: async () => {
      const result = await finishEnrolment(call, context.env.SEALING_KEYS, fields, noticeContext(context.env, request));
      if (result.ok) return data<ActionData>({ step: "done", recoveryCodes: result.recoveryCodes }, { headers: { "Cache-Control": "no-store" } });
      // A wrong code shows the same key again; without a pending key (or once on) the user starts over.
      const pending = result.status === 409 ? null : await pendingSecret(context.env.DB, context.env.SEALING_KEYS, user.id);
      return failed(pending ? "scan" : "password", result, pending ? scanOf(context.env.SITE_TITLE, user.email, pending) : undefined);
    },
  });
}

/** The QR code as SVG rectangles (one per dark module), with a quiet zone of four modules. */
function QrCode({ matrix, label }: { matrix: boolean[][]; label: string }) {
  const size = matrix.length + 8;
  const path = matrix.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + 4} ${y + 4}h1v1h-1z` : ""))).join("");
  return (
    <svg className="qr-code" viewBox={`0 0 ${size} ${size}`} width="220" height="220" role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

const groups = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

export default function TwoFactorPage() {
  const { enrolled, required, recoveryLeft, redirectTo } = useLoaderData<typeof loader>();
  const result: ActionData | undefined = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";

  if (result?.step === "done") {
    return (
      <section aria-labelledby="tf-title" className="two-factor">
        <h1 id="tf-title">Two-factor sign-in is on</h1>
        <ActionMessages flash="From now on, sign-in asks for a code from your authenticator app." result={null} focus />
        <h2>Your recovery codes</h2>
        <p>
          Each code signs you in once if your phone is not at hand. Keep them somewhere safe (a password manager, or printed):{" "}
          <strong>they are shown only now.</strong>
        </p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {result.recoveryCodes.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Link className="button" to={redirectTo}>
          I have saved them: continue
        </Link>
      </section>
    );
  }

  if (enrolled) {
    return (
      <section aria-labelledby="tf-title" className="two-factor">
        <h1 id="tf-title">Two-factor sign-in</h1>
        <ActionMessages flash={null} result={result} focus />
        <p>Two-factor sign-in is on for your account.</p>
        <p>
          {recoveryLeft} of 10 recovery codes left. If you lose your phone, or run low on codes, ask an administrator to reset two-factor sign-in, then set it
          up again.
        </p>
      </section>
    );
  }

  const scan = result?.step === "scan" ? result.scan : undefined;
  return (
    <section aria-labelledby="tf-title" className="two-factor">
      <h1 id="tf-title">Set up two-factor sign-in</h1>
      {required ? (
        <p className="form-notice">Staff accounts must use two-factor sign-in. Set it up to continue; the rest of the staff area opens once it is on.</p>
      ) : null}
      <ActionMessages flash={null} result={result} focus />
      {scan ? (
        <>
          <ol className="two-factor-steps">
            <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
            <li>Scan this QR code, or type the key below into the app.</li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <QrCode matrix={scan.qr} label="QR code for your authenticator app" />
          <p>
            Key: <code className="totp-secret">{groups(scan.secret)}</code>
          </p>
          <details>
            <summary>Setup link for apps on this device</summary>
            <p>
              <a href={scan.uri}>Open in authenticator app</a>
            </p>
          </details>
          <Form method="post" className="admin-form" noValidate>
            <Field
              label="Code from the app"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              error={result?.fieldErrors?.code}
            />
            <SubmitButton {...intents.button("confirm")} busy={busy} busyLabel="Checking…">
              Turn on two-factor sign-in
            </SubmitButton>
          </Form>
        </>
      ) : (
        <Form method="post" className="admin-form" noValidate>
          <p>Confirm it is you: enter your password. Then scan a QR code with your authenticator app.</p>
          <Field label="Password" name="password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.password} />
          <SubmitButton {...intents.button("setup")} busy={busy} busyLabel="Checking…">
            Continue
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
