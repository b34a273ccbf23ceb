/**
 * Whether a path belongs to the staff pages (any casing: React Router and Express match paths
 * without regard to case). Used by the root layout (no public shell), the client (no vitals
 * beacons) and the server (headers, form-post guard).
 */
export function isAdminPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === "/admin" || lower.startsWith("/admin/") || lower.startsWith("/admin.");
}
