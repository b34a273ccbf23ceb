/**
 * Staff sign-in and sessions for the inbox at /admin.
 *
 * - Accounts are created with `npm run admin:add -- EMAIL` (scripts/admin-add.ts); there is no
 *   default account. Passwords are scrypt hashes (password.ts).
 * - A session is a random 32-byte id in an HttpOnly, SameSite=Lax cookie with Path=/ (React
 *   Router's data requests for /admin go to /admin.data). Over https (an https SITE_URL, or
 *   X-Forwarded-Proto: https from a TRUST_PROXY proxy) it is `__Host-sw_admin`, Secure: the
 *   browser then refuses it from plain http or a sibling subdomain, so nobody can plant a
 *   session cookie. Over plain http (a laptop) it is `sw_admin`, which an https request ignores. Only its SHA-256 is stored, so a copy of the database cannot be
 *   used to sign in. A session ends after ADMIN_SESSION_IDLE_MINUTES without use, after
 *   ADMIN_SESSION_MAX_HOURS in any case, and at sign-out. Every sign-in makes a new id.
 * - Each session has its own CSRF token, sent back in a hidden field of every form.
 * - Sign-in attempts are stored (so every instance counts them) under the account and client
 *   together, and under the client alone (its IP hash, per /64 for IPv6). For one account from
 *   one client, each failure doubles the wait before the next attempt (1 s, 2 s, 4 s…), and
 *   after ADMIN_LOGIN_MAX_FAILURES that client is refused for that account for the window; the
 *   same account from a client without failures is not slowed at all, so hammering the staff
 *   address cannot lock its owner out. ADMIN_LOGIN_IP_MAX_FAILURES failures from one client, on
 *   any accounts, refuse that client (spraying). Each attempt is reserved before its password
 *   is checked, atomically with the count, so parallel attempts cannot exceed the limits; a
 *   wrong password keeps it as a failure, the right one releases it and clears that client's
 *   failures on the account. The answer is the same whether or not the account exists.
 *   `npm run admin:add` clears an account's failures from every client.
 * - Password checks queue for scrypt (password.ts): a full queue answers "busy, try again"
 *   (503) at once, and an attempt whose client has gone leaves the queue unhashed
 *   (docs/decisions/0005-limits-passwords-data-files.md).
 * - A password hash made with older scrypt parameters is replaced at the next sign-in.
 */

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../../app/lib/inbox/session-cookie";
import { hashIp } from "../client-ip";
import type { LeadStore, LimitStore, OutboxStore, StaffStore, VitalsStore } from "../db";
import type { LoginLimit, StaffAccount } from "../db/types";
import { errorFields, type Logger } from "../log";
import {
  dummyHash,
  HashAbandoned,
  HashQueueFull,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "./password";

/** What the staff inbox reads and changes: leads, their emails, page speed. */
export type StaffInbox = LeadStore & OutboxStore & VitalsStore;

export interface AdminConfig {
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Failed sign-ins per account from one client within the window before that client is refused. */
  loginMaxFailures: number;
  /** The first wait after a failure for one account from one client; it doubles with each. */
  loginDelayMs: number;
  /** Failed sign-ins per client IP within the window before sign-in is refused. */
  loginIpMaxFailures: number;
  loginWindowMs: number;
  /** Secure `__Host-` cookie on every request (the site is served over https). */
  secureCookie: boolean;
  ipHashSalt: string;
}

export interface StaffIdentity {
  staffId: number;
  email: string;
  csrfToken: string;
}

export type SignInResult =
  | { ok: true; setCookie: string; identity: StaffIdentity }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  /** Too many sign-ins are waiting for their password check: try again in a few seconds. */
  | { ok: false; reason: "busy"; retryAfterSeconds: number }
  /** The client left before its password was checked; nobody reads this answer. */
  | { ok: false; reason: "abandoned" };

export interface AdminService {
  /** The inbox's reads and writes, once a session was verified. */
  readonly inbox: StaffInbox;
  signIn(input: {
    email: string;
    password: string;
    ip: string | undefined;
    /** The request's Cookie header: a session it carries is ended (rotation). */
    cookieHeader: string | null;
    /** Aborted when the client goes away: a queued attempt then leaves the queue. */
    signal?: AbortSignal;
    /** The request came over https (its URL's scheme, which only a trusted proxy sets). */
    https?: boolean;
  }): Promise<SignInResult>;
  /** The signed-in staff member of a request, or null (no, unknown or expired session). */
  authenticate(cookieHeader: string | null, https?: boolean): Promise<StaffIdentity | null>;
  verifyCsrf(identity: StaffIdentity, token: unknown): boolean;
  /** Ends the request's session; returns the Set-Cookie header that clears the cookie. */
  signOut(cookieHeader: string | null, https?: boolean): Promise<string>;
  /** A Set-Cookie header that clears the session cookie. */
  clearCookie(https?: boolean): string;
  /** Deletes ended sessions and old failed sign-ins. */
  purgeExpired(): Promise<void>;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * An account's throttle key: hashed, so the table does not list staff emails. The account's
 * per-client keys start with it (`account:…:ip:…`), so clearing it clears them all.
 */
export function accountThrottleKey(email: string): string {
  return `account:${sha256(normaliseEmail(email))}`;
}

/** The key of one account from one client (its IP hash), or the account's alone without one. */
export function accountClientThrottleKey(email: string, ipHash: string | null): string {
  return ipHash ? `${accountThrottleKey(email)}:ip:${ipHash}` : accountThrottleKey(email);
}

/**
 * The session cookie values of a Cookie header that have the shape of one we issue. There can
 * be two: a cookie from before the path became "/" (Path=/admin) is sent beside the new one.
 */
export function sessionTokens(cookieHeader: string | null, name = SESSION_COOKIE): string[] {
  if (!cookieHeader) return [];
  const tokens: string[] = [];
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    // 32 random bytes, base64url: 43 characters.
    if (/^[A-Za-z0-9_-]{43}$/.test(value) && tokens.length < 3) tokens.push(value);
  }
  return tokens;
}

/** The first session cookie value of a Cookie header, if any. */
export function sessionToken(cookieHeader: string | null, name = SESSION_COOKIE): string | null {
  return sessionTokens(cookieHeader, name)[0] ?? null;
}

export function createAdminService(options: {
  repo: StaffStore & LimitStore & StaffInbox;
  logger: Logger;
  config: AdminConfig;
  now?: () => number;
}): AdminService {
  const { repo, logger, config } = options;
  const now = options.now ?? Date.now;

  const secure = (https?: boolean) => config.secureCookie || https === true;
  const cookieName = (https?: boolean) => (secure(https) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  // Path=/: React Router also fetches /admin.data, which a cookie limited to /admin misses.
  // (`__Host-` also requires Path=/, Secure and no Domain.)
  const cookie = (value: string, maxAgeSeconds: number, https?: boolean) =>
    [
      `${cookieName(https)}=${value}`,
      "Path=/",
      "HttpOnly",
      "SameSite=Lax",
      `Max-Age=${maxAgeSeconds}`,
      ...(secure(https) ? ["Secure"] : []),
    ].join("; ");
  const clearCookie = (https?: boolean) => cookie("", 0, https);

  /** Stores a hash with today's parameters; a failure only postpones it to the next sign-in. */
  async function upgradeHash(staff: StaffAccount, password: string) {
    try {
      const replaced = await repo.rehashStaffPassword(
        staff.id,
        staff.passwordHash,
        await hashPassword(password),
      );
      if (replaced) logger.info("staff password hash upgraded", { staffId: staff.id });
    } catch (error) {
      logger.error("staff password hash upgrade failed", errorFields(error));
    }
  }

  return {
    inbox: repo,
    clearCookie,

    async signIn({ email, password, ip, cookieHeader, signal, https }) {
      const account = normaliseEmail(email);
      const ipHash = hashIp(ip, config.ipHashSalt);
      const pairKey = accountClientThrottleKey(account, ipHash);
      const limits: LoginLimit[] = [
        { key: pairKey, max: config.loginMaxFailures, delayMs: config.loginDelayMs },
        ...(ipHash ? [{ key: `ip:${ipHash}`, max: config.loginIpMaxFailures }] : []),
      ];
      const t = now();
      // Reserved before the (slow) password check, so attempts in flight count too.
      const reservation = await repo.reserveLoginAttempt(limits, t - config.loginWindowMs, t);
      if (!reservation.reserved) {
        logger.warn("staff sign-in throttled", {
          byAccount: reservation.fullKeys.includes(pairKey),
          byIp: reservation.fullKeys.some((key) => key !== pairKey),
        });
        return {
          ok: false,
          reason: "throttled",
          retryAfterSeconds: Math.max(1, Math.ceil(reservation.retryAfterMs / 1000)),
        };
      }

      const candidate = password.slice(0, 1000);
      let staff: StaffAccount | null;
      let valid: boolean;
      try {
        staff = account.length <= 320 ? await repo.getStaffByEmail(account) : null;
        // An unknown account costs one scrypt too, so timing does not tell accounts apart.
        valid = await verifyPassword(candidate, staff?.passwordHash ?? (await dummyHash()), signal);
      } catch (error) {
        // Not a wrong password: the attempt must not count against the owner.
        await repo.releaseLoginAttempt(reservation.ids).catch(() => {});
        if (error instanceof HashQueueFull) {
          logger.warn("staff sign-in refused: password checks busy");
          return { ok: false, reason: "busy", retryAfterSeconds: 5 };
        }
        if (error instanceof HashAbandoned) {
          logger.warn("staff sign-in dropped: the client left while it waited");
          return { ok: false, reason: "abandoned" };
        }
        throw error;
      }
      if (!staff || !valid) {
        // The reserved attempt stays, as this failure.
        logger.warn("staff sign-in failed");
        return { ok: false, reason: "invalid" };
      }

      await repo.releaseLoginAttempt(reservation.ids);
      await repo.clearLoginFailures(pairKey);
      if (needsRehash(staff.passwordHash)) await upgradeHash(staff, candidate);
      // Rotation: the sessions the browser had (if any) end; a new id is issued.
      for (const previous of sessionTokens(cookieHeader, cookieName(https)))
        await repo.deleteSession(sha256(previous));
      const token = randomBytes(32).toString("base64url");
      const csrfToken = randomBytes(32).toString("base64url");
      await repo.createSession({
        idHash: sha256(token),
        staffId: staff.id,
        csrfToken,
        createdAt: t,
        expiresAt: t + config.sessionMaxMs,
      });
      logger.info("staff signed in", { staffId: staff.id });
      return {
        ok: true,
        setCookie: cookie(token, Math.floor(config.sessionMaxMs / 1000), https),
        identity: { staffId: staff.id, email: staff.email, csrfToken },
      };
    },

    async authenticate(cookieHeader, https) {
      for (const token of sessionTokens(cookieHeader, cookieName(https))) {
        const idHash = sha256(token);
        const session = await repo.getSession(idHash);
        if (!session) continue;
        const t = now();
        if (session.expiresAt <= t || session.lastSeenAt + config.sessionIdleMs <= t) {
          await repo.deleteSession(idHash);
          continue;
        }
        // One write a minute at most, not one per request.
        if (t - session.lastSeenAt > 60_000) await repo.touchSession(idHash, t);
        return { staffId: session.staffId, email: session.email, csrfToken: session.csrfToken };
      }
      return null;
    },

    verifyCsrf(identity, token) {
      if (typeof token !== "string") return false;
      const expected = Buffer.from(identity.csrfToken);
      const actual = Buffer.from(token);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },

    async signOut(cookieHeader, https) {
      for (const token of sessionTokens(cookieHeader, cookieName(https)))
        await repo.deleteSession(sha256(token));
      return clearCookie(https);
    },

    async purgeExpired() {
      const t = now();
      await repo.purgeSessions(t, t - config.sessionIdleMs);
      await repo.purgeLoginFailures(t - Math.max(config.loginWindowMs, 24 * 60 * 60 * 1000));
    },
  };
}
