/**
 * The audit trail's service: what every staff action calls to record itself, and what
 * /admin/audit reads. Server-side only; routes reach it as `admin.audit` (the load context) or
 * through `recordAudit` in app/staff/access/checks.server.ts, which fills in the signed-in actor and
 * the client's hashed address.
 *
 *   await admin.audit.record({
 *     actor: { id: staff.staffId, email: staff.email },
 *     kind: "content.publish",              // one of app/base/audit-kinds.ts
 *     subject: "content:pricing",            // what it was done to
 *     details: { revision: 12, from: 11 },   // what changed (JSON; no visitor's personal data)
 *     ipHash: admin.hashIp(context.clientIp),
 *   });
 *
 * A command run on the server names the system user and the host as its actor:
 * `actor: commandLineActor()` (stored with no staff account, the user and host in the details).
 *
 * Noisy events (a refused form post, a throttled sign-in) go through `recordAggregated`
 * instead: counted in memory, one entry per minute per kind, subject and client, with the
 * count (see `recordAggregated` below for why in memory and how it is bounded).
 *
 * What a person typed as their email at a failed or throttled sign-in is kept only when it has
 * the shape of an email address: people type their password in the email box, and the trail
 * must not keep it. This is done here, so no caller can skip it.
 *
 * Entries cannot be changed or deleted through the application (server/db/audit.ts); they are
 * deleted only by the daily purge, AUDIT_RETENTION_DAYS after they were written.
 */
import os from "node:os";
import type { AggregatedAuditKind, AuditKind } from "../../app/base/audit-kinds";
import type { AuditStore } from "../db";
import type { AuditEntry, AuditQuery } from "../db/audit";
import { errorFields, type Logger } from "../log";

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Who acted: a staff account, as the entry will name it. */
export interface AuditActor {
  id: number;
  email: string;
}

/** Who ran a command on the server: the operating system's user, and the host's name. */
export interface CommandLineActor {
  systemUser: string;
  host: string;
}

export interface AuditRecord {
  /**
   * A staff account; a command run on the server (commandLineActor()); or null: nobody signed
   * in (a failed sign-in to an unknown account, the server's own work).
   */
  actor: AuditActor | CommandLineActor | null;
  kind: AuditKind;
  subject?: string | null;
  details?: Record<string, unknown> | null;
  /** hashIp(client address, salt) (server/client-ip.ts); null or omitted when there is none. */
  ipHash?: string | null;
}

/** One occurrence of a noisy event, counted into its minute's entry. */
export interface AggregatedRecord {
  kind: AggregatedAuditKind;
  subject?: string | null;
  ipHash?: string | null;
  /** Kept from the minute's first occurrence; the entry adds `count`. */
  details?: Record<string, unknown> | null;
}

export interface AuditTrail {
  /** Appends one entry, stamped with the time now. Throws when it cannot be stored. */
  record(entry: AuditRecord): Promise<void>;
  /**
   * Counts a noisy event into its minute's entry (per kind, subject and client), written once
   * the minute is over. Never throws and never waits: the caller is refusing a request.
   */
  recordAggregated(entry: AggregatedRecord): void;
  /** Writes the counted entries of the minutes that are over (all of them with `all`). */
  flush(options?: { all?: boolean }): Promise<number>;
  /** The minute entries held in memory now (at most AUDIT_BUCKETS_MAX, plus one per kind). */
  bucketsHeld(): number;
  /** Writes every counted entry and stops the flush timer (shutdown). */
  stop(): Promise<void>;
  /** Newest first; filters as /admin/audit offers them. */
  list(query?: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
  /** Deletes entries older than the retention (none when it is 0); returns how many. */
  purgeExpired(): Promise<number>;
  /** Days an entry is kept (0: for ever). */
  readonly retentionDays: number;
}

/**
 * The minute entries one instance holds at most: a flood from more clients than this in one
 * minute is counted in one entry per kind, "from many addresses". About 0.5 KB each.
 */
export const AUDIT_BUCKETS_MAX = 1000;
/** How often the counted entries of past minutes are written. */
const FLUSH_EVERY_MS = 10_000;

/** What a sign-in entry keeps of a typed email that has no email's shape. */
export const NOT_AN_EMAIL = "(not an email address)";
/** The kinds whose subject is what a person typed as their email. */
const typedEmailKinds: ReadonlySet<AuditKind> = new Set(["signin.failure", "signin.throttled"]);
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A typed email as the trail may keep it: as typed if it looks like one, else a note. */
export function typedEmail(typed: string): string {
  const value = typed.trim();
  return value.length <= 254 && emailShape.test(value) ? value : NOT_AN_EMAIL;
}

function subjectOf(kind: AuditKind, subject: string | null | undefined): string | null {
  if (subject === null || subject === undefined) return null;
  return typedEmailKinds.has(kind) ? typedEmail(subject) : subject;
}

/** The system user and host running this process: the actor of a command-line entry. */
export function commandLineActor(): CommandLineActor {
  let systemUser: string;
  try {
    systemUser = os.userInfo().username;
  } catch {
    // No entry in the user database (a container's numeric user).
    systemUser = process.env.USER || `uid ${process.getuid?.() ?? "unknown"}`;
  }
  return { systemUser, host: os.hostname() };
}

function isCommandLine(actor: AuditRecord["actor"]): actor is CommandLineActor {
  return actor !== null && "systemUser" in actor;
}

interface Bucket {
  kind: AggregatedAuditKind;
  subject: string | null;
  ipHash: string | null;
  details: Record<string, unknown> | null;
  firstAt: number;
  minute: number;
  count: number;
  /** The bucket of a full minute's other clients. */
  overflow: boolean;
}

export function createAuditTrail(options: {
  repo: AuditStore;
  logger: Logger;
  retentionDays: number;
  now?: () => number;
  /** Overrides AUDIT_BUCKETS_MAX (tests). */
  bucketsMax?: number;
}): AuditTrail {
  const { repo, logger, retentionDays } = options;
  const now = options.now ?? Date.now;
  const bucketsMax = options.bucketsMax ?? AUDIT_BUCKETS_MAX;

  async function append(entry: AuditRecord, createdAt: number) {
    const commandLine = isCommandLine(entry.actor) ? entry.actor : null;
    const account = commandLine ? null : (entry.actor as AuditActor | null);
    await repo.appendAudit({
      createdAt,
      actorId: account?.id ?? null,
      actorEmail: account?.email ?? null,
      kind: entry.kind,
      subject: subjectOf(entry.kind, entry.subject),
      details: commandLine
        ? { ...entry.details, systemUser: commandLine.systemUser, host: commandLine.host }
        : (entry.details ?? null),
      ipHash: entry.ipHash ?? null,
    });
  }

  // Why in memory, per instance: a refused request then costs no database write, so a flood of
  // them cannot become a flood of writes (SQLite has one writer, PostgreSQL few connections);
  // a database bucket would still write once per request. The price: each instance writes its
  // own entry for a minute (n instances, up to n entries), and a crash loses at most the
  // counts of the last minute. Bounded: at most `bucketsMax` buckets, then one per kind.
  const buckets = new Map<string, Bucket>();
  let overflowBuckets = 0;
  let timer: NodeJS.Timeout | undefined;

  function recordAggregated(entry: AggregatedRecord) {
    const t = now();
    const minute = Math.floor(t / MINUTE_MS);
    const subject = subjectOf(entry.kind, entry.subject)?.slice(0, 320) ?? null;
    const ipHash = entry.ipHash?.slice(0, 128) ?? null;
    let key = `${minute}\n${entry.kind}\n${ipHash ?? ""}\n${subject ?? ""}`;
    let bucket = buckets.get(key);
    if (!bucket && buckets.size - overflowBuckets >= bucketsMax) {
      // Full: this minute's other clients are counted together.
      key = `${minute}\n${entry.kind}\n(many)`;
      bucket = buckets.get(key);
      if (!bucket) {
        bucket = {
          kind: entry.kind,
          subject: null,
          ipHash: null,
          details: { manyClients: true },
          firstAt: t,
          minute,
          count: 0,
          overflow: true,
        };
        buckets.set(key, bucket);
        overflowBuckets++;
      }
    }
    if (!bucket) {
      bucket = {
        kind: entry.kind,
        subject,
        ipHash,
        details: entry.details ?? null,
        firstAt: t,
        minute,
        count: 0,
        overflow: false,
      };
      buckets.set(key, bucket);
    }
    bucket.count++;
    if (!timer) {
      timer = setInterval(() => {
        flush().catch(() => {});
      }, FLUSH_EVERY_MS);
      timer.unref();
    }
  }

  async function flush(flushOptions: { all?: boolean } = {}) {
    const currentMinute = Math.floor(now() / MINUTE_MS);
    const due: Bucket[] = [];
    for (const [key, bucket] of buckets) {
      if (!flushOptions.all && bucket.minute >= currentMinute) continue;
      buckets.delete(key);
      if (bucket.overflow) overflowBuckets--;
      due.push(bucket);
    }
    if (buckets.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
    let written = 0;
    for (const bucket of due) {
      try {
        await append(
          {
            actor: null,
            kind: bucket.kind,
            subject: bucket.subject,
            details: { ...bucket.details, count: bucket.count },
            ipHash: bucket.ipHash,
          },
          bucket.firstAt,
        );
        written++;
      } catch (error) {
        // Dropped, not kept for a retry: memory stays bounded while the database is away.
        logger.error("audit counts not stored", {
          ...errorFields(error),
          kind: bucket.kind,
          count: bucket.count,
        });
      }
    }
    return written;
  }

  return {
    retentionDays,
    record: (entry) => append(entry, now()),
    recordAggregated,
    flush,
    bucketsHeld: () => buckets.size,
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush({ all: true });
    },
    list: (query) => repo.listAudit(query),
    async purgeExpired() {
      if (retentionDays <= 0) return 0;
      const removed = await repo.purgeAuditBefore(now() - retentionDays * DAY_MS);
      if (removed > 0) logger.info("expired audit entries deleted", { removed, retentionDays });
      return removed;
    },
  };
}
