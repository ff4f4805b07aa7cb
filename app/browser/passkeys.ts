import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

/**
 * The browser's half of passkeys (issue 32, decision record 0026). Loaded only by a click on a
 * passkey button (`import("~/browser/passkeys")`), so @simplewebauthn/browser (3.8 KB gzip) is in
 * no page's first load, public or staff.
 */
export interface PasskeyOutcome {
  ok: boolean;
  status: number;
  error?: string;
}

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; status: number; data: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body ?? {}),
  });
  const data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: res.ok, status: res.status, data };
}

const CANCELLED = "The passkey prompt was closed before it finished. Try again, or use your password.";

/** What the browser's own refusal means to the person: cancelled, timed out, or no passkey here. */
function browserError(error: unknown): PasskeyOutcome {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return { ok: false, status: 0, error: CANCELLED };
  if (name === "InvalidStateError") return { ok: false, status: 0, error: "This device already holds a passkey for your account." };
  return { ok: false, status: 0, error: "This browser could not use a passkey here." };
}

const failed = (r: { status: number; data: Record<string, unknown> }): PasskeyOutcome => ({
  ok: false,
  status: r.status,
  error: typeof r.data.error === "string" ? r.data.error : "Something went wrong. Please try again.",
});

/** Signs in with a passkey: `base` is /api/passkeys (staff) or /api/demo-passkeys (demo). */
export async function signInWithPasskey(base: string, remember: boolean): Promise<PasskeyOutcome> {
  const options = await postJson(`${base}/signin/options`, {});
  if (!options.ok) return failed(options);
  let response;
  try {
    response = await startAuthentication({ optionsJSON: options.data as never });
  } catch (error) {
    return browserError(error);
  }
  const done = await postJson(`${base}/signin`, { response, remember });
  return done.ok ? { ok: true, status: done.status } : failed(done);
}

/** Creates a passkey on this device and saves it under `name` (staff: /api/passkeys, needs a recent step-up). */
export async function registerPasskey(optionsUrl: string, saveUrl: string, body: Record<string, unknown>): Promise<PasskeyOutcome> {
  const options = await postJson(optionsUrl, body);
  if (!options.ok) return failed(options);
  let response;
  try {
    response = await startRegistration({ optionsJSON: options.data as never });
  } catch (error) {
    return browserError(error);
  }
  const done = await postJson(saveUrl, { ...body, response });
  return done.ok ? { ok: true, status: done.status } : failed(done);
}

/** A name for a passkey made here, from what the browser says it runs on ("Passkey on Windows"); the person can remove and re-add it under another. */
export function deviceName(): string {
  const ua = navigator.userAgent;
  const os = [
    ["iPhone", "iPhone"],
    ["iPad", "iPad"],
    ["Android", "Android"],
    ["Mac OS", "Mac"],
    ["Windows", "Windows"],
    ["CrOS", "Chromebook"],
    ["Linux", "Linux"],
  ].find(([needle]) => ua.includes(needle!));
  return os ? `Passkey on ${os[1]}` : "Passkey on this device";
}

/** A demo invitation accepted with a passkey made on this device (the link's token is the proof); signed in on success. */
export const acceptInvitationWithPasskey = (token: string) =>
  registerPasskey("/api/demo-passkeys/invitation/options", "/api/demo-passkeys/invitation", { token, name: deviceName() });

/** An assertion for the step-up, as JSON for the confirm form's hidden field; or the outcome that stopped it. */
export async function passkeyForStepUp(): Promise<{ json: string } | PasskeyOutcome> {
  const options = await postJson("/api/reauth/options", {});
  if (!options.ok) return failed(options);
  try {
    return { json: JSON.stringify(await startAuthentication({ optionsJSON: options.data as never })) };
  } catch (error) {
    return browserError(error);
  }
}
