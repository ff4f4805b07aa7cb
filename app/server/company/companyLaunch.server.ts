import type { Env } from "../platform/env.server";

/**
 * The company's part of the go-live checklist (/admin/launch): each office, leader and
 * sales/support channel still tagged sample, which a vendor replaces or deletes at /admin/company
 * before going live (decision record 0039). `now` is the checklist's clock; sample entries do not
 * age, so it is not read.
 */
export async function companyLaunchItems(env: Pick<Env, "DB">, _now: string | Date): Promise<Array<{ area: string; label: string; fixHref: string }>> {
  const { results } = await env.DB.prepare(
    `SELECT 'office' AS kind, city AS name, position, created_at FROM company_offices WHERE sample = 1
     UNION ALL SELECT 'leader', name, position, created_at FROM company_leaders WHERE sample = 1
     UNION ALL SELECT 'channel', label, position, created_at FROM company_channels WHERE sample = 1`,
  ).all<{ kind: "office" | "leader" | "channel"; name: string; position: number; created_at: string }>();
  const order = { channel: 0, office: 1, leader: 2 } as const;
  const words = { office: "Sample office", leader: "Sample leader", channel: "Sample sales or support channel" } as const;
  return results
    .sort((a, b) => order[a.kind] - order[b.kind] || Number(a.position) - Number(b.position) || a.created_at.localeCompare(b.created_at))
    .map((r) => ({ area: "Company", label: `${words[r.kind]}: ${r.name}`, fixHref: "/admin/company" }));
}
