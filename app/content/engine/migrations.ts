/**
 * The content migrations this release ships: the one place a developer declares what a change of
 * a topic's schema does to the words staff changed (docs/changing-words.md, decision 0021). Each
 * runs once, at the first start of the release that ships it, in one transaction with the record
 * that it ran (server/content/settle.ts), on SQLite and PostgreSQL alike; two instances starting
 * at once run it once. `npm run content -- check-release` names every staff value a release would
 * stop showing that no migration here moves.
 *
 * Steps, on the topic's staff changes (paths from the part: "en.hero.title"):
 * - rename: every staff value at `from` (or inside it) moves to `to`;
 * - fill: a field gets a value made from the topic's live document, where staff have not set it
 *   (a new required field filled from existing values); with rename/drop, a split;
 * - drop: staff values at `path` are discarded on purpose (recorded in the history);
 * - setAside: the release removes the field at `path` knowingly; staff values there are kept,
 *   listed as no longer shown, for staff to move or drop (check-release then accepts them).
 */
import type { DataTopicName } from "./content";
import type { PartsDocument } from "./overlay";

export type MigrationStep =
  | { rename: { from: string; to: string } }
  | {
      fill: string;
      /**
       * The value, from the topic's live document and staff's values by path (shown or set
       * aside: a split reads the field the release removed); undefined leaves it as shipped.
       */
      from: (document: PartsDocument, staffValue: (path: string) => unknown) => unknown;
    }
  | { drop: string }
  | { setAside: string };

export interface ContentMigration {
  /** Unique and never reused: "2026-12-pages-hero-heading". */
  id: string;
  topic: DataTopicName;
  /** What it does and why, in the history. */
  note: string;
  steps: readonly MigrationStep[];
}

/** Oldest first. None yet: the first release with words kept as changes needs none. */
export const contentMigrations: readonly ContentMigration[] = [];
