/**
 * The shapes of the site's data as its callers see them (the staff inbox's pages too): leads and
 * their outbox, staff accounts and sessions, sign-in limits and web-vitals samples. Each kind's
 * store is in its own module (server/db/index.ts lists them); tests/integration/repository.test.ts
 * runs one behaviour suite against SQLite and PostgreSQL. Times are epoch milliseconds (INTEGER /
 * BIGINT) so both databases store them the same way.
 */
import type { LeadFieldValues, LeadKind, LeadStage, LostReason } from "../../app/base/lead-fields";
import type { Locale } from "../../app/base/locale";
import type { StaffRole } from "../../app/base/staff-roles";

/** The language of the page the lead was sent from (the staff inbox shows it). */
export type LeadLanguage = Locale;

export const outboxKinds = ["notify", "ack", "reply"] as const;
export type OutboxKind = (typeof outboxKinds)[number];

export const outboxStatuses = ["pending", "sending", "sent", "failed", "skipped"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * A lead as it is stored: what the visitor typed, one property for each field of
 * app/base/lead-fields.ts (the message as sent, with the form's suffix: ' || Contact Us Page'...),
 * and what the server knows of it.
 */
export interface NewLead extends LeadFieldValues {
  id: string;
  createdAt: number;
  source: LeadKind;
  /** The page the visitor was on (for the popup: the page it was opened from). */
  pagePath: string | null;
  userAgent: string | null;
  /** HMAC-SHA256 of the client IP with the site's salt; never the raw IP. */
  ipHash: string | null;
  /** The language of the page the form was on. */
  language: LeadLanguage;
}

export interface Lead extends NewLead {
  stage: LeadStage;
  /** Why it was lost; null unless the stage is "lost". */
  lostReason: LostReason | null;
  /** The staff member who owns it; null while nobody does (unassigned). */
  ownerId: number | null;
  /** When it was last given to its owner. */
  assignedAt: number | null;
  /** The next follow-up its owner set (null: none). */
  followUpAt: number | null;
  /** When staff first answered the visitor (a reply); null until then. */
  firstAnswerAt: number | null;
  /** When it was flagged for no answer 2 working hours after it arrived (server/leads/work.ts). */
  noAnswerAt?: number | null;
  updatedAt: number;
}

/** One thing that happened to a lead, on its timeline (server/db/lead-events.ts). */
export interface LeadEvent {
  id: number;
  leadId: string;
  at: number;
  /** The staff member who did it; null for the system (arrival, automatic assignment…). */
  actorId: number | null;
  /** The actor's email when the account still exists. */
  actorEmail: string | null;
  /** What happened: "arrived", "assigned", "stage", "note", "follow-up", "reply", "reminder"… */
  kind: string;
  /** What the kind needs to be shown (JSON object in the database). */
  detail: Record<string, unknown>;
}

export interface NewOutboxMessage {
  kind: OutboxKind;
  recipient: string;
  /** "skipped" when no SMTP server is configured: the row records that nothing was sent. */
  status: "pending" | "skipped";
}

/** What an email to a staff member about a lead is (an outbox row of kind "notify"). */
export const staffMailAbouts = ["assigned", "reminder", "no-answer", "digest"] as const;
export type StaffMailAbout = (typeof staffMailAbouts)[number];

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
  /** A reply's timeline row (kind "reply"), which holds its text; null for other kinds. */
  eventId: number | null;
  /** Set on an email to a staff member about lead work; null for the lead's own emails. */
  about?: StaffMailAbout | null;
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

/**
 * A claimed owner's weekly report (issue 55): an outbox row of kind "report", which belongs to
 * no lead and names the Monday (India) of the week it is sent in.
 */
export interface ClaimedReport {
  report: { id: number; recipient: string; week: string; attempts: number };
  claim: OutboxClaim;
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
  /**
   * scrypt$N$r$p$salt$hash (server/admin/password.ts); "" for an invited account whose password
   * is not set yet (it cannot sign in).
   */
  passwordHash: string;
  createdAt: number;
  updatedAt: number;
  role: StaffRole;
  /** When an owner disabled the account; null while it may sign in. */
  disabledAt: number | null;
  lastSignInAt: number | null;
  /** The TOTP secret (base32) of its second factor; null without one. */
  totpSecret: string | null;
  /** The last time step whose code was accepted: a code is used once (RFC 6238, 5.2). */
  totpLastStep: number | null;
  /** An owner lets this editor read the enquiries (app/base/staff-roles.ts grantable). */
  readsLeads: boolean;
}

/** An account as the staff pages list it: invited (no password yet), active or disabled. */
export type StaffStatus = "invited" | "active" | "disabled";

export function staffStatus(account: Pick<StaffAccount, "passwordHash" | "disabledAt">) {
  if (account.disabledAt !== null) return "disabled" as const;
  return account.passwordHash ? ("active" as const) : ("invited" as const);
}

/** A one-time link: an invitation (the first password) or a new password. */
export type StaffLinkPurpose = "invite" | "reset";

export interface StaffLink {
  /** SHA-256 (hex) of the link's random token; the token itself is never stored. */
  idHash: string;
  staffId: number;
  purpose: StaffLinkPurpose;
  createdBy: number | null;
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
  /** The account's, at the time it is read. */
  email: string;
  role: StaffRole;
  disabledAt: number | null;
}

/** A note a staff member added to a lead. */
export interface LeadNote {
  id: number;
  leadId: string;
  authorId: number | null;
  /** The author's email (null when the account is gone). */
  authorEmail: string | null;
  body: string;
  createdAt: number;
}

export interface NewStaffSession {
  /** SHA-256 (hex) of the cookie's random id; the id itself is never stored. */
  idHash: string;
  staffId: number;
  csrfToken: string;
  createdAt: number;
  /** The absolute end of the session, whatever the activity. */
  expiresAt: number;
  /**
   * Set while the session waits for its second factor (the password was right): until then it
   * signs nobody in, and it ends at this time. Omitted or null: a signed-in session.
   */
  pendingUntil?: number | null;
}

export interface StaffSession extends NewStaffSession {
  lastSeenAt: number;
  pendingUntil: number | null;
  /** Codes tried on this session while it waited for its second factor. */
  codeFailures: number;
  /** When the person last typed their password again on this session (or null). */
  reauthAt: number | null;
  /** The account's, read with the session on every request. */
  email: string;
  role: StaffRole;
  disabledAt: number | null;
  hasSecondFactor: boolean;
  /** An owner lets this editor read the enquiries. */
  readsLeads: boolean;
}

export interface LoginLimit {
  key: string;
  /** Attempts under the key within the window before it is refused for the rest of it. */
  max: number;
  /**
   * A growing delay: after n attempts under the key, the next one is refused until
   * delayMs * 2^(n-1) after the latest (never longer than the window). Omitted: none.
   */
  delayMs?: number;
  /**
   * Where this key's count starts, when it is not the call's `since` (a per-account cap counted
   * over its own window, or from the end of its last hold).
   */
  since?: number;
  /** How long this key refuses after `max` (its window); default: the call's window. */
  windowMs?: number;
}

/**
 * A hold on one key (server/db/limits.ts): every attempt under it is refused until `heldUntil`.
 * `level` counts the holds in a row (each within a day of the end of the last one).
 */
export interface SignInHold {
  key: string;
  startedAt: number;
  heldUntil: number;
  level: number;
}

export type LoginReservation =
  | { reserved: true; ids: number[] }
  | { reserved: false; fullKeys: string[]; retryAfterMs: number };

/** At most `max` leads per IP hash and source created at or after `since`. */
export interface LeadRateLimit {
  max: number;
  since: number;
}

/** What LeadStore.admitLead checks before it stores a lead. */
export interface LeadAdmission {
  limit?: LeadRateLimit;
  /** A lead the same client sent, word for word, at or after this time is a repeat. */
  repeatSince?: number;
}

export type LeadAdmitted = "stored" | "repeat" | "limited";

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
