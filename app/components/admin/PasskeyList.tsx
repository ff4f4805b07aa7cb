import { useNavigate, useRevalidator } from "@remix-run/react";
import { IntentButton } from "~/components/admin/IntentButton";
import { useState } from "react";
import { Field } from "~/components/forms/Field";
import { usePasskeySupport } from "~/components/shell/PasskeyButton";
import { PASSKEY_NAME_MAX, type PasskeySummary } from "~/lib/auth/passkeySchemas";
import { formatWhen } from "~/lib/demo/demoFormat";
import { passkeyIntents } from "~/lib/intents";

/**
 * /admin/profile's passkeys, and /demo/account's: the list with a Remove button each (a
 * plain form posting `passkey-remove` to the page's action), and "Add a passkey" with a name, which
 * needs JavaScript and a browser that has passkeys. Staff (the defaults): a stale step-up sends the
 * user to /admin/confirm, who comes back here. Demo users (`api`, `staleText`): the 403 is told.
 */
export function PasskeyList({
  passkeys,
  removing,
  api = "/api/passkeys",
  staleText,
  emptyText = "No passkeys yet. A passkey signs you in with this device\u2019s screen lock or a security key, in place of the password and code.",
}: {
  passkeys: PasskeySummary[];
  removing: boolean;
  api?: string;
  staleText?: string;
  emptyText?: string;
}) {
  const supported = usePasskeySupport();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const add = async () => {
    if (!name.trim()) {
      setMessage({ ok: false, text: "Give the passkey a name, such as the device it is on" });
      return;
    }
    setBusy(true);
    setMessage(null);
    const { registerPasskey } = await import("~/browser/passkeys");
    const outcome = await registerPasskey(`${api}/options`, api, { name: name.trim() });
    setBusy(false);
    if (outcome.status === 403 && staleText) {
      setMessage({ ok: false, text: staleText });
      return;
    }
    if (outcome.status === 403) {
      navigate(`/admin/confirm?${new URLSearchParams({ redirectTo: "/admin/profile" })}`);
      return;
    }
    if (!outcome.ok) {
      setMessage({ ok: false, text: outcome.error ?? "The passkey could not be saved." });
      return;
    }
    setName("");
    setMessage({ ok: true, text: "Passkey added. You can sign in with it now." });
    revalidator.revalidate();
  };

  return (
    <>
      {message ? (
        <p className={message.ok ? "form-success" : "form-error"} role={message.ok ? "status" : "alert"}>
          {message.text}
        </p>
      ) : null}
      {passkeys.length === 0 ? (
        <p>{emptyText}</p>
      ) : (
        <ul className="passkey-list" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.name}</strong>
                <span className="passkey-meta">
                  Added {formatWhen(p.createdAt)}
                  {p.lastUsedAt ? ` · last used ${formatWhen(p.lastUsedAt)}` : " · not used yet"}
                </span>
              </span>
              <IntentButton
                {...passkeyIntents.hidden("passkey-remove", { id: p.id })}
                className="button button--secondary"
                disabled={removing}
                ariaLabel={`Remove passkey ${p.name}`}
              >
                Remove
              </IntentButton>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <div className="admin-form">
          <Field
            label="Device or key"
            name="passkeyName"
            hint="Such as the device or key it is on: “Work laptop”, “YubiKey”."
            maxLength={PASSKEY_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <button type="button" className="button" onClick={add} disabled={busy} aria-busy={busy}>
            {busy ? "Waiting for your passkey…" : "Add a passkey"}
          </button>
        </div>
      ) : supported === false ? (
        <p>This browser cannot create passkeys; use a current browser to add one.</p>
      ) : (
        <noscript>
          <p>Adding a passkey needs JavaScript, which is turned off in this browser.</p>
        </noscript>
      )}
    </>
  );
}
