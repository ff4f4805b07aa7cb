import * as z from "zod";

/** The staff audit log's actions (what app/server/admin/audit.server.ts records), with labels for the /admin/audit screen. */
export const AUDIT_ACTIONS = {
  "signin.success": "Signed in",
  "signin.failure": "Sign-in failed",
  "signin.locked": "Sign-in refused (locked)",
  "reauth.success": "Confirmed identity",
  "reauth.failure": "Identity check failed",
  "2fa.enrol": "Two-factor sign-in turned on",
  "2fa.reset": "Two-factor sign-in reset",
  "2fa.recovery_used": "Recovery code used",
  "user.create": "User added",
  "user.delete": "User deleted",
  "user.password": "Password changed",
  "request.status": "Request status changed",
  "post.publish": "Post published",
  "post.unpublish": "Post unpublished",
  "demo.grant": "Demo access granted",
  "demo.revoke": "Demo access removed",
  "brochure.attach": "Brochure attached",
  "brochure.remove": "Brochure removed",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const AUDIT_PAGE_SIZE = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-01-31")
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Not a real date");

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** The /admin/audit query string. Unknown or malformed values are refused with 400, never guessed. */
export const auditQuerySchema = z.object({
  action: z.preprocess(blankToUndefined, z.enum(AUDIT_ACTION_KEYS, { message: "Unknown action" }).optional()),
  actor: z.preprocess(blankToUndefined, z.string().trim().max(254, "Too long").optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, "Too long").optional()),
  from: z.preprocess(blankToUndefined, day.optional()),
  to: z.preprocess(blankToUndefined, day.optional()),
  page: z.preprocess(blankToUndefined, z.coerce.number().int("Not a page number").min(1, "Not a page number").max(100_000, "Not a page number").default(1)),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
