import * as z from "zod";

/**
 * The local mail catcher (decision record 0013): the subset of Resend's API the adapter uses
 * (POST /emails with Idempotency-Key), answered in process and kept in R2 under mail-sink/.
 * It is what `npm start`, the e2e server and the integration tests deliver to: the same adapter
 * code as production builds and sends the request; only the answering end differs. Nothing to
 * start or stop, and the mail survives restarts with the rest of .wrangler/state. Staff read it at
 * /admin/outbox.
 */
export const SINK_PREFIX = "mail-sink/";

const sinkRequest = z.object({
  from: z.string().min(3).max(320),
  to: z.array(z.string().email().max(254)).min(1).max(50),
  subject: z.string().min(1).max(998),
  text: z.string().max(200_000).optional(),
  html: z.string().max(500_000).optional(),
  reply_to: z.string().email().max(254).optional(),
  tags: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
});

export interface SinkMessage {
  /** The id the sink answered with (as Resend would). */
  id: string;
  /** The Idempotency-Key it arrived with: the outbox id. */
  idempotencyKey: string;
  receivedAt: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
}

const keyOf = (idempotencyKey: string) => `${SINK_PREFIX}${idempotencyKey}.json`;
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A fetch-shaped handler for the sink, bound to a bucket. */
export function mailSinkFetch(bucket: R2Bucket, now: () => Date = () => new Date()): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method !== "POST" || url.pathname !== "/emails") return json({ name: "not_found", message: "Not Found" }, 404);
    if (!request.headers.get("Authorization")?.startsWith("Bearer ")) return json({ name: "missing_api_key", message: "Missing API key" }, 401);
    const key = request.headers.get("Idempotency-Key") ?? "";
    // The sink insists on a key: every message the outbox sends has one, and it is what dedupes.
    if (!/^[A-Za-z0-9_-]{1,256}$/.test(key)) return json({ name: "validation_error", message: "Idempotency-Key is required" }, 422);
    // Read here, not by the API's one validator (api/validate.server.ts): this stands in for Resend,
    // so it answers as Resend does (422 {name, message}), not in the site's {error, requestId} shape.
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return json({ name: "validation_error", message: "Invalid JSON" }, 422);
    }
    const parsed = sinkRequest.safeParse(body);
    if (!parsed.success) return json({ name: "validation_error", message: parsed.error.issues[0]?.message ?? "Invalid" }, 422);
    // A repeated key is answered with the first message's id and stores nothing (as Resend does).
    const existing = await bucket.get(keyOf(key));
    if (existing) {
      const kept = (await existing.json()) as SinkMessage;
      return json({ id: kept.id }, 200);
    }
    const m = parsed.data;
    const message: SinkMessage = {
      id: crypto.randomUUID(),
      idempotencyKey: key,
      receivedAt: now().toISOString(),
      from: m.from,
      to: m.to,
      replyTo: m.reply_to ?? null,
      subject: m.subject,
      text: m.text ?? "",
      html: m.html ?? null,
    };
    await bucket.put(keyOf(key), JSON.stringify(message), { httpMetadata: { contentType: "application/json" } });
    return json({ id: message.id }, 200);
  }) as typeof fetch;
}

/** The message the sink received for an outbox id, or null. */
export async function sinkMessage(bucket: R2Bucket, outboxId: string): Promise<SinkMessage | null> {
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(outboxId)) return null;
  const object = await bucket.get(keyOf(outboxId));
  return object ? ((await object.json()) as SinkMessage) : null;
}

/** Every message in the sink (for tests and the bench; newest last is not guaranteed). */
export async function sinkMessages(bucket: R2Bucket): Promise<SinkMessage[]> {
  const out: SinkMessage[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: SINK_PREFIX, cursor });
    for (const o of page.objects) {
      const object = await bucket.get(o.key);
      if (object) out.push((await object.json()) as SinkMessage);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return out;
}
