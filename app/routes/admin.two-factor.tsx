import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import * as z from "zod/mini";
import { englishMessages } from "~/lib/zodMini";
import { Field } from "~/components/forms/Field";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { safeRedirect } from "~/lib/auth/authSchemas";
import { fieldErrorsOf, formFields } from "~/lib/formErrors";
import { REQUIRED_VALUES_MESSAGE, UNKNOWN_ACTION_MESSAGE } from "~/lib/messages";
import { privatePageMeta } from "~/hooks/rootData";
import { audit } from "~/server/admin/audit.server";
import { requireStaff } from "~/server/auth/guards.server";
import { mustEnrol } from "~/server/auth/permissions";
import { qrMatrix } from "~/server/auth/qrcode.server";
import { beginEnrolment, confirmEnrolment, hasSecondFactor } from "~/server/auth/secondFactor.server";
import { otpauthUri } from "~/server/auth/totp.server";
import { readForm } from "~/server/platform/forms.server";
import { clientIp } from "~/server/platform/rateLimit.server";
import { verifyCurrentPassword } from "~/server/users/staffUsers.server";

englishMessages();

/**
 * /admin/two-factor: turning on two-factor sign-in (issue 16). Every staff user must (issue 26:
 * the guards send one without it here, and nowhere else works until done). Three steps, each a
 * plain form post (works without JavaScript): the password again, then a QR code and the secret
 * in text with a code from the app to confirm, then the ten recovery codes, shown once.
 * Once on, it can only be reset by an administrator (a stolen session must not swap the factor).
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Two-factor sign-in");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireStaff(request, context.env, { enrolling: true });
  const recoveryLeft = user.enrolled
    ? ((
        await context.env.DB.prepare("SELECT count(*) AS n FROM staff_recovery_codes WHERE user_id = ?1 AND used_at IS NULL")
          .bind(user.id)
          .first<{ n: number }>()
      )?.n ?? 0)
    : 0;
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

interface ActionData {
  step: "password" | "scan" | "done";
  error?: string;
  fieldErrors?: Record<string, string>;
  scan?: Scan;
  recoveryCodes?: string[];
}

const passwordSchema = z.object({
  password: z.string({ message: "Password is Required" }).check(z.minLength(1, "Password is Required"), z.maxLength(1024, "Password is too long")),
});
const codeSchema = z.object({
  code: z.string({ message: "Code is Required" }).check(z.trim(), z.regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app")),
});

const scanOf = (siteTitle: string, email: string, secret: string): Scan => {
  const uri = otpauthUri(siteTitle, email, secret);
  return { secret, uri, qr: qrMatrix(uri) };
};

const ALREADY_ON = "Two-factor sign-in is already on. An administrator can reset it.";

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireStaff(request, context.env, { enrolling: true });
  const db = context.env.DB;
  const fields = formFields(await readForm(request));
  if (fields.intent !== "setup" && fields.intent !== "confirm") return data<ActionData>({ step: "password", error: UNKNOWN_ACTION_MESSAGE }, { status: 400 });
  if (await hasSecondFactor(db, user.id)) return data<ActionData>({ step: "password", error: ALREADY_ON }, { status: 409 });

  if (fields.intent === "setup") {
    const parsed = passwordSchema.safeParse(fields);
    if (!parsed.success)
      return data<ActionData>({ step: "password", error: REQUIRED_VALUES_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const checked = await verifyCurrentPassword(db, user.id, parsed.data.password, clientIp(request), "password");
    if (!checked.ok) {
      const headers = checked.retryAfter ? { "Retry-After": String(checked.retryAfter) } : undefined;
      return data<ActionData>(
        { step: "password", error: checked.error, fieldErrors: Object.fromEntries((checked.issues ?? []).map((i) => [i.path, i.message])) },
        { status: checked.status, headers },
      );
    }
    const secret = await beginEnrolment(db, user.id);
    if (!secret) throw new Response("Not Found", { status: 404 });
    return data<ActionData>({ step: "scan", scan: scanOf(context.env.SITE_TITLE, user.email, secret) });
  }

  const pending = await db.prepare("SELECT totp_pending FROM staff_users WHERE id = ?1").bind(user.id).first<{ totp_pending: string | null }>();
  if (!pending?.totp_pending) return data<ActionData>({ step: "password", error: "Start again: enter your password to get a new code." }, { status: 400 });
  const again = (error: string, fieldErrors: Record<string, string>) =>
    data<ActionData>({ step: "scan", error, fieldErrors, scan: scanOf(context.env.SITE_TITLE, user.email, pending.totp_pending!) }, { status: 400 });
  const parsed = codeSchema.safeParse(fields);
  if (!parsed.success) return again(REQUIRED_VALUES_MESSAGE, fieldErrorsOf(parsed.error));
  const recoveryCodes = await confirmEnrolment(db, user.id, parsed.data.code);
  if (!recoveryCodes) return again("That code does not match. Check the app's clock and enter the current code.", { code: "Code does not match" });
  await audit(db, { actor: user, action: "2fa.enrol", target: user.email, ip: clientIp(request) });
  return data<ActionData>({ step: "done", recoveryCodes }, { headers: { "Cache-Control": "no-store" } });
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
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const statusRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) statusRef.current?.focus();
  }, [result]);

  if (result?.step === "done") {
    return (
      <section aria-labelledby="tf-title" className="two-factor">
        <h1 id="tf-title">Two-factor sign-in is on</h1>
        <p className="form-success" role="status" tabIndex={-1} ref={statusRef}>
          From now on, sign-in asks for a code from your authenticator app.
        </p>
        <h2>Your recovery codes</h2>
        <p>
          Each code signs you in once if your phone is not at hand. Keep them somewhere safe (a password manager, or printed):{" "}
          <strong>they are shown only now.</strong>
        </p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {result.recoveryCodes!.map((c) => (
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
        {result?.error ? (
          <p className="form-error" role="alert" tabIndex={-1} ref={statusRef}>
            {result.error}
          </p>
        ) : null}
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
      {result?.error ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={statusRef}>
          {result.error}
        </p>
      ) : null}
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
            <input type="hidden" name="intent" value="confirm" />
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
            <SubmitButton busy={busy} busyLabel="Checking…">
              Turn on two-factor sign-in
            </SubmitButton>
          </Form>
        </>
      ) : (
        <Form method="post" className="admin-form" noValidate>
          <p>Confirm it is you: enter your password. Then scan a QR code with your authenticator app.</p>
          <input type="hidden" name="intent" value="setup" />
          <Field label="Password" name="password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.password} />
          <SubmitButton busy={busy} busyLabel="Checking…">
            Continue
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
