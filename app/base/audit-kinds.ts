/**
 * The kinds of entry in the audit trail (/admin/audit; server/admin/audit.ts writes them). The
 * staff pages label each one (app/staff/words/en.ts) and filter by them. A new kind is added
 * here, with its label; the database takes any text, so adding one needs no migration.
 */
export const auditKinds = [
  // Signing in and out.
  "signin.success",
  "signin.failure",
  "signout",
  // Sign-ins refused by the sign-in limits, counted per minute (aggregatedAuditKinds).
  "signin.throttled",
  // Code sign-in held for an account (too many wrong codes); a sign-in link emailed.
  "signin.held",
  "signin.link-sent",
  // A request beyond the staff member's role (or before its required second factor).
  "access.denied",
  // Form posts refused: from another site, of no form type, or with an expired or forged staff
  // form token; counted per minute (aggregatedAuditKinds).
  "form.refused",
  // Staff accounts (owners, /admin/staff; or `npm run admin:add` on the server).
  "staff.create",
  "staff.invite",
  "staff.password-link",
  "staff.password-set",
  "staff.role",
  "staff.reads-leads",
  "staff.disable",
  "staff.enable",
  "staff.second-factor-reset",
  "staff.second-factor-policy",
  // A staff member's own second factor (/admin/account).
  "account.second-factor-on",
  "account.second-factor-off",
  "account.recovery-codes",
  "account.sign-out-everywhere",
  // Leads.
  "lead.status",
  "lead.note",
  // Who owns a lead (given by an owner, taken by sales, or by the assignment rule) and its
  // next follow-up.
  "lead.owner",
  "lead.follow-up",
  // The lead worker's emails about a lead: a due follow-up, no answer after 2 working hours.
  "lead.reminder",
  // How new leads are shared out (owners, /admin/leads/assignment).
  "leads.assignment-rule",
  "lead.delete",
  "lead.export",
  "lead.email-retry",
  // A reply to a lead (WhatsApp or email) and two duplicate leads merged into one.
  "lead.reply",
  "lead.merge",
  // Where new enquiries are emailed (owners, /admin/staff).
  "leads.notify-to",
  // The site's words (the words editor, /admin/content).
  "content.publish",
  "content.rollback",
  "content.confirm",
  // An owner's "Undo confirm" on /admin/launch: the item is open again.
  "content.unconfirm",
  // The media library (/admin/media): a picture uploaded, its focal point set, removed.
  "media.upload",
  "media.focal-point",
  "media.remove",
] as const;
export type AuditKind = (typeof auditKinds)[number];

/**
 * The noisy kinds: recorded at most once a minute per client (or account) with a count
 * (server/admin/audit.ts, recordAggregated), so a flood cannot fill the trail.
 */
export const aggregatedAuditKinds = ["form.refused", "signin.throttled"] as const;
export type AggregatedAuditKind = (typeof aggregatedAuditKinds)[number];

export function isAuditKind(value: unknown): value is AuditKind {
  return typeof value === "string" && (auditKinds as readonly string[]).includes(value);
}
