import * as z from "zod";
import type { Env } from "../platform/env.server";
import { mailSinkFetch } from "./mailSink.server";

/**
 * How a message leaves: Resend's HTTP API (decision record 0013). Cloudflare's own `send_email`
 * binding is not offered to Pages Functions and only reaches verified addresses of the account,
 * so it could not acknowledge a prospect; Resend is one documented JSON call, honours an
 * Idempotency-Key for 24 hours and runs on fetch in workerd.
 *
 * EMAIL_TRANSPORT chooses:
 *   resend  POST {EMAIL_PROVIDER_URL or https://api.resend.com}/emails with EMAIL_PROVIDER_KEY
 *   sink    the same adapter, answered in process by the local mail sink (mailSink.server.ts),
 *           which keeps each message in R2; refused in production
 *   unset   no transport: messages stay pending and /api/health says "not configured"
 */
const RESEND_API = "https://api.resend.com";
/** A provider that has not answered by then is treated as failed (the message is retried). */
const PROVIDER_TIMEOUT_MS = 10_000;

interface OutgoingMessage {
  /** The outbox id: the provider's idempotency key. */
  id: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
}

export type SendOutcome = { ok: true; detail: string; providerId: string | null } | { ok: false; detail: string; permanent: boolean };

export interface Transport {
  name: "resend" | "sink";
  send(message: OutgoingMessage): Promise<SendOutcome>;
}

type TransportChoice = { ok: true; transport: Transport } | { ok: false; reason: string };

type TransportEnv = Pick<Env, "APP_ENV" | "MEDIA" | "EMAIL_TRANSPORT" | "EMAIL_PROVIDER_URL" | "EMAIL_PROVIDER_KEY">;

export interface TransportOptions {
  /**
   * Wraps the call the adapter makes (workerd's fetch for Resend, the sink's handler locally),
   * e.g. to observe it, delay it or answer for the provider.
   */
  wrap?: (next: typeof fetch) => typeof fetch;
  timeoutMs?: number;
}

/** The transport the configuration names, or why there is none. */
export function chooseTransport(env: TransportEnv, options: TransportOptions = {}): TransportChoice {
  if (env.EMAIL_TRANSPORT === "resend") {
    if (!env.EMAIL_PROVIDER_KEY) return { ok: false, reason: "EMAIL_TRANSPORT is resend but the secret EMAIL_PROVIDER_KEY is not set" };
    const network: typeof fetch = (input, init) => fetch(input, init);
    return {
      ok: true,
      transport: resendTransport("resend", {
        baseUrl: env.EMAIL_PROVIDER_URL ?? RESEND_API,
        apiKey: env.EMAIL_PROVIDER_KEY,
        fetch: options.wrap ? options.wrap(network) : network,
        timeoutMs: options.timeoutMs,
      }),
    };
  }
  if (env.EMAIL_TRANSPORT === "sink") {
    // The sink keeps mail in the app's own bucket: in production that would be silent success again.
    if (env.APP_ENV === "production") return { ok: false, reason: "the local mail sink is not a transport in production" };
    const sink = mailSinkFetch(env.MEDIA);
    return {
      ok: true,
      transport: resendTransport("sink", {
        baseUrl: "http://mail-sink.local",
        apiKey: "local-sink",
        fetch: options.wrap ? options.wrap(sink) : sink,
        timeoutMs: options.timeoutMs,
      }),
    };
  }
  return { ok: false, reason: "no e-mail transport configured (EMAIL_TRANSPORT)" };
}

const resendAnswer = z.object({ id: z.string().min(1).max(200) });

/** Resend's POST /emails: https://resend.com/docs/api-reference/emails/send-email */
function resendTransport(name: Transport["name"], config: { baseUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number }): Transport {
  const send = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    name,
    async send(message) {
      const body = {
        from: message.from,
        to: [message.to],
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        tags: [{ name: "outbox_id", value: message.id.replace(/[^A-Za-z0-9_-]/g, "_") }],
      };
      try {
        const response = await send(`${config.baseUrl.replace(/\/$/, "")}/emails`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            Authorization: `Bearer ${config.apiKey}`,
            // A retry after a lost answer carries the same key: Resend sends it once (24 h window).
            "Idempotency-Key": message.id,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? PROVIDER_TIMEOUT_MS),
        });
        const text = (await response.text().catch(() => "")).slice(0, 2000);
        if (response.ok) {
          let providerId: string | null = null;
          try {
            providerId = resendAnswer.parse(JSON.parse(text)).id;
          } catch {
            providerId = null; // accepted all the same; the id is only for tracing
          }
          return { ok: true, detail: `HTTP ${response.status}`, providerId };
        }
        // 400/403 (unverified sender)/413/422: the provider refuses this message; retrying cannot
        // help. 401 (a wrong key someone will fix), 409 (a concurrent request with the same key),
        // 429 and 5xx are retried.
        const permanent = [400, 403, 413, 422].includes(response.status);
        return { ok: false, detail: `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`, permanent };
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
        const detail = timedOut ? "timeout: no answer from the provider" : `network: ${error instanceof Error ? error.message : String(error)}`;
        return { ok: false, detail: detail.slice(0, 200), permanent: false };
      }
    },
  };
}
