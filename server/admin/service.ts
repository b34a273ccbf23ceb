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
 * - Per account from every client (sign-in-limits.ts, docs/decisions/0020-sign-in-limits.md):
 *   at most 100 wrong passwords an hour, then password sign-in is held and the page offers a
 *   one-time sign-in link by email; more than 10 wrong codes hold the code step (15 minutes,
 *   doubling in a row), emailing the person once. Attempts refused because the hash queue is
 *   full count. Every refusal goes through onThrottled.
 * - Password checks queue for scrypt (password.ts): a full queue answers "busy, try again"
 *   (503) at once, and an attempt whose client has gone leaves the queue unhashed
 *   (docs/decisions/0005-limits-passwords-data-files.md).
 * - A password hash made with older scrypt parameters is replaced at the next sign-in.
 * - Roles and disabled accounts: every request reads the session with its account's role, and a
 *   disabled account's session is deleted at its next request (so disabling takes effect at
 *   once, on every instance). The routes check the role (app/staff/access/checks.server.ts).
 * - A second factor (second-factor.ts): after the right password, an account that has one gets
 *   a session that signs nobody in yet (pending, 10 minutes, at most 5 codes), and the code
 *   page completes it with a new session id. A wrong code counts as a failed sign-in under the same limits as a
 *   wrong password (so codes cannot be guessed faster than passwords), and a code is accepted
 *   once. Failed attempts are only cleared once the second factor is passed.
 * - Every sign-in and failed sign-in is recorded in the audit trail (audit.ts).
 */

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { StaffRole } from "../../app/base/staff-roles";
import { shippedContent } from "../../app/content/engine/content";
import type { SiteFactsCopy } from "../../app/content/site";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../../app/staff/access/session-cookie";
import { hashIp } from "../client-ip";
import type {
  AuditStore,
  LeadEventStore,
  LeadNoteStore,
  LeadReplyStore,
  LeadStore,
  LimitStore,
  OutboxStore,
  SettingsStore,
  StaffStore,
  VitalsStore,
} from "../db";
import type { LoginLimit, LoginReservation, StaffAccount } from "../db/types";
import { errorFields, type Logger } from "../log";
import { type AccountChange, accountChangeMail, signInLinkMail } from "../mail/account-emails";
import { defaultSender } from "../mail/templates";
import type { Mailer } from "../mail/transport";
import { type AuditTrail, createAuditTrail } from "./audit";
import {
  dummyHash,
  HashAbandoned,
  HashQueueFull,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "./password";
import { cleanRecoveryCode, matchTotp, randomToken, recoveryCodeHash } from "./second-factor";
import {
  ACCOUNT_CODE_COUNT_MS,
  ACCOUNT_CODE_FAILURES_BEFORE_HOLD,
  ACCOUNT_PASSWORD_COUNT_MS,
  ACCOUNT_PASSWORD_FAILURES,
  CODES_PER_PENDING_SIGN_IN,
  codeHoldMs,
  HOLD_CHAIN_MS,
  REAUTH_VALID_MS,
  SIGN_IN_LINK_VALID_MS,
  SIGN_IN_LINKS_PER_HOUR,
} from "./sign-in-limits";
import { createStaffAccounts, type StaffAccounts } from "./staff";

/** What the staff inbox reads and changes: leads, their notes and emails, page speed. */
export type StaffInbox = LeadStore &
  LeadNoteStore &
  LeadEventStore &
  LeadReplyStore &
  OutboxStore &
  VitalsStore &
  Pick<SettingsStore, "getSetting" | "setSetting">;

/** A session waits this long for its second factor after the right password. */
export const PENDING_SIGN_IN_MS = 10 * 60_000;

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
  /** Days an audit entry is kept (AUDIT_RETENTION_DAYS; 0: for ever). Default 730. */
  auditRetentionDays?: number;
  /** The site's origin, for the one-time links (SITE_URL). */
  siteUrl?: string;
  /** The sender of staff emails (MAIL_FROM); unset, the agency's published default. */
  mailFrom?: string;
  /** The agency's published facts (its name: the emails' and authenticator apps' issuer). */
  site?: () => SiteFactsCopy;
  /** Longest a staff email may take to send while the owner waits. Default 15 s. */
  mailDeadlineMs?: number;
}

export interface StaffIdentity {
  staffId: number;
  email: string;
  csrfToken: string;
  role: StaffRole;
  /** The account has a second factor. */
  secondFactor: boolean;
  /** An owner requires a second factor of this role (app/base/staff-roles.ts). */
  secondFactorRequired: boolean;
  /** An owner lets this editor read the enquiries (app/base/staff-roles.ts grantable). */
  readsLeads: boolean;
  /**
   * The password was typed again on this session (/admin/account) within the last 10 minutes:
   * changing the second factor needs it.
   */
  passwordConfirmed: boolean;
}

/**
 * Which limit refused a sign-in step: the account with one client, one client on any account,
 * the account's password cap (any client), or the account's code hold (any client).
 */
export type ThrottleKind =
  | "password-client"
  | "password-account"
  | "code-client"
  | "code-account"
  | "sign-in-link";

/** The outcome of a code typed to confirm an action (the account page). */
export type CodeCheck = "right" | "wrong" | "held" | "throttled";

export type SignInResult =
  /**
   * The password was right. `secondFactor`: the cookie carries a pending session, and the code
   * page (verifySecondFactor) completes the sign-in.
   */
  | { ok: true; setCookie: string; identity: StaffIdentity; secondFactor: boolean }
  | { ok: false; reason: "invalid" }
  /** The right password of a disabled account. */
  | { ok: false; reason: "disabled" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  /**
   * The account's password sign-in is held (too many wrong passwords from any addresses): the
   * page offers a sign-in link by email instead.
   */
  | { ok: false; reason: "held"; retryAfterSeconds: number }
  /** Too many sign-ins are waiting for their password check: try again in a few seconds. */
  | { ok: false; reason: "busy"; retryAfterSeconds: number }
  /** The client left before its password was checked; nobody reads this answer. */
  | { ok: false; reason: "abandoned" };

export type SecondFactorResult =
  | { ok: true; setCookie: string; identity: StaffIdentity; recoveryCodesLeft: number | null }
  | { ok: false; reason: "invalid" }
  /**
   * No session waits for a code (it took longer than 10 minutes, never began, or ended after
   * its fifth wrong code: `ended`).
   */
  | { ok: false; reason: "expired"; ended?: boolean }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number }
  /** The account's code step is held (too many wrong codes from any addresses). */
  | { ok: false; reason: "held"; retryAfterSeconds: number };

export interface AdminService {
  /** The inbox's reads and writes, once a session was verified. */
  readonly inbox: StaffInbox;
  /** An SMTP server is configured: an email reply to a lead is queued, not marked skipped. */
  readonly mailEnabled: boolean;
  /** The audit trail: record and read (audit.ts). */
  readonly audit: AuditTrail;
  /** Accounts, one-time links and second factors (staff.ts). */
  readonly staff: StaffAccounts;
  /** The client address's hash as the audit trail and the limits store it. */
  hashIp(ip: string | undefined): string | null;
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
  /**
   * Completes a sign-in that waits for its second factor: a TOTP code (each used once) or a
   * recovery code. A new session id replaces the pending one.
   */
  verifySecondFactor(input: {
    code: string;
    ip: string | undefined;
    cookieHeader: string | null;
    https?: boolean;
  }): Promise<SecondFactorResult>;
  /** The email of the sign-in waiting for its second factor in this cookie, or null. */
  pendingSignIn(cookieHeader: string | null, https?: boolean): Promise<string | null>;
  /**
   * The signed-in staff member of a request, or null (no, unknown, expired or pending session,
   * or a disabled account: its session is deleted).
   */
  authenticate(cookieHeader: string | null, https?: boolean): Promise<StaffIdentity | null>;
  verifyCsrf(identity: StaffIdentity, token: unknown): boolean;
  /** Ends the request's session; returns the Set-Cookie header that clears the cookie. */
  signOut(cookieHeader: string | null, https?: boolean): Promise<string>;
  /** A Set-Cookie header that clears the session cookie. */
  clearCookie(https?: boolean): string;
  /** Deletes ended sessions, old links and old failed sign-ins. */
  purgeExpired(): Promise<void>;
  /**
   * Emails a one-time sign-in link to the account of `email` if its password sign-in is held
   * (and it exists, is enabled and has a password). The caller answers the same in every case.
   */
  requestSignInLink(input: { email: string; ip: string | undefined }): Promise<void>;
  /** Whether a sign-in link still works (its page shows a button; the POST uses it). */
  signInLinkValid(token: string): Promise<boolean>;
  /**
   * Signs in with a sign-in link (used once): like the right password, so an account with a
   * second factor then gets a pending session for its code.
   */
  signInWithLink(input: {
    token: string;
    ip: string | undefined;
    cookieHeader: string | null;
    https?: boolean;
  }): Promise<
    | { ok: true; setCookie: string; secondFactor: boolean }
    | { ok: false; reason: "invalid" | "disabled" }
  >;
  /**
   * The password typed again on a signed-in session (/admin/account): checked under the same
   * limits as a sign-in, and recorded on the session for REAUTH_VALID_MS.
   */
  confirmPassword(input: {
    identity: StaffIdentity;
    password: string;
    ip: string | undefined;
    cookieHeader: string | null;
    signal?: AbortSignal;
    https?: boolean;
  }): Promise<"confirmed" | "invalid" | "throttled" | "held" | "busy">;
  /** Ends every session of the person, this one included (audited). */
  signOutEverywhere(
    identity: StaffIdentity,
    ip: string | undefined,
    https?: boolean,
  ): Promise<string>;
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

/**
 * The key of an account's wrong passwords from every client (the per-account cap). Like the
 * per-client keys it starts with the account's, so clearing the account (a new password,
 * `admin:add`) clears it too.
 */
export const accountPasswordKey = (email: string) => `${accountThrottleKey(email)}:password`;
/** The key of an account's wrong codes from every client, and of its code holds. */
export const accountCodeKey = (email: string) => `${accountThrottleKey(email)}:codes`;
/** The key of the sign-in links emailed to an account. */
const signInLinkKey = (email: string) => `${accountThrottleKey(email)}:links`;

/**
 * Where every throttled sign-in step is refused: one call per refusal, named by its limit and
 * its (hashed) key. A log line, and a count in the audit trail's per-minute entry of throttled
 * sign-ins.
 */
export function onThrottled(
  logger: Logger,
  audit: AuditTrail,
  kind: ThrottleKind,
  refused: { email: string; ipHash: string | null },
): void {
  logger.warn("staff sign-in throttled", { kind });
  // One entry per minute, account and client, with the count (audit.ts keeps the typed email
  // only when it has an email's shape).
  audit.recordAggregated({
    kind: "signin.throttled",
    subject: refused.email,
    ipHash: refused.ipHash,
    details: { limit: kind },
  });
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
  repo: StaffStore & LimitStore & SettingsStore & AuditStore & StaffInbox;
  logger: Logger;
  config: AdminConfig;
  now?: () => number;
  /** Sends invitation and password-link emails; none when SMTP_URL is not set. */
  mailer?: Mailer | null;
}): AdminService {
  const { repo, logger, config } = options;
  const now = options.now ?? Date.now;
  const siteFacts = config.site ?? (() => shippedContent().dictionary("en").siteFacts);
  /** The limits one sign-in attempt (a password or a code) is reserved under. */
  const limitsFor = (email: string, ipHash: string | null): LoginLimit[] => [
    {
      key: accountClientThrottleKey(email, ipHash),
      max: config.loginMaxFailures,
      delayMs: config.loginDelayMs,
    },
    ...(ipHash ? [{ key: `ip:${ipHash}`, max: config.loginIpMaxFailures }] : []),
  ];
  /** A password attempt's limits: those, and the account's cap from every client. */
  const passwordLimitsFor = (email: string, ipHash: string | null, t: number): LoginLimit[] => [
    ...limitsFor(email, ipHash),
    {
      key: accountPasswordKey(email),
      max: ACCOUNT_PASSWORD_FAILURES,
      since: t - ACCOUNT_PASSWORD_COUNT_MS,
      windowMs: ACCOUNT_PASSWORD_COUNT_MS,
    },
  ];
  /**
   * A code attempt's limits: those, and the account's wrong codes from every client, counted
   * from the end of its last hold (at most a day back). One more than the hold's threshold may
   * be reserved: that wrong code starts the hold.
   */
  const codeLimitsFor = (
    email: string,
    ipHash: string | null,
    t: number,
    lastHoldEnd: number,
  ): LoginLimit[] => [
    ...limitsFor(email, ipHash),
    {
      key: accountCodeKey(email),
      max: ACCOUNT_CODE_FAILURES_BEFORE_HOLD + 1,
      since: Math.max(t - ACCOUNT_CODE_COUNT_MS, lastHoldEnd),
      windowMs: ACCOUNT_CODE_COUNT_MS,
    },
  ];
  const sendAccountMail = async (to: string, change: AccountChange, detail?: string) => {
    if (!options.mailer) return;
    try {
      await options.mailer.send(
        accountChangeMail({
          to,
          change,
          detail,
          from: config.mailFrom ?? defaultSender(siteFacts()),
          brand: siteFacts().brandName,
          siteUrl: config.siteUrl ?? "http://localhost:3000",
          at: now(),
          id: randomBytes(12).toString("hex"),
        }),
        AbortSignal.timeout(config.mailDeadlineMs ?? 15_000),
      );
    } catch (error) {
      logger.warn("staff account email failed", { ...errorFields(error), change });
    }
  };

  /**
   * Runs one code check under every code limit: the account's hold, the client's limits, and
   * the account's count of wrong codes from every client. A wrong code that takes the count
   * past its threshold starts a hold (15 minutes, doubling in a row), and whoever starts it
   * emails the person once.
   */
  async function attemptCode(
    account: { id: number; email: string },
    ipHash: string | null,
    check: () => Promise<boolean>,
  ): Promise<{ outcome: CodeCheck; retryAfterSeconds?: number }> {
    const key = accountCodeKey(account.email);
    const t = now();
    const hold = await repo.getSignInHold(key);
    if (hold && hold.heldUntil > t) {
      onThrottled(logger, audit, "code-account", { email: account.email, ipHash });
      return { outcome: "held", retryAfterSeconds: Math.ceil((hold.heldUntil - t) / 1000) };
    }
    const limits = codeLimitsFor(account.email, ipHash, t, hold?.heldUntil ?? 0);
    const reservation = await repo.reserveLoginAttempt(limits, t - config.loginWindowMs, t);
    if (!reservation.reserved) {
      const byAccount = reservation.fullKeys.includes(key);
      onThrottled(logger, audit, byAccount ? "code-account" : "code-client", {
        email: account.email,
        ipHash,
      });
      // The count is full without a hold (one was racing to start): start it, or join it.
      if (byAccount)
        return { outcome: "held", retryAfterSeconds: await startCodeHold(account, ipHash) };
      return { outcome: "throttled", retryAfterSeconds: retryAfter(reservation) };
    }
    if (await check()) {
      await repo.releaseLoginAttempt(reservation.ids);
      return { outcome: "right" };
    }
    // The reserved attempt stays, as this wrong code.
    const since = Math.max(t - ACCOUNT_CODE_COUNT_MS, hold?.heldUntil ?? 0);
    if ((await repo.countLoginFailures(key, since)) > ACCOUNT_CODE_FAILURES_BEFORE_HOLD) {
      const started = await startCodeHold(account, ipHash);
      return { outcome: "wrong", retryAfterSeconds: started };
    }
    return { outcome: "wrong" };
  }

  /** Starts a hold on the account's code step; returns its length in seconds. */
  async function startCodeHold(account: { id: number; email: string }, ipHash: string | null) {
    const key = accountCodeKey(account.email);
    const t = now();
    const hold = await repo.startSignInHold(key, t, codeHoldMs, HOLD_CHAIN_MS);
    if (!hold) {
      const running = await repo.getSignInHold(key);
      return Math.max(1, Math.ceil(((running?.heldUntil ?? t) - t) / 1000));
    }
    onThrottled(logger, audit, "code-account", { email: account.email, ipHash });
    logger.warn("staff second factor held", { staffId: account.id, level: hold.level });
    await audit.record({
      actor: { id: account.id, email: account.email },
      kind: "signin.held",
      details: { step: "second factor", minutes: Math.round((hold.heldUntil - t) / 60_000) },
      ipHash,
    });
    await sendAccountMail(account.email, "codes-held", formatIst(hold.heldUntil));
    return Math.ceil((hold.heldUntil - t) / 1000);
  }
  const audit = createAuditTrail({
    repo,
    logger,
    retentionDays: config.auditRetentionDays ?? 730,
    now,
  });
  const staff = createStaffAccounts({
    repo,
    audit,
    logger,
    siteUrl: config.siteUrl ?? "http://localhost:3000",
    mailer: options.mailer ?? null,
    mailFrom: () => config.mailFrom ?? defaultSender(siteFacts()),
    mailDeadlineMs: config.mailDeadlineMs ?? 15_000,
    brand: () => siteFacts().brandName,
    // Every key of the account starts with its own: the password cap and codes count too.
    clearFailures: async (email) => {
      await repo.clearLoginFailures(accountThrottleKey(email));
    },
    attemptCode: async (account, ipHash, check) =>
      (await attemptCode(account, ipHash, check)).outcome,
    notify: sendAccountMail,
    now,
  });
  const ipHashOf = (ip: string | undefined) => hashIp(ip, config.ipHashSalt);
  const identityOf = async (
    account: {
      id: number;
      email: string;
      role: StaffRole;
      secondFactor: boolean;
      readsLeads: boolean;
      reauthAt?: number | null;
    },
    csrfToken: string,
  ): Promise<StaffIdentity> => ({
    staffId: account.id,
    email: account.email,
    csrfToken,
    role: account.role,
    secondFactor: account.secondFactor,
    secondFactorRequired: (await staff.secondFactorRoles()).includes(account.role),
    readsLeads: account.readsLeads,
    passwordConfirmed:
      account.reauthAt !== undefined &&
      account.reauthAt !== null &&
      now() - account.reauthAt < REAUTH_VALID_MS,
  });
  const retryAfter = (reservation: Extract<LoginReservation, { reserved: false }>) =>
    Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
  /** A new session for the account; returns its cookie and CSRF token. */
  async function newSession(staffId: number, https: boolean | undefined, pending: boolean) {
    const t = now();
    const token = randomBytes(32).toString("base64url");
    const csrfToken = randomBytes(32).toString("base64url");
    const expiresAt = pending ? t + PENDING_SIGN_IN_MS : t + config.sessionMaxMs;
    await repo.createSession({
      idHash: sha256(token),
      staffId,
      csrfToken,
      createdAt: t,
      expiresAt,
      pendingUntil: pending ? expiresAt : null,
    });
    return {
      setCookie: cookie(token, Math.floor((expiresAt - t) / 1000), https),
      csrfToken,
    };
  }
  /** The pending session of a cookie (waiting for its second factor), if it is still valid. */
  async function pendingSessionOf(cookieHeader: string | null, https?: boolean) {
    for (const token of sessionTokens(cookieHeader, cookieName(https))) {
      const idHash = sha256(token);
      const session = await repo.getSession(idHash);
      if (!session || session.pendingUntil === null) continue;
      if (session.pendingUntil <= now() || session.disabledAt !== null) {
        await repo.deleteSession(idHash);
        continue;
      }
      return { idHash, session };
    }
    return null;
  }

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
    clearCookie,

    inbox: repo,
    mailEnabled: Boolean(options.mailer),
    audit,
    staff,
    hashIp: ipHashOf,

    async signIn({ email, password, ip, cookieHeader, signal, https }) {
      const account = normaliseEmail(email);
      const ipHash = ipHashOf(ip);
      const pairKey = accountClientThrottleKey(account, ipHash);
      const t = now();
      const limits = passwordLimitsFor(account, ipHash, t);
      // Reserved before the (slow) password check, so attempts in flight count too.
      const reservation = await repo.reserveLoginAttempt(limits, t - config.loginWindowMs, t);
      if (!reservation.reserved) {
        const accountKey = accountPasswordKey(account);
        if (reservation.fullKeys.includes(accountKey)) {
          // Held for every client: the owner is offered a sign-in link by email.
          onThrottled(logger, audit, "password-account", { email: account, ipHash });
          return { ok: false, reason: "held", retryAfterSeconds: retryAfter(reservation) };
        }
        onThrottled(logger, audit, "password-client", { email: account, ipHash });
        return { ok: false, reason: "throttled", retryAfterSeconds: retryAfter(reservation) };
      }

      const candidate = password.slice(0, 1000);
      let found: StaffAccount | null;
      let valid: boolean;
      try {
        found = account.length <= 320 ? await repo.getStaffByEmail(account) : null;
        // An unknown account, or an invited one without a password yet, costs one scrypt too,
        // so timing does not tell accounts apart.
        valid = await verifyPassword(candidate, found?.passwordHash || (await dummyHash()), signal);
      } catch (error) {
        // Refused for load: the attempt stays counted (under the client and the account), so
        // a few hundred addresses cannot keep the queue full for free.
        if (error instanceof HashQueueFull) {
          logger.warn("staff sign-in refused: password checks busy");
          return { ok: false, reason: "busy", retryAfterSeconds: 5 };
        }
        // The client left, or the check failed: not a guess, so it does not count.
        await repo.releaseLoginAttempt(reservation.ids).catch(() => {});
        if (error instanceof HashAbandoned) {
          logger.warn("staff sign-in dropped: the client left while it waited");
          return { ok: false, reason: "abandoned" };
        }
        throw error;
      }
      const actor = found ? { id: found.id, email: found.email } : null;
      if (!found || !valid) {
        // The reserved attempt stays, as this failure.
        logger.warn("staff sign-in failed");
        await audit.record({
          actor,
          kind: "signin.failure",
          subject: actor ? null : account.slice(0, 254),
          details: { step: "password" },
          ipHash,
        });
        return { ok: false, reason: "invalid" };
      }
      // The right password: not a guess, so it does not count, whatever follows.
      await repo.releaseLoginAttempt(reservation.ids);
      if (found.disabledAt !== null) {
        logger.warn("staff sign-in refused: account disabled", { staffId: found.id });
        await audit.record({
          actor,
          kind: "signin.failure",
          details: { step: "password", disabled: true },
          ipHash,
        });
        return { ok: false, reason: "disabled" };
      }
      if (needsRehash(found.passwordHash)) await upgradeHash(found, candidate);
      // Rotation: the sessions the browser had (if any) end; a new id is issued.
      for (const previous of sessionTokens(cookieHeader, cookieName(https)))
        await repo.deleteSession(sha256(previous));
      const secondFactor = found.totpSecret !== null;
      // With a second factor, the failures of this client stay until the code is right too:
      // the right password must not reset the count of wrong codes.
      if (!secondFactor) await repo.clearLoginFailures(pairKey);
      const session = await newSession(found.id, https, secondFactor);
      const identity = await identityOf({ ...found, secondFactor }, session.csrfToken);
      if (secondFactor) {
        logger.info("staff password accepted, waiting for the second factor", {
          staffId: found.id,
        });
      } else {
        await repo.recordStaffSignIn(found.id, t);
        await audit.record({ actor, kind: "signin.success", ipHash });
        logger.info("staff signed in", { staffId: found.id });
      }
      return { ok: true, setCookie: session.setCookie, identity, secondFactor };
    },

    async verifySecondFactor({ code, ip, cookieHeader, https }) {
      const pending = await pendingSessionOf(cookieHeader, https);
      if (!pending) return { ok: false, reason: "expired" };
      const { session } = pending;
      const ipHash = ipHashOf(ip);
      const pairKey = accountClientThrottleKey(session.email, ipHash);
      const actor = { id: session.staffId, email: session.email };
      let account: StaffAccount | null = null;
      let used: "code" | "recovery-code" | null = null;
      let sessionEnded = false;
      const attempt = await attemptCode(actor, ipHash, async () => {
        // One of the pending session's 5 codes, taken before the check (parallel codes too).
        const taken = await repo.takeCodeAttempt(pending.idHash, CODES_PER_PENDING_SIGN_IN);
        if (taken === null) {
          sessionEnded = true;
          return false;
        }
        if (taken >= CODES_PER_PENDING_SIGN_IN) sessionEnded = true;
        account = await repo.getStaffById(session.staffId);
        if (!account?.totpSecret || account.disabledAt !== null) return false;
        const t = now();
        const step = matchTotp(account.totpSecret, code, t);
        if (step !== null && (await repo.claimTotpStep(account.id, step))) used = "code";
        const recovery = step === null ? cleanRecoveryCode(code) : null;
        if (recovery && (await repo.spendRecoveryCode(account.id, recoveryCodeHash(recovery), t)))
          used = "recovery-code";
        return used !== null;
      });
      if (attempt.outcome === "held")
        return { ok: false, reason: "held", retryAfterSeconds: attempt.retryAfterSeconds ?? 1 };
      if (attempt.outcome === "throttled")
        return {
          ok: false,
          reason: "throttled",
          retryAfterSeconds: attempt.retryAfterSeconds ?? 1,
        };
      const signedIn = account as StaffAccount | null;
      if (attempt.outcome === "wrong" || !signedIn || !used) {
        // The reserved attempt stays: a wrong (or replayed) code counts as a failed sign-in.
        logger.warn("staff second factor failed", { staffId: session.staffId });
        await audit.record({
          actor,
          kind: "signin.failure",
          details: { step: "second factor" },
          ipHash,
        });
        // The fifth wrong code ends the pending sign-in: the password must be typed again.
        if (sessionEnded) {
          await repo.deleteSession(pending.idHash);
          return { ok: false, reason: "expired", ended: true };
        }
        // This wrong code started a hold on the account's code step.
        if (attempt.retryAfterSeconds)
          return { ok: false, reason: "held", retryAfterSeconds: attempt.retryAfterSeconds };
        return { ok: false, reason: "invalid" };
      }
      const t = now();
      await repo.clearLoginFailures(pairKey);
      // A new session id for the signed-in session; the pending one ends.
      await repo.deleteSession(pending.idHash);
      const fresh = await newSession(signedIn.id, https, false);
      await repo.recordStaffSignIn(signedIn.id, t);
      const recoveryCodesLeft =
        used === "recovery-code" ? await repo.countRecoveryCodes(signedIn.id) : null;
      await audit.record({
        actor,
        kind: "signin.success",
        details:
          used === "recovery-code"
            ? { secondFactor: used, recoveryCodesLeft }
            : { secondFactor: used },
        ipHash,
      });
      logger.info("staff signed in", { staffId: signedIn.id, secondFactor: used });
      return {
        ok: true,
        setCookie: fresh.setCookie,
        identity: await identityOf({ ...signedIn, secondFactor: true }, fresh.csrfToken),
        recoveryCodesLeft,
      };
    },

    async pendingSignIn(cookieHeader, https) {
      return (await pendingSessionOf(cookieHeader, https))?.session.email ?? null;
    },

    async authenticate(cookieHeader, https) {
      for (const token of sessionTokens(cookieHeader, cookieName(https))) {
        const idHash = sha256(token);
        const session = await repo.getSession(idHash);
        // A session waiting for its second factor signs nobody in.
        if (!session || session.pendingUntil !== null) continue;
        const t = now();
        if (
          session.expiresAt <= t ||
          session.lastSeenAt + config.sessionIdleMs <= t ||
          // A disabled account's open session ends at its next request.
          session.disabledAt !== null
        ) {
          await repo.deleteSession(idHash);
          continue;
        }
        // One write a minute at most, not one per request (sooner when the idle time is short).
        if (t - session.lastSeenAt > Math.min(60_000, config.sessionIdleMs / 4))
          await repo.touchSession(idHash, t);
        return identityOf(
          {
            id: session.staffId,
            email: session.email,
            role: session.role,
            secondFactor: session.hasSecondFactor,
            readsLeads: session.readsLeads,
            reauthAt: session.reauthAt,
          },
          session.csrfToken,
        );
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
      // Links are kept a week past their end, so a late click still hears "expired".
      await repo.purgeSessions(t, t - config.sessionIdleMs, t - 7 * 86_400_000);
      await repo.purgeLoginFailures(t - Math.max(config.loginWindowMs, 24 * 60 * 60 * 1000));
    },

    async requestSignInLink({ email, ip }) {
      const address = normaliseEmail(email).slice(0, 320);
      const t = now();
      // Only while password sign-in is held for the account: a link is the way round a hold a
      // stranger caused, not a second way in beside the password.
      const failures = await repo.countLoginFailures(
        accountPasswordKey(address),
        t - ACCOUNT_PASSWORD_COUNT_MS,
      );
      if (failures < ACCOUNT_PASSWORD_FAILURES) return;
      const key = signInLinkKey(address);
      const reservation = await repo.reserveLoginAttempt(
        [{ key, max: SIGN_IN_LINKS_PER_HOUR }],
        t - 3_600_000,
        t,
      );
      if (!reservation.reserved) {
        onThrottled(logger, audit, "sign-in-link", { email: address, ipHash: ipHashOf(ip) });
        return;
      }
      const found = await repo.getStaffByEmail(address);
      if (!found || found.disabledAt !== null || !found.passwordHash) return;
      const token = randomToken();
      await repo.createSignInLink({
        idHash: sha256(token),
        staffId: found.id,
        createdAt: t,
        expiresAt: t + SIGN_IN_LINK_VALID_MS,
      });
      await audit.record({
        actor: { id: found.id, email: found.email },
        kind: "signin.link-sent",
        ipHash: ipHashOf(ip),
      });
      if (!options.mailer) {
        logger.warn("staff sign-in link not sent: no SMTP_URL");
        return;
      }
      try {
        await options.mailer.send(
          signInLinkMail({
            to: found.email,
            url: `${config.siteUrl ?? "http://localhost:3000"}/admin/login/link/${token}`,
            from: config.mailFrom ?? defaultSender(siteFacts()),
            brand: siteFacts().brandName,
            minutes: Math.round(SIGN_IN_LINK_VALID_MS / 60_000),
            id: randomBytes(12).toString("hex"),
          }),
          AbortSignal.timeout(config.mailDeadlineMs ?? 15_000),
        );
      } catch (error) {
        logger.warn("staff sign-in link email failed", errorFields(error));
      }
    },

    async signInLinkValid(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
      return repo.signInLinkValid(sha256(token), now());
    },

    async signInWithLink({ token, ip, cookieHeader, https }) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { ok: false, reason: "invalid" };
      const t = now();
      const found = await repo.redeemSignInLink(sha256(token), t);
      if (!found) return { ok: false, reason: "invalid" };
      const ipHash = ipHashOf(ip);
      const actor = { id: found.id, email: found.email };
      if (found.disabledAt !== null) return { ok: false, reason: "disabled" };
      for (const previous of sessionTokens(cookieHeader, cookieName(https)))
        await repo.deleteSession(sha256(previous));
      // The link stands in for the password only: the second factor is still asked for.
      const secondFactor = found.totpSecret !== null;
      const session = await newSession(found.id, https, secondFactor);
      if (!secondFactor) {
        await repo.recordStaffSignIn(found.id, t);
        await audit.record({
          actor,
          kind: "signin.success",
          details: { via: "email link" },
          ipHash,
        });
        logger.info("staff signed in with an email link", { staffId: found.id });
      }
      return { ok: true, setCookie: session.setCookie, secondFactor };
    },

    async confirmPassword({ identity, password, ip, cookieHeader, signal, https }) {
      const ipHash = ipHashOf(ip);
      const t = now();
      const reservation = await repo.reserveLoginAttempt(
        passwordLimitsFor(identity.email, ipHash, t),
        t - config.loginWindowMs,
        t,
      );
      if (!reservation.reserved) {
        const accountKey = accountPasswordKey(identity.email);
        const held = reservation.fullKeys.includes(accountKey);
        onThrottled(logger, audit, held ? "password-account" : "password-client", {
          email: identity.email,
          ipHash,
        });
        return held ? "held" : "throttled";
      }
      const found = await repo.getStaffById(identity.staffId);
      let valid = false;
      try {
        valid = found?.passwordHash
          ? await verifyPassword(password.slice(0, 1000), found.passwordHash, signal)
          : false;
      } catch (error) {
        if (error instanceof HashQueueFull) return "busy";
        await repo.releaseLoginAttempt(reservation.ids).catch(() => {});
        if (error instanceof HashAbandoned) return "busy";
        throw error;
      }
      const actor = { id: identity.staffId, email: identity.email };
      if (!valid) {
        await audit.record({
          actor,
          kind: "signin.failure",
          details: { step: "password again" },
          ipHash,
        });
        return "invalid";
      }
      await repo.releaseLoginAttempt(reservation.ids);
      for (const token of sessionTokens(cookieHeader, cookieName(https)))
        await repo.markReauthenticated(sha256(token), t);
      return "confirmed";
    },

    async signOutEverywhere(identity, ip, https) {
      const ended = await repo.deleteStaffSessions(identity.staffId);
      await audit.record({
        actor: { id: identity.staffId, email: identity.email },
        kind: "account.sign-out-everywhere",
        details: { sessions: ended },
        ipHash: ipHashOf(ip),
      });
      logger.info("staff signed out everywhere", { staffId: identity.staffId, sessions: ended });
      return clearCookie(https);
    },
  };
}

/** A time as the emails give it: India time, to the minute. */
const istTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Asia/Kolkata",
});
export const formatIst = (ms: number) => `${istTime.format(new Date(ms))} IST`;
