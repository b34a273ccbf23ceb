/**
 * The staff session cookie's name over plain http; over https it carries the `__Host-` prefix.
 * The inbox's pages check for it (./admin.server.ts), the server sets it (server/admin/service.ts).
 */
export const SESSION_COOKIE = "sw_admin";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
