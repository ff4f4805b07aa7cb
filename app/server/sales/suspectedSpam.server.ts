import * as z from "zod/mini";
import type { ContactRequest } from "../../lib/contact/schema";
import { type SpamReason, SUSPECTED_SPAM_DAYS } from "../../lib/sales/spamReasons";
import { type StaffCall, admitFound, auditRow } from "../operations/staffOperation.server";
import type { Env } from "../platform/env.server";
import { type Result, fail } from "../platform/result.server";
import type { D1 } from "../platform/d1Sessions.server";
import type { TableRow } from "../platform/columns.server";
import type { Language } from "../../lib/i18n/languages";
import { contactFieldsOf, contactInsert, salesRequestByClientId, salesRequestStatements } from "./salesRequests.server";

/**
 * Suspected spam (decision record 0034): a contact request that shows a spam signal is stored
 * with its reasons in its own table instead of being dropped. It sends no e-mail and no inbox
 * view counts it; a staff member's "Not spam" moves it into the inbox and queues the e-mails a
 * request gets; after SUSPECTED_SPAM_DAYS the scheduled work deletes it.
 */
export interface SuspectedSpam extends ContactRequest {
  id: string;
  clientId: string;
  /** The language it was made in (migration 0034), kept for its acknowledgement if restored. */
  language: Language;
  /** The signals' codes (SPAM_REASONS). */
  reasons: string;
  createdAt: string;
}

type Row = TableRow<"suspected_spam">;

const fromRow = (r: Row): SuspectedSpam => ({
  ...contactFieldsOf(r),
  reasons: r.reasons,
  createdAt: r.created_at,
});

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\./gi;
/** Comments may carry a link or two (a bank's site, a tender); this many is a link list. */
const MANY_LINKS = 3;

/**
 * The content signals of a valid request (the form token's is the caller's: only forms carry
 * one). None looks at how fast the form was sent.
 */
export function contentSignals(input: ContactRequest & { website?: string }): SpamReason[] {
  const reasons: SpamReason[] = [];
  if (input.website) reasons.push("honeypot");
  if ([input.Name, input.CompanyName].some((v) => new RegExp(LINK.source, "i").test(v))) reasons.push("link-in-name");
  if ((input.Comments.match(LINK) ?? []).length >= MANY_LINKS) reasons.push("many-links");
  return reasons;
}

/**
 * Stores a suspected-spam request; idempotent on `clientId` as a request is (a retry stores
 * nothing new and answers the row already stored).
 */
export async function storeSuspectedSpam(
  db: D1,
  input: ContactRequest & { clientId: string; language?: Language },
  reasons: readonly SpamReason[],
  now: Date,
): Promise<{ spam: SuspectedSpam; created: boolean }> {
  const insert = contactInsert(db, "suspected_spam", crypto.randomUUID(), input, [
    ["reasons", reasons.join(",")],
    ["created_at", now.toISOString()],
  ]);
  const read = db.prepare("SELECT * FROM suspected_spam WHERE client_id = ?1").bind(input.clientId);
  const [inserted, found] = await db.batch([insert, read]);
  const row = found?.results[0] as Row | undefined;
  if (!row) throw new Error("suspected spam missing after insert");
  return { spam: fromRow(row), created: (inserted?.meta.changes ?? 0) > 0 };
}

export async function suspectedSpamByClientId(db: D1, clientId: string): Promise<SuspectedSpam | null> {
  const row = await db.prepare("SELECT * FROM suspected_spam WHERE client_id = ?1").bind(clientId).first<Row>();
  return row ? fromRow(row) : null;
}

async function suspectedSpamById(db: D1, id: string): Promise<SuspectedSpam | null> {
  const row = await db.prepare("SELECT * FROM suspected_spam WHERE id = ?1").bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

/** The view's page: the newest `limit` and how many there are (a month of spam at most). */
export async function listSuspectedSpam(db: D1, limit = 100): Promise<{ items: SuspectedSpam[]; total: number }> {
  const [list, count] = await db.batch([
    db.prepare("SELECT * FROM suspected_spam ORDER BY created_at DESC, rowid DESC LIMIT ?1").bind(limit),
    db.prepare("SELECT COUNT(*) AS n FROM suspected_spam"),
  ]);
  return { items: (list?.results as Row[]).map(fromRow), total: Number((count?.results[0] as { n: number } | undefined)?.n ?? 0) };
}

export async function countSuspectedSpam(db: D1): Promise<number> {
  const r = await db.prepare("SELECT COUNT(*) AS n FROM suspected_spam").first<{ n: number }>();
  return Number(r?.n ?? 0);
}

const restoreSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, "Unknown request")) });

/**
 * "Not spam": the request moves into the inbox under the same id (what the API answered its
 * sender), keeping when it arrived, and its notification and acknowledgement are queued as a new
 * request's are. The insert, the messages, the delete and the audit row are one batch.
 */
export async function restoreSuspectedSpam(
  call: StaffCall,
  env: Pick<Env, "SALES_EMAIL" | "SITE_TITLE" | "SITE_URL" | "ASSETS">,
  raw: unknown,
  now = new Date(),
): Promise<Result<{ id: string; name: string }>> {
  const found = await admitFound(
    call,
    {
      permission: "sales:write",
      schema: restoreSchema,
      find: suspectedSpamById,
      notFound: "This request is no longer in Suspected spam: it was restored or deleted.",
    },
    raw,
  );
  if (!found.ok) return found;
  const { db } = call;
  const spam = found.row;
  // A form id already in the inbox (a retry that passed the checks) must not swallow this one.
  const clientId = (await salesRequestByClientId(db, spam.clientId)) ? crypto.randomUUID() : spam.clientId;
  const store = await salesRequestStatements(
    { db, salesEmail: env.SALES_EMAIL, siteTitle: env.SITE_TITLE, siteUrl: env.SITE_URL, now, receivedAt: spam.createdAt, files: env.ASSETS },
    { ...spam, clientId },
    spam.id,
  );
  try {
    await db.batch([
      ...store,
      db.prepare("DELETE FROM suspected_spam WHERE id = ?1").bind(spam.id),
      auditRow(call, { action: "request.not_spam", target: `${spam.Name} <${spam.Email}> (${spam.id})`, detail: spam.reasons }),
    ]);
  } catch (error) {
    // Another tab restored it first: its insert took the id, and this batch changed nothing.
    if (!(await suspectedSpamById(db, spam.id))) return fail(404, "This request is no longer in Suspected spam: it was restored or deleted.");
    throw error;
  }
  return { ok: true, id: spam.id, name: spam.Name };
}

/** Deletes suspected spam older than SUSPECTED_SPAM_DAYS at `nowMs` (scheduled work; idempotent). */
export async function purgeSuspectedSpam(db: D1, nowMs: number): Promise<number> {
  const cutoff = new Date(nowMs - SUSPECTED_SPAM_DAYS * 24 * 3600 * 1000).toISOString();
  const r = await db.prepare("DELETE FROM suspected_spam WHERE created_at < ?1").bind(cutoff).run();
  return r.meta.changes ?? 0;
}
