/**
 * The site's one database: leads and their outbox, staff accounts and sessions, failed sign-ins
 * and web-vitals samples. server/db/sqlite.ts and server/db/postgres.ts implement it (why two
 * hand-written implementations: docs/decisions/0006-hand-written-sql.md); tests/integration/repository.test.ts runs one behaviour suite against both.
 * Times are epoch milliseconds (INTEGER / BIGINT) so both databases store them the same way.
 */
export const leadSources = ["contact", "popup", "career", "legacy"] as const;
export type LeadSource = (typeof leadSources)[number];

/** The language of the page the lead was sent from (the staff inbox shows it). */
export const leadLanguages = ["en", "hi"] as const;
export type LeadLanguage = (typeof leadLanguages)[number];

export const leadStatuses = ["new", "handled", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const outboxKinds = ["notify", "ack"] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxStatuses = ["pending", "sending", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export interface NewLead {
  id: string;
  createdAt: number;
  source: LeadSource;
  name: string;
  email: string;
  phone: string;
  /** The message as the visitor sent it, with the form's suffix (' || Contact Us Page'...). */
  message: string;
  /** The page the visitor was on (for the popup: the page it was opened from). */
  pagePath: string | null;
  userAgent: string | null;
  /** HMAC-SHA256 of the client IP with the site's salt; never the raw IP. */
  ipHash: string | null;
  /** The language of the page the form was on. */
  language: LeadLanguage;
}

export interface Lead extends NewLead {
  status: LeadStatus;
  updatedAt: number;
}

export interface NewOutboxMessage {
  kind: OutboxKind;
  recipient: string;
  /** "skipped" when no SMTP server is configured: the row records that nothing was sent. */
  status: "pending" | "skipped";
}

export interface OutboxMessage {
  id: number;
  leadId: string;
  kind: OutboxKind;
  recipient: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  lockedUntil: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

/** One claim of one outbox row: its outcome is recorded only while the row still carries it. */
export interface OutboxClaim {
  id: number;
  /** Random, written on the row by this claim; a later claim replaces it. */
  token: string;
}

export interface ClaimedMessage {
  message: OutboxMessage;
  lead: Lead;
  claim: OutboxClaim;
}

export interface LeadQuery {
  status?: LeadStatus;
  source?: LeadSource;
  /** Case-insensitive substring of name, email, phone or message. */
  search?: string;
  /** Only leads created at or after this time. */
  createdFrom?: number;
  /** Only leads created before this time. */
  createdBefore?: number;
  /** Newest first. Default 50, at most 500. */
  limit?: number;
  offset?: number;
}

export interface LeadPage {
  items: Lead[];
  total: number;
}

/**
 * Leases and due times are reckoned on the database's clock, never the instance's, so instances
 * whose clocks disagree still agree on when a lease ends (SQLite: one file on one host, where
 * the process clock is the database clock).
 */
export interface ClaimOptions {
  limit: number;
  /** A claimed row not marked within this time is claimed again (its sender died). */
  leaseMs: number;
}

/** A staff member who may sign in to /admin. Emails are stored lower-case. */
export interface StaffAccount {
  id: number;
  email: string;
  /** scrypt$N$r$p$salt$hash (server/admin/password.ts). */
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
}

export interface NewStaffSession {
  /** SHA-256 (hex) of the cookie's random id; the id itself is never stored. */
  idHash: string;
  staffId: number;
  csrfToken: string;
  createdAt: number;
  /** The absolute end of the session, whatever the activity. */
  expiresAt: number;
}

export interface StaffSession extends NewStaffSession {
  lastSeenAt: number;
  email: string;
}

/** Staff accounts, their sessions and failed sign-ins (shared by every instance). */
export interface StaffStore {
  /** Creates the account, or sets a new password for an existing one. */
  upsertStaff(
    email: string,
    passwordHash: string,
    now: number,
  ): Promise<{ id: number; created: boolean }>;
  getStaffByEmail(email: string): Promise<StaffAccount | null>;
  createSession(session: NewStaffSession): Promise<void>;
  getSession(idHash: string): Promise<StaffSession | null>;
  touchSession(idHash: string, now: number): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** Signs an account out everywhere (password reset); returns how many sessions ended. */
  deleteStaffSessions(staffId: number): Promise<number>;
  /** Deletes sessions past their absolute end or idle since before `idleBefore`. */
  purgeSessions(now: number, idleBefore: number): Promise<number>;
  /**
   * Reserves one sign-in attempt under every key (the account and the client's IP hash) unless
   * a key already has `max` attempts since `since`, failed or still being checked. The check
   * and the reservation are one transaction (serialised per key), so parallel attempts cannot
   * all pass the check. A reserved attempt counts as a failure until released.
   */
  reserveLoginAttempt(limits: LoginLimit[], since: number, now: number): Promise<LoginReservation>;
  /** Releases the rows of a reservation (the password was right). */
  releaseLoginAttempt(ids: number[]): Promise<void>;
  /** Attempts under `key` since `since`: failures and reservations in progress. */
  countLoginFailures(key: string, since: number): Promise<number>;
  /** Forgets every attempt under `key`; returns how many there were. */
  clearLoginFailures(key: string): Promise<number>;
  purgeLoginFailures(before: number): Promise<number>;
  /**
   * Replaces the password hash with a stronger one of the same password, unless it changed
   * since it was read (a reset by admin:add wins). True when replaced.
   */
  rehashStaffPassword(id: number, oldHash: string, newHash: string): Promise<boolean>;
}

export interface LoginLimit {
  key: string;
  max: number;
}

export type LoginReservation =
  | { reserved: true; ids: number[] }
  | { reserved: false; fullKeys: string[] };

/** At most `max` leads per IP hash and source created at or after `since`. */
export interface LeadRateLimit {
  max: number;
  since: number;
}

export interface StoredVital {
  path: string;
  name: string;
  value: number;
}

export interface VitalP75 {
  path: string;
  name: string;
  /** Nearest-rank 75th percentile, computed in SQL. */
  p75: number;
  count: number;
}

/** Real visitors' web-vitals samples. */
export interface VitalsStore {
  recordVitals(samples: StoredVital[], now: number): Promise<void>;
  /** p75 and sample count per path and metric over samples created at or after `since`. */
  vitalsP75(since: number): Promise<VitalP75[]>;
  purgeVitalsBefore(before: number): Promise<number>;
}

export interface SiteDatabase extends StaffStore, VitalsStore {
  readonly dialect: "sqlite" | "postgres";
  /** Applies pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Throws when the database cannot answer (for /healthz). */
  ping(): Promise<void>;
  close(): Promise<void>;

  /** Stores `value` under `key` unless a value exists; returns the stored value. */
  ensureSetting(key: string, value: string): Promise<string>;

  /**
   * Writes the lead and its outbox rows in one transaction; resolves once committed. The rows
   * are due at once (database clock), whatever clock gave the lead its createdAt.
   */
  createLead(lead: NewLead, outbox: NewOutboxMessage[]): Promise<void>;
  /**
   * createLead, unless the lead's IP hash already has `limit.max` leads of its source since
   * `limit.since`: the count and the insert are one transaction (serialised per IP hash and
   * source), so parallel posts cannot all pass. True when stored. Without an IP hash: stored.
   */
  createLeadWithinLimit(
    lead: NewLead,
    outbox: NewOutboxMessage[],
    limit: LeadRateLimit,
  ): Promise<boolean>;
  /** Leads from one IP hash and source created at or after `since` (rate limiting). */
  countLeadsSince(ipHash: string, source: LeadSource, since: number): Promise<number>;
  getLead(id: string): Promise<Lead | null>;
  listLeads(query?: LeadQuery): Promise<LeadPage>;
  setLeadStatus(id: string, status: LeadStatus, now: number): Promise<boolean>;
  /** Deletes the lead and its outbox rows. */
  deleteLead(id: string): Promise<boolean>;
  /** Deletes leads created before `before` (retention); returns how many. */
  purgeLeadsBefore(before: number): Promise<number>;

  /**
   * Claims due outbox rows (pending and due, or sending with an expired lease) for this
   * sender: they become "sending" with a lease, one more attempt and a new claim token. Two
   * senders never claim the same row at once (FOR UPDATE SKIP LOCKED on PostgreSQL, a write
   * transaction on SQLite).
   *
   * The mark* methods record the outcome only while the row is still "sending" under this
   * claim's token, and say whether it was: false means the lease ran out and the row was claimed
   * again (or staff changed it), and nothing was written.
   */
  claimOutbox(options: ClaimOptions): Promise<ClaimedMessage[]>;
  markOutboxSent(claim: OutboxClaim): Promise<boolean>;
  /** Records a failed attempt; the row is due again `retryInMs` from now (database clock). */
  markOutboxRetry(claim: OutboxClaim, error: string, retryInMs: number): Promise<boolean>;
  /** Records the last failed attempt; the row stays "failed" until retried by staff. */
  markOutboxFailed(claim: OutboxClaim, error: string): Promise<boolean>;
  listOutbox(filter?: { status?: OutboxStatus; leadId?: string }): Promise<OutboxMessage[]>;
  /** Puts a failed (or skipped) row back in the queue, due now (database clock). */
  retryOutbox(id: number): Promise<boolean>;
  outboxCounts(): Promise<Record<OutboxStatus, number>>;
}

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return 50;
  return Math.min(500, Math.max(1, Math.trunc(limit)));
}

/** Escapes LIKE wildcards so a search for "100%" matches literally (ESCAPE '\'). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function emptyCounts(): Record<OutboxStatus, number> {
  return { pending: 0, sending: 0, sent: 0, failed: 0, skipped: 0 };
}
