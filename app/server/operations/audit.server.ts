import { AUDIT_PAGE_SIZE, type AuditAction, type AuditQuery } from "../../lib/admin/audit";
import type { Columns, Narrowed } from "../platform/columns.server";
import { type Page, readPage } from "../platform/paging.server";
import type { D1 } from "../platform/d1Sessions.server";
import { DEFAULT_TIME_ZONE, zonedDayEndIso, zonedDayStartIso } from "../../lib/timeZones";

/**
 * The staff audit log (decision record 0012): who did what, when, from which address.
 * Table `staff_audit` is append only (migration 0008's triggers refuse UPDATE and DELETE), so
 * this module only inserts and reads. Entries name the actor by id and e-mail (copied: the log
 * outlives the user) and the target in words an admin can search for.
 */
interface AuditActor {
  id: string | null;
  email: string | null;
}

export interface AuditEntryInput {
  actor: AuditActor | null;
  action: AuditAction;
  /** What was acted on: an e-mail, a request or post id, "demo user → item". */
  target?: string | null;
  /** A short free-text detail ("status new → contacted", "recovery code"). */
  detail?: string | null;
  ip?: string | null;
}

const clip = (v: string | null | undefined, max: number) => (v == null ? null : v.slice(0, max));

export interface AuditStatementOptions {
  /**
   * Record the entry only if the statement just before it in the batch changed a row (SQLite's
   * `changes()`): a conditional UPDATE or DELETE that lost a race then leaves no entry for what
   * did not happen. The entry must stand directly after that statement.
   */
  ifChanged?: boolean;
  /**
   * Record the entry only if the same actor has no entry of the same action and detail in the
   * last this many minutes: one row per stretch of repeated work (the editor's autosave, decision
   * record 0025), decided inside the batch, so two racing saves cannot both think they were first.
   */
  onceWithinMinutes?: number;
}

/** The insert as a statement, to run in the same batch (one transaction) as the change it records. */
export function auditStatement(db: D1, entry: AuditEntryInput, options: AuditStatementOptions = {}): D1PreparedStatement {
  const conditions = [
    options.ifChanged ? "changes() > 0" : null,
    // The window is whole minutes from a bounded integer, so it can sit in the SQL text.
    options.onceWithinMinutes
      ? `NOT EXISTS (SELECT 1 FROM staff_audit WHERE action = ?3 AND actor_id IS ?1 AND detail IS ?5 AND at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${Math.max(1, Math.trunc(options.onceWithinMinutes))} minutes'))`
      : null,
  ].filter(Boolean);
  return (
    db
      // An actor given by id alone (domain code that knows only the staff id) gets their e-mail from staff_users.
      .prepare(
        `INSERT INTO staff_audit (actor_id, actor_email, action, target, detail, ip)
         SELECT ?1, coalesce(?2, (SELECT email FROM staff_users WHERE id = ?1)), ?3, ?4, ?5, ?6${conditions.length ? ` WHERE ${conditions.join(" AND ")}` : ""}`,
      )
      .bind(clip(entry.actor?.id, 64), clip(entry.actor?.email, 254), entry.action, clip(entry.target, 300), clip(entry.detail, 500), clip(entry.ip, 64))
  );
}

/** Failures are counted in windows of this length, one row per account, action and window. */
const FAILURE_WINDOW_SECONDS = 15 * 60;
/**
 * How many accounts one address may give a row of their own in a window; the failures naming any
 * further account count on the address's row (decision record 0036).
 */
export const ACCOUNT_ROWS_PER_ADDRESS = 5;
/** The detail of the row that counts one address's failures beyond its accounts' own rows. */
const MANY_ACCOUNTS_DETAIL = "from one address, naming more accounts";

/**
 * A failed or refused attempt (sign-in, step-up), aggregated twice (decision records 0012, 0036):
 *
 * - per account: the first of its kind (action and detail) for the account in its window adds a
 *   row, the others count on it (`attempts`, `last_at`), so thirty guesses at one account make one
 *   row that says 30;
 * - per address: one address gets rows of their own for at most ACCOUNT_ROWS_PER_ADDRESS accounts
 *   in a window; failures naming any other account count on one row for the address, so thirty
 *   guesses naming thirty accounts make a handful of rows, not thirty. `byAddress` puts a failure
 *   on that row at once (a refusal of the address itself, which says nothing about the account).
 *
 * The account's own row is written, or counted on, only if it exists already or the address is
 * under its allowance, decided in the statement; the address's row only if that statement wrote
 * nothing (`changes()`), in the same batch. A row keeps its first attempt's address and detail.
 * The per-account lockouts (throttle.server.ts) are separate and unchanged by this.
 */
export async function auditAttempt(db: D1, entry: AuditEntryInput & { account: string; byAddress?: boolean }, nowMs = Date.now()): Promise<void> {
  const window = Math.floor(nowMs / 1000 / FAILURE_WINDOW_SECONDS);
  const windowStart = new Date(window * FAILURE_WINDOW_SECONDS * 1000).toISOString();
  const ip = clip(entry.ip, 64);
  const at = new Date(nowMs).toISOString();
  // One row per kind of failure: "right password, wrong code" must not hide among wrong passwords.
  const accountKey = `${entry.action}|${entry.account.trim().toLowerCase()}|${entry.detail ?? ""}|${window}`.slice(0, 600);
  const addressDetail = entry.byAddress ? (entry.detail ?? "address refused") : MANY_ACCOUNTS_DETAIL;
  const addressKey = `${entry.action}|address:${ip ?? ""}|${addressDetail}|${window}`.slice(0, 600);
  const upsert = "ON CONFLICT (window_key) WHERE window_key IS NOT NULL DO UPDATE SET attempts = attempts + 1, last_at = excluded.last_at";
  const ownRow = db
    .prepare(
      // `WHERE` before ON CONFLICT is SQLite's rule for an upsert from a SELECT. The address's
      // account rows of this window: its per-account keys (not `address:` ones) written since the
      // window began (the `at` index), ending in this window's number.
      `INSERT INTO staff_audit (actor_id, actor_email, action, target, detail, ip, window_key, last_at)
       SELECT ?1, coalesce(?2, (SELECT email FROM staff_users WHERE id = ?1)), ?3, ?4, ?5, ?6, ?7, ?8
       WHERE ?9 = 0 AND (
         EXISTS (SELECT 1 FROM staff_audit WHERE window_key = ?7)
         OR (SELECT count(*) FROM staff_audit
             WHERE at >= ?10 AND ip IS ?6 AND window_key IS NOT NULL
               AND window_key NOT LIKE '%|address:%' AND window_key LIKE ?11) < ?12)
       ${upsert}`,
    )
    .bind(
      clip(entry.actor?.id, 64),
      clip(entry.actor?.email, 254),
      entry.action,
      clip(entry.target, 300),
      clip(entry.detail, 500),
      ip,
      accountKey,
      at,
      entry.byAddress ? 1 : 0,
      windowStart,
      `%|${window}`,
      ACCOUNT_ROWS_PER_ADDRESS,
    );
  // No actor and no target: the row stands for many accounts, of which the first is not the story.
  const addressRow = db
    .prepare(
      `INSERT INTO staff_audit (actor_id, actor_email, action, target, detail, ip, window_key, last_at)
       SELECT NULL, NULL, ?1, ?2, ?3, ?4, ?5, ?6 WHERE changes() = 0
       ${upsert}`,
    )
    .bind(entry.action, entry.byAddress ? clip(entry.target, 300) : "several accounts", addressDetail, ip, addressKey, at);
  await db.batch([ownRow, addressRow]);
}

interface AuditRow {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  action: AuditAction;
  target: string | null;
  detail: string | null;
  ip: string | null;
  /** How many attempts the row counts (failures aggregated per window; 1 for everything else). */
  attempts: number;
  lastAt: string | null;
}

type AuditPage = Page<AuditRow>;

/**
 * One page of entries, newest first, filtered by action, actor (e-mail contains), words in target
 * or detail, and dates: whole days in the staff member's `timeZone` (decision record 0029).
 */
export async function listAudit(db: D1, q: AuditQuery, timeZone = DEFAULT_TIME_ZONE): Promise<AuditPage> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(clause(params.length));
  };
  if (q.action) add((n) => `action = ?${n}`, q.action);
  if (q.actor) add((n) => `instr(lower(coalesce(actor_email, '')), ?${n}) > 0`, q.actor.toLowerCase());
  if (q.q) add((n) => `instr(lower(coalesce(target, '') || ' ' || coalesce(detail, '') || ' ' || coalesce(ip, '')), ?${n}) > 0`, q.q.toLowerCase());
  if (q.from) add((n) => `at >= ?${n}`, zonedDayStartIso(q.from, timeZone));
  if (q.to) add((n) => `at < ?${n}`, zonedDayEndIso(q.to, timeZone));
  const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
  return readPage<AuditColumns, AuditRow>(db, {
    rows: `SELECT id, at, actor_id, actor_email, action, target, detail, ip, attempts, last_at FROM staff_audit ${whereSql} ORDER BY at DESC, id DESC`,
    count: `SELECT count(*) AS total FROM staff_audit ${whereSql}`,
    params,
    page: q.page,
    pageSize: AUDIT_PAGE_SIZE,
    map: (r) => ({
      id: r.id,
      at: r.at,
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      action: r.action,
      target: r.target,
      detail: r.detail,
      ip: r.ip,
      attempts: r.attempts,
      lastAt: r.last_at,
    }),
    lastPageIfPast: true,
  });
}

type AuditColumns = Narrowed<
  Columns<"staff_audit", "id" | "at" | "actor_id" | "actor_email" | "action" | "target" | "detail" | "ip" | "attempts" | "last_at">,
  "action",
  AuditAction
>;
