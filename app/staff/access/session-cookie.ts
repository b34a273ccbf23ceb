/**
 * The staff session cookie's name over plain http; over https it carries the `__Host-` prefix.
 * The staff pages check for it (./checks.server.ts), the server sets it (server/admin/service.ts).
 */
import { staffStorage } from "~/base/browser-storage";

export const SESSION_COOKIE: string = staffStorage.sessionCookie;
export const SECURE_SESSION_COOKIE: string = staffStorage.secureSessionCookie;
