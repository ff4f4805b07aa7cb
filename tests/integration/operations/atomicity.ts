import { env } from "cloudflare:workers";
import type { StaffCall } from "../../../app/server/operations/staffOperation.server";
import type { TestStaff } from "../auth";

/**
 * For the staff operations' tests (decision record 0020): each operation writes its change and
 * its audit row in one batch, so when either statement fails, neither lands. These helpers make a
 * statement fail on purpose with a temporary trigger, and read what landed.
 */
export const callAs = (staff: Pick<TestStaff, "id" | "email" | "role">, ip = "198.18.90.1", { production = false } = {}): StaffCall => ({
  db: env.DB,
  actor: { id: staff.id, email: staff.email, role: staff.role },
  ip,
  production,
});

/**
 * Runs `run` while every `event` (INSERT, UPDATE or DELETE) on `table` is refused by a trigger,
 * then removes the trigger. Answers what `run` threw (null if it did not throw).
 */
export async function whileRefused(table: string, event: "INSERT" | "UPDATE" | "DELETE", run: () => Promise<unknown>): Promise<unknown> {
  const name = `test_refuse_${table}_${event.toLowerCase()}`;
  await env.DB.prepare(`CREATE TRIGGER ${name} BEFORE ${event} ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`).run();
  try {
    return await run().then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    await env.DB.prepare(`DROP TRIGGER ${name}`).run();
  }
}

/** While the audit log refuses every insert: what the operation threw. */
export const whileAuditRefused = (run: () => Promise<unknown>) => whileRefused("staff_audit", "INSERT", run);

/** While the audit log refuses the rows of one action only (the others still land): what `run` threw. */
export async function whileActionRefused(action: string, run: () => Promise<unknown>): Promise<unknown> {
  await env.DB.prepare(
    `CREATE TRIGGER test_refuse_action BEFORE INSERT ON staff_audit WHEN NEW.action = '${action.replace(/'/g, "''")}' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
  ).run();
  try {
    return await run().then(
      () => null,
      (error: unknown) => error,
    );
  } finally {
    await env.DB.prepare("DROP TRIGGER test_refuse_action").run();
  }
}

/** The audit rows of one action, oldest first. */
export async function auditRows(action: string) {
  const { results } = await env.DB.prepare("SELECT actor_id, actor_email, action, target, detail, ip FROM staff_audit WHERE action = ?1 ORDER BY id")
    .bind(action)
    .all<{ actor_id: string | null; actor_email: string | null; action: string; target: string | null; detail: string | null; ip: string | null }>();
  return results;
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  return (
    (
      await env.DB.prepare(sql)
        .bind(...params)
        .first<{ n: number }>()
    )?.n ?? 0
  );
}
