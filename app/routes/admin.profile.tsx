import { useBusyIntent } from "~/hooks/useBusyIntent";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, data } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Field, SelectField } from "~/components/forms/Field";
import { NewPasswordField } from "~/components/forms/NewPasswordField";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { passwordChangeSchema, profileNameSchema } from "~/lib/auth/authSchemas";
import { fieldErrorsOf, formFields } from "~/lib/formErrors";
import { privatePageMeta } from "~/hooks/rootData";
import { requireRecentAuth, requireStaff } from "~/server/auth/guards.server";
import { removeStaffPasskey, staffPasskeys } from "~/server/auth/passkeys.server";
import { noticeContext } from "~/server/auth/signInNotice.server";
import { recentlyReauthenticated } from "~/server/auth/sessions.server";
import { staffCall } from "~/server/operations/staffOperation.server";
import { PasskeyList } from "~/components/admin/PasskeyList";
import { clientIp } from "~/server/platform/rateLimit.server";
import { getStaffUser } from "~/server/auth/staffAccounts.server";
import { changeStaffPassword, updateStaffName } from "~/server/users/staffUsers.server";
import { setStaffTimeZone } from "~/server/users/staffTimeZone.server";
import { supportedTimeZones, zoneLabel } from "~/lib/timeZones";
import { useAdminData } from "~/hooks/adminData";
import { readForm } from "~/server/platform/forms.server";
import { REQUIRED_VALUES_MESSAGE } from "~/lib/messages";
import { PASSKEY_INTENTS, defineIntents } from "~/lib/intents";
import { dispatchIntent } from "~/server/platform/intents.server";
import { withRetryAfter } from "~/lib/cache";

/**
 * /admin/profile: the signed-in user's own name, time zone and password. The time zone (decision
 * record 0029) is the one staff screens show times in; "Automatic" follows the browser's. A password change needs a
 * two-factor step-up and the current password, signs out every other session of the user (this one
 * stays) and e-mails the owner (decision record 0036). Passkeys: listed here, added through the API
 * from the browser, removed by this action, each after the same step-up.
 */
export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "Profile");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, session } = await requireStaff(request, context.env);
  const record = await getStaffUser(context.env.DB, user.id);
  if (!record) throw new Response("Not Found", { status: 404 });
  return {
    profile: { name: record.name, email: record.email, role: record.role, timeZone: user.timeZone ?? "" },
    passkeys: await staffPasskeys(context.env.DB, user.id),
    steppedUp: recentlyReauthenticated(session),
    // The server's list, so the options the browser hydrates are the ones it rendered (ICU data differs).
    timeZones: supportedTimeZones(),
  };
}

interface ActionData {
  form: "name" | "timeZone" | "password" | "passkeys";
  ok?: string;
  error?: string;
  fieldErrors?: Record<string, string>;
}

/** A refused, rate-limited form (429) keeps its Retry-After (app/lib/cache.ts). */
export const headers = /* @__PURE__ */ withRetryAfter();

/** The screen's forms, one intent each; "passkey-remove" is PasskeyList's (lib/intents.ts). */
const intents = defineIntents({ name: [], timeZone: [], password: [], ...PASSKEY_INTENTS });

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireStaff(request, context.env);
  const fields = formFields(await readForm(request));
  return dispatchIntent(intents, fields, {
    name: async () => {
      const parsed = profileNameSchema.safeParse(fields);
      if (!parsed.success) return data<ActionData>({ form: "name", error: REQUIRED_VALUES_MESSAGE, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
      await updateStaffName(staffCall(context.env, auth.user, request), parsed.data.name);
      return data<ActionData>({ form: "name", ok: "Your name was saved." });
    },
    timeZone: async () => {
      const result = await setStaffTimeZone(staffCall(context.env, auth.user, request), fields);
      if (!result.ok) return data<ActionData>({ form: "timeZone", error: result.error, fieldErrors: { timeZone: result.error } }, { status: result.status });
      return data<ActionData>({
        form: "timeZone",
        ok: result.timeZone ? `Times now show in ${zoneLabel(result.timeZone)}.` : "Times now show in your browser's time zone.",
      });
    },
    password: async () => {
      // A new password is a new way in: a two-factor step-up first (decision record 0036).
      requireRecentAuth(request, auth);
      const parsed = passwordChangeSchema.safeParse({ ...fields, confirmPassword: fields.confirmPassword ?? "" });
      if (!parsed.success) {
        return data<ActionData>({ form: "password", error: "Please check the highlighted fields", fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
      }
      const result = await changeStaffPassword(context.env.DB, {
        userId: auth.user.id,
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
        keepSessionId: auth.session.id,
        ip: clientIp(request),
        notice: noticeContext(context.env, request),
      });
      if (!result.ok) {
        const fieldErrors = Object.fromEntries((result.issues ?? []).map((i) => [i.path, i.message]));
        return data<ActionData>({ form: "password", error: result.error, fieldErrors }, { status: result.status });
      }
      return data<ActionData>({ form: "password", ok: "Your password was changed. Your other sessions were signed out." });
    },
    "passkey-remove": async ({ id }) => {
      // Removing a way to sign in needs a recent proof of identity, as the password change does.
      requireRecentAuth(request, auth);
      const result = await removeStaffPasskey(staffCall(context.env, auth.user, request), { id }, noticeContext(context.env, request));
      if (!result.ok) return data<ActionData>({ form: "passkeys", error: result.error }, { status: result.status });
      return data<ActionData>({ form: "passkeys", ok: `Passkey “${result.name}” removed.` });
    },
  });
}

function Status({ result, form }: { result: Partial<ActionData> | undefined; form: ActionData["form"] }) {
  const ref = useRef<HTMLParagraphElement>(null);
  // An answer for no form (an unknown intent) is told under the first.
  const mine = result && (result.form ?? "name") === form ? result : undefined;
  useEffect(() => {
    if (mine) ref.current?.focus();
  }, [mine]);
  if (!mine) return null;
  return mine.ok ? (
    <p className="form-success" role="status" tabIndex={-1} ref={ref}>
      {mine.ok}
    </p>
  ) : (
    <p className="form-error" role="alert" tabIndex={-1} ref={ref}>
      {mine.error}
    </p>
  );
}

/** Said before the user tries: a new password or passkey first asks for both factors again (decision record 0036). */
function StepUpNote({ steppedUp }: { steppedUp: boolean }) {
  if (steppedUp) return null;
  return (
    <p>
      For your safety, this first asks you to <Link to={`/admin/confirm?${new URLSearchParams({ redirectTo: "/admin/profile" })}`}>confirm it is you</Link> with
      your password and a code from your authenticator app, or a passkey.
    </p>
  );
}

export default function ProfilePage() {
  const { profile, passkeys, steppedUp, timeZones } = useLoaderData<typeof loader>();
  const { timeZone, timeZoneFrom } = useAdminData();
  const result: Partial<ActionData> | undefined = useActionData<typeof action>();
  const busy = useBusyIntent();
  const pwErrors = result?.form === "password" ? result.fieldErrors : undefined;
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">Profile</h1>
      <p>
        Signed in as <strong>{profile.email}</strong>.
      </p>

      <h2>Your name</h2>
      <Status result={result} form="name" />
      <Form method="post" className="admin-form" noValidate>
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          defaultValue={profile.name}
          error={result?.form === "name" ? result.fieldErrors?.name : undefined}
        />
        <SubmitButton {...intents.button("name")} busy={busy("name")} busyLabel="Saving…">
          Save name
        </SubmitButton>
      </Form>

      <h2 id="time-zone-title">Time zone</h2>
      <Status result={result} form="timeZone" />
      <Form method="post" className="admin-form" aria-labelledby="time-zone-title">
        <SelectField
          label="Show times in"
          name="timeZone"
          defaultValue={profile.timeZone}
          error={result?.form === "timeZone" ? result.fieldErrors?.timeZone : undefined}
          hint={
            timeZoneFrom === "default"
              ? "Staff screens show times in UTC until your browser has told us its time zone. Times are stored in UTC."
              : `Staff screens show times in ${zoneLabel(timeZone)}${timeZoneFrom === "browser" ? ", your browser's time zone" : ""}. Times are stored in UTC.`
          }
          options={[{ value: "", label: "Automatic: your browser's time zone" }, ...timeZones.map((z) => ({ value: z, label: zoneLabel(z) }))]}
        />
        <SubmitButton {...intents.button("timeZone")} busy={busy("timeZone")} busyLabel="Saving…">
          Save time zone
        </SubmitButton>
      </Form>

      <h2>Change password</h2>
      <StepUpNote steppedUp={steppedUp} />
      <Status result={result} form="password" />
      {/* Remounted after a change, so the password fields empty themselves. */}
      <Form method="post" className="admin-form" noValidate key={result?.form === "password" && result.ok ? "changed" : "form"}>
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" required error={pwErrors?.currentPassword} />
        <NewPasswordField name="newPassword" error={pwErrors?.newPassword} />
        <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required error={pwErrors?.confirmPassword} />
        <SubmitButton {...intents.button("password")} busy={busy("password")} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </Form>

      <h2>Passkeys</h2>
      <StepUpNote steppedUp={steppedUp} />
      <Status result={result} form="passkeys" />
      <PasskeyList passkeys={passkeys} removing={busy("passkey-remove")} />
    </section>
  );
}
