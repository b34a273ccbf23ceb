/**
 * Staff roles and what each may do: the one table every /admin loader and action asks
 * (app/staff/access/checks.server.ts, requirePermission), the staff pages describe, and the
 * database's CHECK constraint lists (server/db/migrations.ts, version 8).
 *
 * - owner: everything, and the staff accounts and the audit trail;
 * - editor: the site's words (edit, publish, roll back); reading leads only when an owner gives
 *   it (`grantable`);
 * - sales: the leads they own and the unassigned ones (read, stage, follow-up and notes, export,
 *   delete, taking an unassigned lead), nothing of the words or the accounts.
 *
 * A role an owner marks as needing a second factor keeps its other permissions but gets none of
 * `secondFactorGated` until the account has one (docs/decisions/0018-staff-second-factor.md).
 */

export const staffRoles = ["owner", "editor", "sales"] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

/**
 * Everything a staff member can be allowed, each checked on the server where the data is read
 * or changed:
 * - leads.read      the lead list, a lead, its emails and notes, the notifications page
 * - leads.write     a lead's stage, follow-up and notes, retrying its emails, taking an
 *                   unassigned lead
 * - leads.all       every lead; without it, only the leads they own and the unassigned ones
 *                   (another person's lead answers 403, its page and every action)
 * - leads.assign    giving a lead to anyone, and the assignment rule
 * - leads.export    the CSV export
 * - leads.delete    deleting a lead
 * - leads.merge     merging two duplicate leads into one (owners)
 * - content.edit    editing the site's words (drafts)
 * - content.publish publishing words, rolling back, confirming the launch check
 * - staff.manage    /admin/staff: invitations, roles, disabling, password links, second factors
 * - audit.read      /admin/audit
 * - speed.read      /admin/speed (real visitors' page speed)
 * - dashboard.read  /admin/dashboard (visits, leads and clients by source: issue 55)
 */
export const permissions = [
  "leads.read",
  "leads.write",
  "leads.all",
  "leads.assign",
  "leads.export",
  "leads.delete",
  "leads.merge",
  "content.edit",
  "content.publish",
  "staff.manage",
  "audit.read",
  "speed.read",
  "dashboard.read",
] as const;
export type Permission = (typeof permissions)[number];

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  owner: permissions,
  editor: ["content.edit", "content.publish", "speed.read"],
  sales: [
    "leads.read",
    "leads.write",
    "leads.export",
    "leads.delete",
    "speed.read",
    "dashboard.read",
  ],
};

/**
 * What an owner may give one account beyond its role (the staff page's "Can read the
 * enquiries"): an editor writes the site's words and reads no lead (people's names, phones and
 * messages) unless given it (issue 53).
 */
export const grantable: Partial<Record<StaffRole, readonly Permission[]>> = {
  editor: ["leads.read", "leads.all"],
};

/** What a role that requires a second factor may not do until its account has one. */
export const secondFactorGated: readonly Permission[] = ["content.publish", "staff.manage"];

/** Who is asking, as far as permissions go. */
export interface PermissionHolder {
  role: StaffRole;
  /** The account has a second factor. */
  secondFactor: boolean;
  /** An owner requires a second factor of this account's role. */
  secondFactorRequired: boolean;
  /** An owner lets this account read the enquiries beyond its role (`grantable`). */
  readsLeads?: boolean;
}

/**
 * Whether `who` may do `permission`: "allowed", "role" (the role never may) or "second-factor"
 * (the role may, once the account has a second factor).
 */
export function decide(
  who: PermissionHolder,
  permission: Permission,
): "allowed" | "role" | "second-factor" {
  const given = who.readsLeads ? (grantable[who.role] ?? []) : [];
  if (!rolePermissions[who.role].includes(permission) && !given.includes(permission)) return "role";
  if (who.secondFactorRequired && !who.secondFactor && secondFactorGated.includes(permission))
    return "second-factor";
  return "allowed";
}

export function can(who: PermissionHolder, permission: Permission): boolean {
  return decide(who, permission) === "allowed";
}
