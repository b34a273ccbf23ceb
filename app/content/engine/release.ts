/**
 * A release of the site's words: its shipped documents, the schemas that check a topic's
 * document, and the content migrations it ships. The live words are a release's shipped files
 * with every staff change applied (app/content/engine/overlay.ts); the server reads this release's, a
 * test or `check-release` may hand the content layer another (the release test builds its
 * "second release" this way, tests/integration/content-release.test.ts).
 */
import {
  type ContentDocuments,
  type DataTopicName,
  type PartFailure,
  parseDocument,
  shippedDocuments,
} from "./content";
import type { TopicDocument } from "./document";
import { type ContentMigration, contentMigrations } from "./migrations";
import { applyChanges, changesUnder, type PartsDocument, type StaffChange } from "./overlay";
import { namedPath, type PathSegment } from "./paths";

export interface Release {
  shipped: ContentDocuments;
  parse(
    name: DataTopicName,
    document: PartsDocument,
  ): { ok: true; document: TopicDocument } | { ok: false; failures: PartFailure[] };
  migrations: readonly ContentMigration[];
}

let current: Release | undefined;

/** This build's release. */
export function currentRelease(): Release {
  current ??= {
    shipped: shippedDocuments(),
    parse: parseDocument,
    migrations: contentMigrations,
  };
  return current;
}

export type Overlaid =
  | { ok: true; document: TopicDocument; unplaced: StaffChange[] }
  | { ok: false; failures: PartFailure[]; unplaced: StaffChange[] };

/** Rounds of "a field this release does not know": one per depth of renamed groups at most. */
const ROUNDS = 8;

/**
 * A topic's live document in `release`: its shipped document with `changes` applied and checked
 * by its schema. A staff value whose field this release no longer has (its place is missing, or
 * the schema names it an unknown field) is set aside as unplaced, never a reason to refuse the
 * rest; any other failure of the schema is returned as it is.
 */
export function overlaid(
  release: Release,
  topic: DataTopicName,
  changes: readonly StaffChange[],
): Overlaid {
  let placed = [...changes];
  const unplaced: StaffChange[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const applied = applyChanges(release.shipped[topic] as PartsDocument, placed);
    unplaced.push(...applied.unplaced);
    placed = placed.filter((change) => !applied.unplaced.includes(change));
    const parsed = release.parse(topic, applied.document);
    if (parsed.ok) return { ok: true, document: parsed.document, unplaced };
    const unknownFields: PathSegment[][] = parsed.failures.flatMap(({ part, issues }) =>
      issues.flatMap((issue) =>
        issue.code === "unrecognized_keys"
          ? issue.keys.map((key) => [
              part,
              ...namedPath(applied.document[part], issue.path as PathSegment[]),
              key,
            ])
          : [],
      ),
    );
    const explained = unknownFields.map((path) => changesUnder(placed, path).under);
    // An unknown field no staff value explains is the stored words' fault, not the release's.
    if (explained.length === 0 || explained.some((under) => under.length === 0))
      return { ok: false, failures: parsed.failures, unplaced };
    const gone = explained.flat();
    unplaced.push(...gone);
    placed = placed.filter((change) => !gone.includes(change));
  }
  return { ok: false, failures: [], unplaced };
}
