/**
 * Staff accounts and their sessions (server/admin/ signs in, checks and ends them). Sign-in
 * throttling is in limits.ts.
 */
import { asNumber, type Engine, type Row } from "./sql";
import type { NewStaffSession, StaffAccount, StaffSession } from "./types";

/**
 * The tables of this kind, parents first (backups walk them; tests/integration/schema.test.ts
 * checks them).
 */
export const staffTables = ["staff", "staff_sessions"] as const;

/** Staff accounts and their sessions (shared by every instance). */
export interface StaffStore {
  /** Creates the account, or sets a new password for an existing one. */
  upsertStaff(
    email: string,
    passwordHash: string,
    now: number,
  ): Promise<{ id: number; created: boolean }>;
  getStaffByEmail(email: string): Promise<StaffAccount | null>;
  /**
   * Replaces the password hash with a stronger one of the same password, unless it changed
   * since it was read (a reset by admin:add wins). True when replaced.
   */
  rehashStaffPassword(id: number, oldHash: string, newHash: string): Promise<boolean>;
  createSession(session: NewStaffSession): Promise<void>;
  getSession(idHash: string): Promise<StaffSession | null>;
  touchSession(idHash: string, now: number): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /** Signs an account out everywhere (password reset); returns how many sessions ended. */
  deleteStaffSessions(staffId: number): Promise<number>;
  /** Deletes sessions past their absolute end or idle since before `idleBefore`. */
  purgeSessions(now: number, idleBefore: number): Promise<number>;
}

export function rowToStaff(row: Row): StaffAccount {
  return {
    id: asNumber(row.id),
    email: String(row.email),
    passwordHash: String(row.password_hash),
    createdAt: asNumber(row.created_at),
    updatedAt: asNumber(row.updated_at),
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
    email: String(row.email),
  };
}

export function staffStore(db: Engine): StaffStore {
  return {
    async upsertStaff(email, passwordHash, now) {
      // Accounts are never deleted, so when the insert finds the email taken, the update finds it.
      const inserted = await db.get(
        `INSERT INTO staff (email, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING RETURNING id`,
        [email, passwordHash, now, now],
      );
      if (inserted) return { id: asNumber(inserted.id), created: true };
      const updated = await db.get(
        "UPDATE staff SET password_hash = ?, updated_at = ? WHERE email = ? RETURNING id",
        [passwordHash, now, email],
      );
      return { id: asNumber(updated?.id), created: false };
    },

    async getStaffByEmail(email) {
      const row = await db.get("SELECT * FROM staff WHERE email = ?", [email]);
      return row ? rowToStaff(row) : null;
    },

    async rehashStaffPassword(id, oldHash, newHash) {
      const changed = await db.run(
        "UPDATE staff SET password_hash = ? WHERE id = ? AND password_hash = ?",
        [newHash, id, oldHash],
      );
      return changed > 0;
    },

    async createSession(session) {
      await db.run(
        `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token, created_at, last_seen_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        [
          session.idHash,
          session.staffId,
          session.csrfToken,
          session.createdAt,
          session.createdAt,
          session.expiresAt,
        ],
      );
    },

    async getSession(idHash) {
      const row = await db.get(
        `SELECT s.*, staff.email FROM staff_sessions s JOIN staff ON staff.id = s.staff_id
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

    purgeSessions: (now, idleBefore) =>
      db.run("DELETE FROM staff_sessions WHERE expires_at <= ? OR last_seen_at < ?", [
        now,
        idleBefore,
      ]),
  };
}
