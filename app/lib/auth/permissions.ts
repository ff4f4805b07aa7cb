/**
 * THE permission table: what each staff role may do. Isomorphic and secret-free, so the admin
 * nav can hide what a role cannot use, while the server guards (requirePermission in
 * auth/guards.server.ts, staffAuth(permission) in api/middleware/auth.server.ts) enforce it.
 *
 * Add a permission here first, then guard the route with it; never check a role by name elsewhere.
 */
export const ROLES = ["admin", "editor"] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Add and delete staff users. */
  "users:manage",
  /** Demo users, their grants and the demo media library. */
  "demo:manage",
  /** Blog posts and categories. */
  "blog:manage",
  /** Customer stories (/admin/stories): the same people as posts (decision record 0022). */
  "stories:manage",
  /** Read sales requests (contact form submissions). */
  "sales:read",
  /** Change a sales request's status and add internal notes. */
  "sales:write",
  /** Upload files (blog covers, PDFs). */
  "uploads:write",
  /** Send e-mail from the admin area. */
  "email:send",
  /** The e-mail outbox: every message's full text, its delivery and resending (decision record 0013). */
  "email:outbox",
  /** Read the staff audit log (/admin/audit). */
  "audit:read",
  /** The trust centre's facts (/admin/trust-centre): security, compliance and hosting statements the company stands behind. */
  "trust:manage",
  /** Each product page's screenshots and marketing copy (/admin/products; decision record 0040): whoever writes the site's words. */
  "products:manage",
  /** The company page's offices, leadership and sales/support channels (/admin/company): admins only (decision record 0039). */
  "company:manage",
  /** Visit statistics and field web vitals (/admin/insights; decision record 0044): whoever markets the site. */
  "insights:read",
  /** Webhook endpoints that send leads to a CRM (/admin/integrations, /api/webhooks): admins only, as their secrets and the leads' data leave the site (decision record 0043). */
  "webhooks:manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TABLE: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ["blog:manage", "stories:manage", "products:manage", "sales:read", "sales:write", "uploads:write", "email:send", "insights:read"],
};

export function can(role: Role, permission: Permission): boolean {
  return TABLE[role].includes(permission);
}

export function permissionsOf(role: Role): readonly Permission[] {
  return TABLE[role];
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Administrator", editor: "Editor" };

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/**
 * Every staff role must have a second factor (admins and editors alike, who
 * read every lead and send mail as the site). A staff user without one is taken to enrolment after
 * the password and can do nothing else until done: no staff route answers such a session except
 * enrolment, the step-up and sign-out.
 */
const SECOND_FACTOR_REQUIRED: Record<Role, boolean> = { admin: true, editor: true };

export const mustEnrol = (user: { role: Role; enrolled: boolean }) => SECOND_FACTOR_REQUIRED[user.role] && !user.enrolled;
