/**
 * Abuse limits: failed sign-ins per account and per client (login_failures), and the count of a
 * client's recent leads that the lead rate limit checks (leads.ts stores a lead within it). Each
 * check and the write it allows are one transaction, serialised per key, so parallel attempts
 * cannot all pass (docs/decisions/0005-limits-passwords-data-files.md).
 */

import type { LeadKind } from "../../app/base/lead-fields";
import { asNumber, type Engine, placeholders, type Row } from "./sql";
import type { LeadRateLimit, LoginLimit, LoginReservation, NewLead, SignInHold } from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const limitTables = ["login_failures", "sign_in_holds"] as const;

/** Failed sign-ins and the count behind the lead rate limit (shared by every instance). */
export interface LimitStore {
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
  /**
   * Forgets every attempt under `key` and under the keys it prefixes (`key:…`, an account's
   * per-client keys and its per-account counts); returns how many failed sign-ins there were
   * (the per-account counts repeat the per-client rows, so they are not counted twice).
   */
  clearLoginFailures(key: string): Promise<number>;
  purgeLoginFailures(before: number): Promise<number>;
  /** The latest hold on `key` (running or ended), or null. */
  getSignInHold(key: string): Promise<SignInHold | null>;
  /**
   * Starts a hold on `key` unless one is running: `durationMs(level)` long, where level is the
   * last hold's level + 1 when that hold ended within `chainMs`, else 0. Returns the new hold,
   * or null when one was already running (so exactly one caller, on any instance, starts it and
   * sends its email).
   */
  startSignInHold(
    key: string,
    now: number,
    durationMs: (level: number) => number,
    chainMs: number,
  ): Promise<SignInHold | null>;
  /** Ends a hold now (an owner cleared it, or a new password was set). */
  endSignInHold(key: string, now: number): Promise<void>;
  /** Leads from one IP hash and source created at or after `since` (rate limiting). */
  countLeadsSince(ipHash: string, source: LeadKind, since: number): Promise<number>;
}

const countLeads =
  "SELECT COUNT(*) AS n FROM leads WHERE ip_hash = ? AND source = ? AND created_at >= ?";

/**
 * The lead rate limit, for leads.ts, which counts inside the transaction that stores the lead.
 * On PostgreSQL that transaction first holds the advisory lock of `key` (the same key as before
 * the split, so instances of both versions serialise on it during a rolling upgrade).
 */
export const leadLimit = {
  key: (lead: NewLead) => `lead:${lead.ipHash}:${lead.source}`,
  count: (lead: NewLead, limit: LeadRateLimit) =>
    [countLeads, [lead.ipHash, lead.source, limit.since]] as const,
  allows: (counted: Row | undefined, limit: LeadRateLimit) => asNumber(counted?.n ?? 0) < limit.max,
};

export function limitStore(db: Engine): LimitStore {
  return {
    async reserveLoginAttempt(limits, since, now) {
      const keys = limits.map(({ key }) => key);
      // Each key counted from its own start (a per-account cap has a longer window).
      const count = [
        `SELECT throttle_key AS key, COUNT(*) AS n, MIN(created_at) AS first_at,
           MAX(created_at) AS last_at FROM login_failures
         WHERE ${limits.map(() => "(throttle_key = ? AND created_at >= ?)").join(" OR ")}
         GROUP BY throttle_key`,
        limits.flatMap((limit) => [limit.key, limit.since ?? since]),
      ] as const;
      const insert = [
        `INSERT INTO login_failures (throttle_key, created_at)
         VALUES ${keys.map(() => "(?, ?)").join(", ")} RETURNING id`,
        keys.flatMap((key) => [key, now]),
      ] as const;
      const windowMs = now - since;
      /** How long each key still refuses attempts (0: open). */
      const waits = (counted: Row[]) => {
        const rows = new Map(counted.map((row) => [String(row.key), row]));
        return limits.map(({ key, max, delayMs, windowMs: ownWindow }) => {
          const row = rows.get(key);
          const n = asNumber(row?.n ?? 0);
          if (n === 0) return { key, wait: 0 };
          const window = ownWindow ?? windowMs;
          if (n >= max) return { key, wait: Math.max(1, asNumber(row?.first_at) + window - now) };
          if (!delayMs) return { key, wait: 0 };
          const delay = Math.min(windowMs, delayMs * 2 ** (n - 1));
          return { key, wait: Math.max(0, asNumber(row?.last_at) + delay - now) };
        });
      };
      const refusal = (counted: Row[]): LoginReservation | null => {
        const closed = waits(counted).filter(({ wait }) => wait > 0);
        if (closed.length === 0) return null;
        return {
          reserved: false,
          fullKeys: closed.map(({ key }) => key),
          retryAfterMs: Math.max(...closed.map(({ wait }) => wait)),
        };
      };
      const reserved = (inserted: Row[]): LoginReservation => ({
        reserved: true,
        ids: inserted.map((row) => asNumber(row.id)),
      });

      if (db.dialect === "sqlite") {
        return db.immediate((sync) => refusal(sync.all(...count)) ?? reserved(sync.all(...insert)));
      }
      return db.exclusive(
        keys.map((key) => `login:${key}`),
        async (transaction) =>
          refusal(await transaction.all(...count)) ?? reserved(await transaction.all(...insert)),
      );
    },

    async releaseLoginAttempt(ids) {
      if (ids.length === 0) return;
      await db.run(`DELETE FROM login_failures WHERE id IN (${placeholders(ids.length)})`, ids);
    },

    async countLoginFailures(key, since) {
      const row = await db.get(
        "SELECT COUNT(*) AS n FROM login_failures WHERE throttle_key = ? AND created_at >= ?",
        [key, since],
      );
      return asNumber(row?.n ?? 0);
    },

    async clearLoginFailures(key) {
      const under = "(throttle_key = ? OR throttle_key LIKE ?)";
      const params = [key, `${key}:%`];
      const counted = await db.get(
        `SELECT COUNT(*) AS n FROM login_failures WHERE ${under}
           AND throttle_key NOT LIKE ? AND throttle_key NOT LIKE ? AND throttle_key NOT LIKE ?`,
        [...params, "%:password", "%:codes", "%:links"],
      );
      await db.run(`DELETE FROM login_failures WHERE ${under}`, params);
      return asNumber(counted?.n ?? 0);
    },

    purgeLoginFailures: (before) =>
      db.run("DELETE FROM login_failures WHERE created_at < ?", [before]),

    async getSignInHold(key) {
      const row = await db.get(
        "SELECT throttle_key, started_at, held_until, level FROM sign_in_holds WHERE throttle_key = ?",
        [key],
      );
      return row ? rowToHold(row) : null;
    },

    async startSignInHold(key, now, durationMs, chainMs) {
      const read = [
        "SELECT throttle_key, started_at, held_until, level FROM sign_in_holds WHERE throttle_key = ?",
        [key],
      ] as const;
      const decide = (row: Row | undefined) => {
        const last = row ? rowToHold(row) : null;
        if (last && last.heldUntil > now) return null;
        const level = last && now - last.heldUntil < chainMs ? last.level + 1 : 0;
        return { key, startedAt: now, heldUntil: now + durationMs(level), level };
      };
      const upsert = (hold: SignInHold) =>
        [
          `INSERT INTO sign_in_holds (throttle_key, started_at, held_until, level) VALUES (?, ?, ?, ?)
           ON CONFLICT (throttle_key) DO UPDATE SET started_at = excluded.started_at,
             held_until = excluded.held_until, level = excluded.level`,
          [hold.key, hold.startedAt, hold.heldUntil, hold.level],
        ] as const;
      // Read and write in one transaction, serialised per key: one caller starts the hold.
      if (db.dialect === "sqlite") {
        return db.immediate((sync) => {
          const hold = decide(sync.all(...read)[0]);
          if (hold) sync.run(...upsert(hold));
          return hold;
        });
      }
      return db.exclusive([`hold:${key}`], async (transaction) => {
        const hold = decide((await transaction.all(...read))[0]);
        if (hold) await transaction.run(...upsert(hold));
        return hold;
      });
    },

    async endSignInHold(key, now) {
      await db.run(
        "UPDATE sign_in_holds SET held_until = ? WHERE throttle_key = ? AND held_until > ?",
        [now, key, now],
      );
    },

    async countLeadsSince(ipHash, source, since) {
      return asNumber((await db.get(countLeads, [ipHash, source, since]))?.n ?? 0);
    },
  };
}

function rowToHold(row: Row): SignInHold {
  return {
    key: String(row.throttle_key),
    startedAt: asNumber(row.started_at),
    heldUntil: asNumber(row.held_until),
    level: asNumber(row.level),
  };
}
