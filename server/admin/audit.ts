/**
 * The audit trail's service: what every staff action calls to record itself, and what
 * /admin/audit reads. Server-side only; routes reach it as `admin.audit` (the load context) or
 * through `recordAudit` in app/lib/inbox/admin.server.ts, which fills in the signed-in actor and
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
 * Entries cannot be changed or deleted through the application (server/db/audit.ts); they are
 * deleted only by the daily purge, AUDIT_RETENTION_DAYS after they were written.
 */
import type { AuditKind } from "../../app/base/audit-kinds";
import type { AuditStore } from "../db";
import type { AuditEntry, AuditQuery } from "../db/audit";
import type { Logger } from "../log";

const DAY_MS = 86_400_000;

/** Who acted: a staff account, as the entry will name it. */
export interface AuditActor {
  id: number;
  email: string;
}

export interface AuditRecord {
  /** null: nobody signed in (a failed sign-in to an unknown account, the server's own command). */
  actor: AuditActor | null;
  kind: AuditKind;
  subject?: string | null;
  details?: Record<string, unknown> | null;
  /** hashIp(client address, salt) (server/client-ip.ts); null or omitted when there is none. */
  ipHash?: string | null;
}

export interface AuditTrail {
  /** Appends one entry, stamped with the time now. Throws when it cannot be stored. */
  record(entry: AuditRecord): Promise<void>;
  /** Newest first; filters as /admin/audit offers them. */
  list(query?: AuditQuery): Promise<{ items: AuditEntry[]; total: number }>;
  /** Deletes entries older than the retention (none when it is 0); returns how many. */
  purgeExpired(): Promise<number>;
  /** Days an entry is kept (0: for ever). */
  readonly retentionDays: number;
}

export function createAuditTrail(options: {
  repo: AuditStore;
  logger: Logger;
  retentionDays: number;
  now?: () => number;
}): AuditTrail {
  const { repo, logger, retentionDays } = options;
  const now = options.now ?? Date.now;
  return {
    retentionDays,
    async record(entry) {
      await repo.appendAudit({
        createdAt: now(),
        actorId: entry.actor?.id ?? null,
        actorEmail: entry.actor?.email ?? null,
        kind: entry.kind,
        subject: entry.subject ?? null,
        details: entry.details ?? null,
        ipHash: entry.ipHash ?? null,
      });
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
