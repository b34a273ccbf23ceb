/**
 * The body of a 403 answer on a staff page (thrown by requirePermission, checks.server.ts), which
 * the admin layout's error page turns into words: what the role can do, or how to set up the
 * second factor it needs first. Shared by the server and the page, so it holds no server code.
 */
import type { Permission, StaffRole } from "~/base/staff-roles";

export interface Forbidden {
  forbidden: true;
  role: StaffRole;
  permission: Permission;
  reason: "role" | "second-factor";
}

export function isForbidden(value: unknown): value is Forbidden {
  return typeof value === "object" && value !== null && (value as Forbidden).forbidden === true;
}
