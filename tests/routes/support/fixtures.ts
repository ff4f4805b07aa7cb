import type { Role } from "../../../app/lib/auth/permissions";
import type { Env } from "../../../app/server/platform/env.server";
import type { RouteModule } from "./renderRoute";
import { renderRoute } from "./renderRoute";
import { signedInStaff } from "./staff";
import { platform } from "./platform";

let counter = 0;
/** A short suffix unique within the run, so rows made by one test never collide with another's. */
export const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A sales request as the contact form stores it; `fields` overrides any column. */
export async function salesRequest(env: Env, fields: Partial<Record<"name" | "company_name" | "email" | "products" | "comments" | "status", string>> = {}) {
  const row = {
    id: crypto.randomUUID(),
    name: `Pat ${unique()}`,
    company_name: "Harbor Bank",
    email: `pat-${unique()}@harbor-bank.example`,
    products: "General Ledger",
    comments: "",
    status: "new",
    ...fields,
  };
  await env.DB.prepare(
    "INSERT INTO sales_requests (id, client_id, products, name, company_name, email, phone, comments, status) VALUES (?1, ?2, ?3, ?4, ?5, ?6, '555', ?7, ?8)",
  )
    .bind(row.id, crypto.randomUUID(), row.products, row.name, row.company_name, row.email, row.comments, row.status)
    .run();
  return row;
}

/**
 * Opens a staff screen as a signed-in member of `role` would: the staff member is made, signed
 * in, and the screen rendered (nested under the admin layout when it reads the layout's data).
 * Anonymous visitors and refused roles land on /admin/login and /admin/two-factor headings.
 */
export async function openAs(role: Role, mod: RouteModule, where: { path: string; url?: string; inAdmin?: boolean; landings?: string[]; recent?: boolean }) {
  const { env, context } = await platform();
  const staff = await signedInStaff(env, role, { recent: where.recent });
  const rendered = renderRoute(mod, {
    path: where.path,
    url: where.url ?? where.path,
    context,
    cookie: staff.cookie,
    inAdmin: where.inAdmin,
    landings: ["/admin/login", "/admin/two-factor", ...(where.landings ?? [])],
  });
  return { ...rendered, staff, env, context };
}
