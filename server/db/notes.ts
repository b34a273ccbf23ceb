/**
 * Notes staff add to a lead (the lead page shows them, oldest first). A note goes with its lead
 * when the lead is deleted (ON DELETE CASCADE), so an erased lead leaves no text behind.
 */
import { asNumber, asNumberOrNull, asTextOrNull, type Engine, type Row } from "./sql";
import type { LeadNote } from "./types";

/** The tables of this kind (backups walk them; tests/integration/schema.test.ts checks them). */
export const noteTables = ["lead_notes"] as const;

export interface LeadNoteStore {
  /**
   * Adds a note to the lead; null when the lead does not exist (nothing is written). With a
   * `onceKey` (random per note box shown), a second add with the same key writes nothing and
   * answers the first note (`created: false`): a double tap or a re-sent form is one note.
   */
  addLeadNote(input: {
    leadId: string;
    authorId: number;
    body: string;
    now: number;
    onceKey?: string;
  }): Promise<(LeadNote & { created: boolean }) | null>;
  listLeadNotes(leadId: string): Promise<LeadNote[]>;
}

function rowToNote(row: Row): LeadNote {
  return {
    id: asNumber(row.id),
    leadId: String(row.lead_id),
    authorId: asNumberOrNull(row.author_id),
    authorEmail: asTextOrNull(row.author_email),
    body: String(row.body),
    createdAt: asNumber(row.created_at),
  };
}

export function noteStore(db: Engine): LeadNoteStore {
  return {
    async addLeadNote({ leadId, authorId, body, now, onceKey }) {
      // The unique (lead_id, once_key) index decides between two posts at the same instant,
      // on any number of instances; NULL keys (no box key) never collide.
      const row = await db.get(
        `INSERT INTO lead_notes (lead_id, author_id, body, created_at, once_key)
         SELECT id, ?, ?, ?, ? FROM leads WHERE id = ?
         ON CONFLICT (lead_id, once_key) DO NOTHING
         RETURNING id, lead_id, author_id, body, created_at`,
        [authorId, body, now, onceKey ?? null, leadId],
      );
      if (row) {
        const author = await db.get("SELECT email FROM staff WHERE id = ?", [authorId]);
        return { ...rowToNote({ ...row, author_email: author?.email ?? null }), created: true };
      }
      if (onceKey === undefined) return null;
      const earlier = await db.get(
        `SELECT n.*, staff.email AS author_email FROM lead_notes n
         LEFT JOIN staff ON staff.id = n.author_id
         WHERE n.lead_id = ? AND n.once_key = ?`,
        [leadId, onceKey],
      );
      return earlier ? { ...rowToNote(earlier), created: false } : null;
    },

    async listLeadNotes(leadId) {
      const rows = await db.all(
        `SELECT n.*, staff.email AS author_email FROM lead_notes n
         LEFT JOIN staff ON staff.id = n.author_id
         WHERE n.lead_id = ? ORDER BY n.created_at, n.id`,
        [leadId],
      );
      return rows.map(rowToNote);
    },
  };
}
