/**
 * A lead's timeline: one row for each thing that happened to it (arrived, assigned, stage
 * changed, note, follow-up set, reply sent, reminder emailed…), oldest first on the lead's page.
 * Rows go with their lead when it is deleted (ON DELETE CASCADE). The audit trail records the
 * staff actions too; this is the lead's own story, which staff may read without audit access.
 */
import { asNumber, asNumberOrNull, asTextOrNull, type Engine, type Row } from "./sql";
import type { LeadEvent } from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const leadEventTables = ["lead_events"] as const;

export interface LeadEventStore {
  /**
   * Adds an event to the lead's timeline; null when the lead does not exist (nothing is
   * written). `actorId` is null for the system.
   */
  addLeadEvent(
    leadId: string,
    kind: string,
    actorId: number | null,
    detail: Record<string, unknown>,
    now: number,
  ): Promise<LeadEvent | null>;
  /** The lead's timeline, oldest first. */
  listLeadEvents(leadId: string): Promise<LeadEvent[]>;
}

function parseDetail(text: unknown): Record<string, unknown> {
  try {
    const value = JSON.parse(String(text ?? "{}"));
    return value && typeof value === "object" && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

function rowToEvent(row: Row): LeadEvent {
  return {
    id: asNumber(row.id),
    leadId: String(row.lead_id),
    at: asNumber(row.at),
    actorId: asNumberOrNull(row.actor_id),
    actorEmail: asTextOrNull(row.actor_email),
    kind: String(row.kind),
    detail: parseDetail(row.detail),
  };
}

export function leadEventStore(db: Engine): LeadEventStore {
  return {
    async addLeadEvent(leadId, kind, actorId, detail, now) {
      const row = await db.get(
        `INSERT INTO lead_events (lead_id, at, actor_id, kind, detail)
         SELECT id, ?, ?, ?, ? FROM leads WHERE id = ?
         RETURNING id, lead_id, at, actor_id, kind, detail`,
        [now, actorId, kind, JSON.stringify(detail), leadId],
      );
      if (!row) return null;
      const actor =
        actorId === null
          ? undefined
          : await db.get("SELECT email FROM staff WHERE id = ?", [actorId]);
      return rowToEvent({ ...row, actor_email: actor?.email ?? null });
    },

    async listLeadEvents(leadId) {
      const rows = await db.all(
        `SELECT e.*, staff.email AS actor_email FROM lead_events e
         LEFT JOIN staff ON staff.id = e.actor_id
         WHERE e.lead_id = ? ORDER BY e.at, e.id`,
        [leadId],
      );
      return rows.map(rowToEvent);
    },
  };
}
