/**
 * Staff accounts, their sessions, their one-time links (invitations and new passwords) and
 * their second factor (TOTP secret and recovery codes). server/admin/ signs in, checks and ends
 * sessions and manages accounts; sign-in throttling is in limits.ts. Accounts are never deleted
 * (a disabled one stays, so the audit trail and notes keep naming it).
 */
import type { StaffRole } from "../../app/base/staff-roles";
import {
  asNumber,
  asNumberOrNull,
  asTextOrNull,
  atomic,
  type Engine,
  type Row,
  readRows,
  write,
} from "./sql";
import type { NewStaffSession, StaffAccount, StaffLink, StaffSession } from "./types";

/**
 * The tables of this kind, parents first (backups walk them; tests/integration/schema.test.ts
 * checks them).
 */
export const staffTables = [
  "staff",
  "staff_sessions",
  "staff_links",
  "staff_recovery_codes",
  "sign_in_links",
] as const;

export interface NewStaffLink {
  idHash: string;
  purpose: "invite" | "reset";
  createdBy: number | null;
  createdAt: number;
  expiresAt: number;
}

export type RedeemLinkResult =
  | { ok: true; staffId: number; email: string; role: StaffRole; purpose: "invite" | "reset" }
  | { ok: false; reason: "unknown" | "used" | "expired" | "disabled" };

/** What an owner may change of an account. */
export interface StaffChange {
  role?: StaffRole;
  /** true: disable (its sessions and unused links end); false: enable again. */
  disabled?: boolean;
  /** Whether the account may read the enquiries beyond its role (an editor's). */
  readsLeads?: boolean;
}

/**
 * - changed / unchanged: done, or nothing to do (the account already was so);
 * - last-owner: refused, the change would leave no enabled owner who can sign in;
 * - not-found: no such account.
 */
export type StaffChangeResult = "changed" | "unchanged" | "last-owner" | "not-found";

/** Staff accounts and their sessions (shared by every instance). */
export interface StaffStore {
  /**
   * Creates the account (an owner unless `role` says otherwise), or sets a new password for an
   * existing one, which also enables it again and, when `role` is given, sets its role
   * (`npm run admin:add`, the way back in). An existing account keeps its role otherwise.
   */
  upsertStaff(
    email: string,
    passwordHash: string,
    now: number,
    options?: { role?: StaffRole },
  ): Promise<{ id: number; created: boolean }>;
  getStaffByEmail(email: string): Promise<StaffAccount | null>;
  getStaffById(id: number): Promise<StaffAccount | null>;
  /** Every account, by email. */
  listStaff(): Promise<StaffAccount[]>;
  /**
   * Replaces the password hash with a stronger one of the same password, unless it changed
   * since it was read (a reset by admin:add wins). True when replaced.
   */
  rehashStaffPassword(id: number, oldHash: string, newHash: string): Promise<boolean>;
  /**
   * Creates an invited account (no password yet) with its invitation link, in one transaction;
   * null when the email already has an account (nothing is written).
   */
  inviteStaff(input: {
    email: string;
    role: StaffRole;
    link: NewStaffLink;
    now: number;
  }): Promise<{ id: number } | null>;
  /** Stores a new link for the account; its earlier unused links stop working. */
  createStaffLink(staffId: number, link: NewStaffLink): Promise<void>;
  getStaffLink(idHash: string): Promise<StaffLink | null>;
  /**
   * Uses a link once: sets the account's password, ends its sessions and its other unused
   * links, in one transaction, unless the link is unknown, used, expired or its account
   * disabled (then nothing is written).
   */
  redeemStaffLink(idHash: string, passwordHash: string, now: number): Promise<RedeemLinkResult>;
  /**
   * Changes an account's role or whether it is disabled, keeping at least one enabled owner who
   * can sign in: the check and the change are one transaction (two owners demoting each other
   * at once cannot both succeed). Disabling ends the account's sessions and unused links.
   */
  changeStaff(id: number, change: StaffChange, now: number): Promise<StaffChangeResult>;
  recordStaffSignIn(id: number, now: number): Promise<void>;
  /**
   * Turns the second factor on: the secret, the time step of the code that confirmed it (so that
   * code is not accepted again) and the recovery codes' hashes, replacing any earlier ones.
   */
  setSecondFactor(id: number, secret: string, step: number, codeHashes: string[]): Promise<void>;
  /** Turns the second factor off (secret and recovery codes); true when there was one. */
  clearSecondFactor(id: number): Promise<boolean>;
  /**
   * Records that a code of time step `step` was used; false when that step or a later one was
   * used already (a replayed code), so each code signs in once.
   */
  claimTotpStep(id: number, step: number): Promise<boolean>;
  replaceRecoveryCodes(id: number, codeHashes: string[]): Promise<void>;
  /** Uses an unused recovery code of the account; false when there is none with this hash. */
  spendRecoveryCode(id: number, codeHash: string, now: number): Promise<boolean>;
  /** The account's unused recovery codes. */
  countRecoveryCodes(id: number): Promise<number>;
  createSession(session: NewStaffSession): Promise<void>;
  getSession(idHash: string): Promise<StaffSession | null>;
  touchSession(idHash: string, now: number): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** Signs an account out everywhere (password reset); returns how many sessions ended. */
  deleteStaffSessions(staffId: number): Promise<number>;
  /**
   * Takes one of the `max` code attempts of a session that waits for its second factor; false
   * when it has none left (the check and the count are one statement, so parallel codes cannot
   * exceed it). Returns the attempts taken so far, or null.
   */
  takeCodeAttempt(idHash: string, max: number): Promise<number | null>;
  /** Records that the session's person typed their password again just now. */
  markReauthenticated(idHash: string, now: number): Promise<void>;
  /** Stores a one-time sign-in link (only its hash). */
  createSignInLink(link: {
    idHash: string;
    staffId: number;
    createdAt: number;
    expiresAt: number;
  }): Promise<void>;
  /**
   * Uses a sign-in link once (a statement that only succeeds while it is unused and unexpired);
   * returns its account, or null.
   */
  redeemSignInLink(idHash: string, now: number): Promise<StaffAccount | null>;
  /** Whether a sign-in link is usable (its page shows a button, not a form that uses it). */
  signInLinkValid(idHash: string, now: number): Promise<boolean>;
  /**
   * Deletes sessions past their absolute end (a session waiting for its second factor ends at
   * its pendingUntil) or idle since before `idleBefore`, and links expired before `linksBefore`.
   */
  purgeSessions(now: number, idleBefore: number, linksBefore?: number): Promise<number>;
  /**
   * Ends the account's unused one-time links (`npm run admin:add` set its password): each is
   * marked used at `now`, so it then answers "already used"; returns how many.
   */
  endStaffLinks(staffId: number, now: number): Promise<number>;
}

export function rowToStaff(row: Row): StaffAccount {
  return {
    id: asNumber(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    createdAt: asNumber(row.created_at),
    updatedAt: asNumber(row.updated_at),
    role: row.role as StaffRole,
    disabledAt: asNumberOrNull(row.disabled_at),
    lastSignInAt: asNumberOrNull(row.last_sign_in_at),
    totpSecret: asTextOrNull(row.totp_secret),
    totpLastStep: asNumberOrNull(row.totp_last_step),
    readsLeads: asNumber(row.reads_leads ?? 0) === 1,
  };
}

export function rowToSession(row: Row): StaffSession {
  return {
    idHash: String(row.id_hash),
    staffId: asNumber(row.staff_id),
    csrfToken: String(row.csrf_token),
    createdAt: asNumber(row.created_at),
    lastSeenAt: asNumber(row.last_seen_at),
    expiresAt: asNumber(row.expires_at),
    pendingUntil: asNumberOrNull(row.pending_until),
    codeFailures: asNumber(row.code_failures ?? 0),
    reauthAt: asNumberOrNull(row.reauth_at),
    email: String(row.email),
    role: row.role as StaffRole,
    disabledAt: asNumberOrNull(row.disabled_at),
    hasSecondFactor: asNumber(row.has_totp) === 1,
    readsLeads: asNumber(row.reads_leads ?? 0) === 1,
  };
}

function rowToLink(row: Row): StaffLink {
  return {
    idHash: String(row.id_hash),
    staffId: asNumber(row.staff_id),
    purpose: row.purpose === "invite" ? "invite" : "reset",
    createdBy: asNumberOrNull(row.created_by),
    createdAt: asNumber(row.created_at),
    expiresAt: asNumber(row.expires_at),
    usedAt: asNumberOrNull(row.used_at),
    email: String(row.email),
    role: row.role as StaffRole,
    disabledAt: asNumberOrNull(row.disabled_at),
  };
}

/** An owner who can sign in: enabled, with a password. */
const activeOwner = "role = 'owner' AND disabled_at IS NULL AND password_hash <> ''";
/** Every account change of one kind waits for the others (PostgreSQL advisory lock). */
const STAFF_LOCK = "staff-accounts";

const insertLink = `INSERT INTO staff_links (id_hash, staff_id, purpose, created_by, created_at, expires_at)
  VALUES (?, ?, ?, ?, ?, ?)`;
const linkValues = (staffId: number, link: NewStaffLink) => [
  link.idHash,
  staffId,
  link.purpose,
  link.createdBy,
  link.createdAt,
  link.expiresAt,
];

export function staffStore(db: Engine): StaffStore {
  const insertCodes = (id: number, hashes: string[]) =>
    write(
      `INSERT INTO staff_recovery_codes (staff_id, code_hash) VALUES ${hashes.map(() => "(?, ?)").join(", ")}`,
      hashes.flatMap((hash) => [id, hash]),
    );

  return {
    async upsertStaff(email, passwordHash, now, options = {}) {
      // Accounts are never deleted, so when the insert finds the email taken, the update finds it.
      const inserted = await db.get(
        `INSERT INTO staff (email, password_hash, created_at, updated_at, role) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, passwordHash, now, now, options.role ?? "owner"],
      );
      if (inserted) return { id: asNumber(inserted.id), created: true };
      const updated = await db.get(
        `UPDATE staff SET password_hash = ?, updated_at = ?, disabled_at = NULL,
           role = COALESCE(?, role)
         WHERE email = ? RETURNING id`,
        [passwordHash, now, options.role ?? null, email],
      );
      return { id: asNumber(updated?.id), created: false };
    },

    async getStaffByEmail(email) {
      const row = await db.get("SELECT * FROM staff WHERE email = ?", [email]);
      return row ? rowToStaff(row) : null;
    },

    async getStaffById(id) {
      const row = await db.get("SELECT * FROM staff WHERE id = ?", [id]);
      return row ? rowToStaff(row) : null;
    },

    async listStaff() {
      return (await db.all("SELECT * FROM staff ORDER BY email")).map(rowToStaff);
    },

    async rehashStaffPassword(id, oldHash, newHash) {
      const changed = await db.run(
        "UPDATE staff SET password_hash = ? WHERE id = ? AND password_hash = ?",
        [newHash, id, oldHash],
      );
      return changed > 0;
    },

    inviteStaff: ({ email, role, link, now }) =>
      atomic(db, [STAFF_LOCK], function* () {
        const [row] = yield* readRows(
          `INSERT INTO staff (email, password_hash, created_at, updated_at, role)
           VALUES (?, '', ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
          [email, now, now, role],
        );
        if (!row) return null;
        const id = asNumber(row.id);
        yield* write(insertLink, linkValues(id, link));
        return { id };
      }),

    createStaffLink: (staffId, link) =>
      atomic(db, [STAFF_LOCK], function* () {
        yield* write("DELETE FROM staff_links WHERE staff_id = ? AND used_at IS NULL", [staffId]);
        yield* write(insertLink, linkValues(staffId, link));
      }),

    async getStaffLink(idHash) {
      const row = await db.get(
        `SELECT l.*, staff.email, staff.role, staff.disabled_at FROM staff_links l
         JOIN staff ON staff.id = l.staff_id WHERE l.id_hash = ?`,
        [idHash],
      );
      return row ? rowToLink(row) : null;
    },

    redeemStaffLink: (idHash, passwordHash, now) =>
      atomic<RedeemLinkResult>(db, [STAFF_LOCK], function* () {
        const [row] = yield* readRows(
          `SELECT l.*, staff.email, staff.role, staff.disabled_at FROM staff_links l
           JOIN staff ON staff.id = l.staff_id WHERE l.id_hash = ?`,
          [idHash],
        );
        if (!row) return { ok: false, reason: "unknown" };
        const link = rowToLink(row);
        if (link.usedAt !== null) return { ok: false, reason: "used" };
        if (link.expiresAt <= now) return { ok: false, reason: "expired" };
        if (link.disabledAt !== null) return { ok: false, reason: "disabled" };
        yield* write("UPDATE staff_links SET used_at = ? WHERE id_hash = ?", [now, idHash]);
        yield* write(
          "DELETE FROM staff_links WHERE staff_id = ? AND used_at IS NULL AND id_hash <> ?",
          [link.staffId, idHash],
        );
        yield* write("UPDATE staff SET password_hash = ?, updated_at = ? WHERE id = ?", [
          passwordHash,
          now,
          link.staffId,
        ]);
        yield* write("DELETE FROM staff_sessions WHERE staff_id = ?", [link.staffId]);
        return {
          ok: true,
          staffId: link.staffId,
          email: link.email,
          role: link.role,
          purpose: link.purpose,
        };
      }),

    changeStaff: (id, change, now) =>
      atomic<StaffChangeResult>(db, [STAFF_LOCK], function* () {
        const [row] = yield* readRows("SELECT * FROM staff WHERE id = ?", [id]);
        if (!row) return "not-found";
        const account = rowToStaff(row);
        const role = change.role ?? account.role;
        const disabledAt =
          change.disabled === undefined
            ? account.disabledAt
            : change.disabled
              ? (account.disabledAt ?? now)
              : null;
        const readsLeads = change.readsLeads ?? account.readsLeads;
        if (
          role === account.role &&
          disabledAt === account.disabledAt &&
          readsLeads === account.readsLeads
        )
          return "unchanged";
        const wasActiveOwner =
          account.role === "owner" && account.disabledAt === null && account.passwordHash !== "";
        if (wasActiveOwner && (role !== "owner" || disabledAt !== null)) {
          const [others] = yield* readRows(
            `SELECT COUNT(*) AS n FROM staff WHERE ${activeOwner} AND id <> ?`,
            [id],
          );
          if (asNumber(others?.n ?? 0) === 0) return "last-owner";
        }
        yield* write(
          "UPDATE staff SET role = ?, disabled_at = ?, reads_leads = ?, updated_at = ? WHERE id = ?",
          [role, disabledAt, readsLeads ? 1 : 0, now, id],
        );
        if (disabledAt !== null && account.disabledAt === null) {
          yield* write("DELETE FROM staff_sessions WHERE staff_id = ?", [id]);
          yield* write("DELETE FROM staff_links WHERE staff_id = ? AND used_at IS NULL", [id]);
        }
        return "changed";
      }),

    async recordStaffSignIn(id, now) {
      await db.run("UPDATE staff SET last_sign_in_at = ? WHERE id = ?", [now, id]);
    },

    setSecondFactor: (id, secret, step, codeHashes) =>
      atomic(db, [`${STAFF_LOCK}:${id}`], function* () {
        yield* write("UPDATE staff SET totp_secret = ?, totp_last_step = ? WHERE id = ?", [
          secret,
          step,
          id,
        ]);
        yield* write("DELETE FROM staff_recovery_codes WHERE staff_id = ?", [id]);
        if (codeHashes.length > 0) yield* insertCodes(id, codeHashes);
      }),

    clearSecondFactor: (id) =>
      atomic(db, [`${STAFF_LOCK}:${id}`], function* () {
        const changed = yield* write(
          "UPDATE staff SET totp_secret = NULL, totp_last_step = NULL WHERE id = ? AND totp_secret IS NOT NULL",
          [id],
        );
        yield* write("DELETE FROM staff_recovery_codes WHERE staff_id = ?", [id]);
        return changed > 0;
      }),

    async claimTotpStep(id, step) {
      const changed = await db.run(
        `UPDATE staff SET totp_last_step = ?
         WHERE id = ? AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < ?)`,
        [step, id, step],
      );
      return changed > 0;
    },

    replaceRecoveryCodes: (id, codeHashes) =>
      atomic(db, [`${STAFF_LOCK}:${id}`], function* () {
        yield* write("DELETE FROM staff_recovery_codes WHERE staff_id = ?", [id]);
        if (codeHashes.length > 0) yield* insertCodes(id, codeHashes);
      }),

    async spendRecoveryCode(id, codeHash, now) {
      const changed = await db.run(
        `UPDATE staff_recovery_codes SET used_at = ?
         WHERE staff_id = ? AND code_hash = ? AND used_at IS NULL`,
        [now, id, codeHash],
      );
      return changed > 0;
    },

    async countRecoveryCodes(id) {
      const row = await db.get(
        "SELECT COUNT(*) AS n FROM staff_recovery_codes WHERE staff_id = ? AND used_at IS NULL",
        [id],
      );
      return asNumber(row?.n ?? 0);
    },

    async createSession(session) {
      await db.run(
        `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at, pending_until)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        [
          session.idHash,
          session.staffId,
          session.csrfToken,
          session.createdAt,
          session.createdAt,
          session.expiresAt,
          session.pendingUntil ?? null,
        ],
      );
    },

    async getSession(idHash) {
      const row = await db.get(
        `SELECT s.*, staff.email, staff.role, staff.disabled_at, staff.reads_leads,
           CASE WHEN staff.totp_secret IS NULL THEN 0 ELSE 1 END AS has_totp
         FROM staff_sessions s JOIN staff ON staff.id = s.staff_id
         WHERE s.id_hash = ?`,
        [idHash],
      );
      return row ? rowToSession(row) : null;
    },

    async touchSession(idHash, now) {
      await db.run("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?", [now, idHash]);
    },

    async deleteSession(idHash) {
      await db.run("DELETE FROM staff_sessions WHERE id_hash = ?", [idHash]);
    },

    deleteStaffSessions: (staffId) =>
      db.run("DELETE FROM staff_sessions WHERE staff_id = ?", [staffId]),

    async takeCodeAttempt(idHash, max) {
      const row = (
        await db.all(
          `UPDATE staff_sessions SET code_failures = code_failures + 1
           WHERE id_hash = ? AND code_failures < ? RETURNING code_failures`,
          [idHash, max],
        )
      )[0];
      return row ? asNumber(row.code_failures) : null;
    },

    async markReauthenticated(idHash, now) {
      await db.run("UPDATE staff_sessions SET reauth_at = ? WHERE id_hash = ?", [now, idHash]);
    },

    async createSignInLink(link) {
      await db.run(
        "INSERT INTO sign_in_links (id_hash, staff_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
        [link.idHash, link.staffId, link.createdAt, link.expiresAt],
      );
    },

    async redeemSignInLink(idHash, now) {
      const used = (
        await db.all(
          `UPDATE sign_in_links SET used_at = ?
           WHERE id_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING staff_id`,
          [now, idHash, now],
        )
      )[0];
      if (!used) return null;
      const row = await db.get("SELECT * FROM staff WHERE id = ?", [asNumber(used.staff_id)]);
      return row ? rowToStaff(row) : null;
    },

    async signInLinkValid(idHash, now) {
      const row = await db.get(
        "SELECT 1 AS ok FROM sign_in_links WHERE id_hash = ? AND used_at IS NULL AND expires_at > ?",
        [idHash, now],
      );
      return Boolean(row);
    },

    async purgeSessions(now, idleBefore, linksBefore) {
      const ended = await db.run(
        `DELETE FROM staff_sessions
         WHERE expires_at <= ? OR last_seen_at < ? OR (pending_until IS NOT NULL AND pending_until <= ?)`,
        [now, idleBefore, now],
      );
      if (linksBefore !== undefined) {
        await db.run("DELETE FROM staff_links WHERE expires_at < ?", [linksBefore]);
        await db.run("DELETE FROM sign_in_links WHERE expires_at < ?", [linksBefore]);
      }
      return ended;
    },

    endStaffLinks: (staffId, now) =>
      db.run("UPDATE staff_links SET used_at = ? WHERE staff_id = ? AND used_at IS NULL", [
        now,
        staffId,
      ]),
  };
}
