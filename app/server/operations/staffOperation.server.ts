import type * as z from "zod/v4/core";
import { type Permission, type Role, can } from "../../lib/auth/permissions";
import { REQUIRED_VALUES_MESSAGE } from "../../lib/messages";
import { clientIp } from "../platform/rateLimit.server";
import { type Failure, type Issue, fail, issuesOf } from "../platform/result.server";
import { type AuditEntryInput, type AuditStatementOptions, auditStatement } from "./audit.server";
import type { D1 } from "../platform/d1Sessions.server";
import type { StaticFiles } from "../i18n/staticFiles.server";

/**
 * What every staff operation (decision record 0020) is called with, and the steps each one takes
 * in the same order: parse the input with its one schema, check the permission, then write the
 * change and its audit row in ONE `db.batch` (one transaction: both land or neither), and answer
 * a `Result`. The Remix action and the Hono handler build a StaffCall from their request and map
 * the Result; neither validates, checks or audits on its own.
 */
interface StaffActor {
  id: string;
  email: string;
  role: Role;
}

export interface StaffCall {
  db: D1;
  actor: StaffActor;
  /** The client's address, for the audit row. */
  ip: string | null;
  /** The URL of the request that made the change: whose host's edge cache a content change purges. */
  origin?: string;
  /** APP_ENV is production: sample content may not be published (decision record 0038). */
  production: boolean;
  /** The static files (ASSETS): what an operation compares with the catalogue's words reads them there. */
  files?: StaticFiles;
}

export const staffCall = (env: { DB: D1; APP_ENV: string; ASSETS?: StaticFiles }, actor: StaffActor, request: Request): StaffCall => ({
  db: env.DB,
  files: env.ASSETS,
  actor: { id: actor.id, email: actor.email, role: actor.role },
  ip: clientIp(request),
  origin: request.url,
  production: env.APP_ENV === "production",
});

/**
 * The permission, checked again by the operation itself: the adapters' guards answer first (a
 * redirect to sign in, or 403), so this is the rule's home, not a second message.
 */
export function refused(call: StaffCall, permission: Permission): Failure | null {
  return can(call.actor.role, permission) ? null : fail(403, "Forbidden");
}

/** A schema written with classic zod or zod/mini (both parse with `safeParse`). */
type Schema = z.$ZodType & { safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: z.$ZodError } };

/**
 * The input through its operation's schema: a Failure 400 with every issue (the API's answer;
 * forms show the first issue per field), or the parsed value.
 */
export function parseInput<S extends Schema>(
  schema: S,
  raw: unknown,
  messageOf: (issues: Issue[]) => string = () => REQUIRED_VALUES_MESSAGE,
): { ok: true; data: z.output<S> } | Failure {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, data: parsed.data as z.output<S> };
  const issues = issuesOf(parsed.error);
  return fail(400, messageOf(issues), { issues });
}

/** For screens that say the first problem as the form's message (no field beside it to show it). */
export const firstIssueMessage = (issues: Issue[]) => issues[0]?.message ?? "Please check the form";

/**
 * An operation's first two steps, in their order: the input through its schema, then the
 * caller's permission. The parsed input, or the Failure to answer.
 */
export function admit<S extends Schema>(
  call: StaffCall,
  permission: Permission,
  schema: S,
  raw: unknown,
  messageOf?: (issues: Issue[]) => string,
): { ok: true; data: z.output<S> } | Failure {
  const parsed = parseInput(schema, raw, messageOf);
  if (!parsed.ok) return parsed;
  return refused(call, permission) ?? parsed;
}

/** The audit row of this call, as a statement for the operation's batch. */
export const auditRow = (call: StaffCall, entry: Omit<AuditEntryInput, "actor" | "ip">, options?: AuditStatementOptions) =>
  auditStatement(call.db, { ...entry, actor: call.actor, ip: call.ip }, options);

/** A UNIQUE rule a write may break (another row took the slug or title between the check and the write), and the 409 that answers it. */
export interface UniqueRule {
  isClash(error: unknown): boolean;
  clash(): Failure;
}

/** The operation's batch, or the rule's 409 when a write in it broke the rule (any other failure still throws). */
export async function batchUnlessClash(db: D1, statements: D1PreparedStatement[], rule: UniqueRule): Promise<{ ok: true; results: D1Result[] } | Failure> {
  try {
    return { ok: true, results: await db.batch(statements) };
  } catch (error) {
    if (rule.isClash(error)) return rule.clash();
    throw error;
  }
}

/**
 * A one-statement change and its audit row in one batch, the row written only if the change
 * changed a row. False when it changed none (the row was gone: another tab deleted it first).
 */
async function changeAudited(call: StaffCall, change: D1PreparedStatement, entry: Omit<AuditEntryInput, "actor" | "ip">): Promise<boolean> {
  const [changed] = await call.db.batch([change, auditRow(call, entry, { ifChanged: true })]);
  return (changed?.meta.changes ?? 0) > 0;
}

/**
 * A kind of stored row that staff operations name by id, said once: the permission to change one,
 * the schema its id arrives through, how one is read (on the call's session), the 404 a missing
 * one answers, and, where rows are deleted by id, its table (a constant name, never input).
 */
interface RowKind<S extends Schema, Row> {
  permission: Permission;
  schema: S;
  find: (db: D1, id: string) => Promise<Row | null>;
  notFound: string;
  table?: string;
}

/** An operation on one stored row: the id through its schema and the permission (as `admit`), then the row it names, or 404. */
export async function admitFound<S extends Schema, Row>(
  call: StaffCall,
  kind: RowKind<S, Row>,
  raw: unknown,
): Promise<{ ok: true; input: z.output<S>; row: Row } | Failure> {
  const parsed = admit(call, kind.permission, kind.schema, raw);
  if (!parsed.ok) return parsed;
  const row = await kind.find(call.db, (parsed.data as { id: string }).id);
  return row ? { ok: true, input: parsed.data, row } : fail(404, kind.notFound);
}

/**
 * The delete of one row by id that several staff lists share: the row admitted and read (for its
 * audit words, and for what the caller purges after), then the DELETE and its audit row in one
 * batch. A row gone before the read, or between the read and the delete (another tab), answers
 * the same 404 and leaves no audit row.
 */
export async function deleteAudited<S extends Schema, Row extends { id: string }>(
  call: StaffCall,
  raw: unknown,
  kind: RowKind<S, Row> & { table: string },
  entry: (row: Row) => Omit<AuditEntryInput, "actor" | "ip">,
): Promise<{ ok: true; row: Row } | Failure> {
  const found = await admitFound(call, kind, raw);
  if (!found.ok) return found;
  const { row } = found;
  const deleted = await changeAudited(call, call.db.prepare(`DELETE FROM ${kind.table} WHERE id = ?1`).bind(row.id), entry(row));
  return deleted ? { ok: true, row } : fail(404, kind.notFound);
}
