import * as z from "zod/mini";
import { blankToUndefined } from "../queryFields";
import { englishMessages, preprocess } from "../zodMini";

englishMessages();

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
  "passkey.add": "Passkey added",
  "passkey.remove": "Passkey removed",
  "user.create": "User added",
  "user.delete": "User deleted",
  "user.password": "Password changed",
  "profile.timezone": "Time zone changed",
  "profile.name": "Name changed",
  "request.status": "Request status changed",
  "request.assign": "Request assigned",
  "request.note": "Request note added",
  "request.reply": "Reply sent to a request",
  "request.followup": "Request follow-up date set",
  "request.not_spam": "Request restored from suspected spam",
  "post.create": "Post created",
  "post.edit": "Post edited",
  "post.autosave": "Draft autosaved",
  "post.publish": "Post published",
  "post.schedule": "Post scheduled",
  "post.unpublish": "Post unpublished",
  "post.delete": "Post deleted",
  "story.create": "Customer story created",
  "story.edit": "Customer story edited",
  "story.publish": "Customer story published",
  "story.unpublish": "Customer story unpublished",
  "story.delete": "Customer story deleted",
  "category.create": "Category added",
  "category.edit": "Category renamed",
  "category.delete": "Category deleted",
  "demo.user.create": "Demo user added",
  "demo.user.edit": "Demo user changed",
  "demo.user.delete": "Demo user deleted",
  "demo.item.create": "Demo content added",
  "demo.item.edit": "Demo content changed",
  "demo.item.delete": "Demo content deleted",
  "demo.captions.save": "Demo captions uploaded",
  "demo.captions.remove": "Demo captions removed",
  "demo.chapters.save": "Demo chapters uploaded",
  "demo.chapters.remove": "Demo chapters removed",
  "demo.grant": "Demo access granted",
  "demo.invite": "Demo invitation sent",
  "demo.revoke": "Demo access removed",
  "demo.upload.start": "Demo upload started",
  "demo.upload.part": "Demo upload part received",
  "demo.upload.complete": "Demo upload completed",
  "demo.upload.abort": "Demo upload cancelled",
  "upload.create": "File uploaded",
  "upload.delete": "Upload deleted",
  "email.send": "E-mail sent",
  "outbox.resend": "E-mail resent",
  "brochure.attach": "Brochure attached",
  "brochure.remove": "Brochure removed",
  "trust.fact.create": "Trust-centre fact added",
  "trust.fact.edit": "Trust-centre fact changed",
  "trust.fact.confirm": "Trust-centre fact confirmed",
  "trust.fact.delete": "Trust-centre fact deleted",
  "product.screenshot.add": "Product screenshot added",
  "product.screenshot.edit": "Product screenshot changed",
  "product.screenshot.move": "Product screenshot moved",
  "product.screenshot.remove": "Product screenshot removed",
  "product.copy.draft": "Product copy draft saved",
  "product.copy.publish": "Product copy published",
  "product.copy.restore": "Product copy restored",
  "company.office.create": "Office added",
  "company.office.edit": "Office changed",
  "company.office.move": "Office moved",
  "company.office.delete": "Office deleted",
  "company.leader.create": "Leader added",
  "company.leader.edit": "Leader changed",
  "company.leader.move": "Leader moved",
  "company.leader.delete": "Leader deleted",
  "company.channel.create": "Sales or support channel added",
  "company.channel.edit": "Sales or support channel changed",
  "company.channel.move": "Sales or support channel moved",
  "company.channel.delete": "Sales or support channel deleted",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

export const AUDIT_PAGE_SIZE = 50;

const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date such as 2026-01-31"),
  z.refine((d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "Not a real date"),
);

/** The /admin/audit query string. Unknown or malformed values are refused with 400, never guessed. */
export const auditQuerySchema = z.object({
  action: preprocess(blankToUndefined, z.optional(z.enum(AUDIT_ACTION_KEYS, { message: "Unknown action" }))),
  actor: preprocess(blankToUndefined, z.optional(z.string().check(z.trim(), z.maxLength(254, "Too long")))),
  q: preprocess(blankToUndefined, z.optional(z.string().check(z.trim(), z.maxLength(200, "Too long")))),
  from: preprocess(blankToUndefined, z.optional(day)),
  to: preprocess(blankToUndefined, z.optional(day)),
  page: preprocess(
    blankToUndefined,
    z._default(z.coerce.number().check(z.int("Not a page number"), z.gte(1, "Not a page number"), z.lte(100_000, "Not a page number")), 1),
  ),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
