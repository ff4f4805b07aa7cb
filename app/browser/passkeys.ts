import { startAuthentication, startRegistration } from "@simplewebauthn/browser";

/**
 * The browser's half of passkeys (decision record 0026). Loaded only by a click on a
 * passkey button (`import("~/browser/passkeys")`), so @simplewebauthn/browser (3.8 KB gzip) is in
 * no page's first load, public or staff.
 */
interface PasskeyOutcome {
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

/**
 * A passkey ceremony's three steps: the server's options, the browser's part (the authenticator),
 * then its response to the server. A step that fails answers for the whole.
 */
async function ceremony(
  options: { url: string; body: Record<string, unknown> },
  browserPart: (optionsJSON: never) => Promise<unknown>,
  finish: { url: string; body: (response: unknown) => Record<string, unknown> },
): Promise<PasskeyOutcome> {
  const answer = await postJson(options.url, options.body);
  if (!answer.ok) return failed(answer);
  let response;
  try {
    response = await browserPart(answer.data as never);
  } catch (error) {
    return browserError(error);
  }
  const done = await postJson(finish.url, finish.body(response));
  return done.ok ? { ok: true, status: done.status } : failed(done);
}

/** Signs in with a passkey: `base` is /api/passkeys (staff) or /api/demo-passkeys (demo). */
export const signInWithPasskey = (base: string, remember: boolean): Promise<PasskeyOutcome> =>
  ceremony({ url: `${base}/signin/options`, body: {} }, (optionsJSON) => startAuthentication({ optionsJSON }), {
    url: `${base}/signin`,
    body: (response) => ({ response, remember }),
  });

/** Creates a passkey on this device and saves it under `name` (staff: /api/passkeys; both audiences need a recent step-up). */
export const registerPasskey = (optionsUrl: string, saveUrl: string, body: Record<string, unknown>): Promise<PasskeyOutcome> =>
  ceremony({ url: optionsUrl, body }, (optionsJSON) => startRegistration({ optionsJSON }), { url: saveUrl, body: (response) => ({ ...body, response }) });

/** A name for a passkey made here, from what the browser says it runs on ("Passkey on Windows"); the person can remove and re-add it under another. */
function deviceName(): string {
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

/**
 * An assertion for the step-up, as JSON for the confirm form's hidden field; or the outcome that
 * stopped it. `optionsUrl`: staff (/api/reauth/options) or demo (/api/demo-passkeys/reauth/options).
 */
export async function passkeyForStepUp(optionsUrl = "/api/reauth/options"): Promise<{ json: string } | PasskeyOutcome> {
  const options = await postJson(optionsUrl, {});
  if (!options.ok) return failed(options);
  try {
    return { json: JSON.stringify(await startAuthentication({ optionsJSON: options.data as never })) };
  } catch (error) {
    return browserError(error);
  }
}
