/**
 * Which Hindi fields are older than their English, without walking a topic's history at each
 * read (issue 51, deliverable 4). Per topic, a compact record keeps, for each field whose English
 * or Hindi a revision changed, the English before its first change and the English as it was when
 * the Hindi was last written or checked. It is folded in revision by revision and stored with the
 * revision it is folded up to (content_field_record): a read folds only the revisions of the topic
 * published since (usually none), so the editor's page and every autosave read one row, not every
 * revision. The first read after the table was made folds the whole history once and stores it.
 *
 * The answer is the one a walk of every revision gives: a Hindi field is out of date while its
 * English says something else than when the Hindi was written (an English changed and changed
 * back, or undone, leaves the Hindi up to date).
 */
import { diffDocuments } from "../../app/content/engine/diff";
import type { TopicDocument } from "../../app/content/engine/document";
import { formatPath, parsePath, valueAt } from "../../app/content/engine/paths";
import type { ContentStore } from "../db/content";

/** The record of one topic's fields, keyed by the path under the language ("faqs.hosting.answer"). */
export interface FieldRecord {
  /** Each field whose English changed, with its English (as JSON) before the first change. */
  englishFirst: Map<string, string>;
  /** Each field's English (as JSON) when its Hindi was last written or checked. */
  englishAtHindi: Map<string, string>;
}

/** A field the editor marks: its path ("hi.faqs.hosting.answer") and why. */
export interface OutdatedMark {
  path: string;
  message: string;
}

const englishOf = (document: TopicDocument, key: string) =>
  JSON.stringify(valueAt(document.en, parsePath(key)) ?? null);

export const emptyRecord = (): FieldRecord => ({
  englishFirst: new Map(),
  englishAtHindi: new Map(),
});

/** Folds one change of the topic (a revision, or a draft over the live words) into `record`. */
export function foldStep(
  record: FieldRecord,
  before: TopicDocument,
  after: TopicDocument,
  checked: readonly string[] = [],
): void {
  for (const change of diffDocuments(before, after)) {
    const [part, ...rest] = change.path;
    const key = formatPath(rest);
    if (part === "en" && !record.englishFirst.has(key))
      record.englishFirst.set(key, englishOf(before, key));
    if (part === "hi") record.englishAtHindi.set(key, englishOf(after, key));
  }
  for (const path of checked) {
    const key = path.replace(/^hi\./, "");
    record.englishAtHindi.set(key, englishOf(after, key));
  }
}

/** The Hindi fields of `document` whose English says something else than when they were written. */
export function outdatedMarks(record: FieldRecord, document: TopicDocument): OutdatedMark[] {
  const marks: OutdatedMark[] = [];
  for (const [key, first] of record.englishFirst) {
    if (englishOf(document, key) === (record.englishAtHindi.get(key) ?? first)) continue;
    marks.push({
      path: `hi.${key}`,
      message: "the English changed after this was written: check it still says the same",
    });
  }
  return marks;
}

/** A copy of `record` (a draft's step is folded into a copy, never into the stored one). */
export function copyRecord(record: FieldRecord): FieldRecord {
  return {
    englishFirst: new Map(record.englishFirst),
    englishAtHindi: new Map(record.englishAtHindi),
  };
}

// Stored as lists of pairs: an object would put keys that look like numbers first.
function serialize(record: FieldRecord): string {
  return JSON.stringify({
    englishFirst: [...record.englishFirst],
    englishAtHindi: [...record.englishAtHindi],
  });
}

function deserialize(text: string): FieldRecord | null {
  try {
    const parsed = JSON.parse(text) as {
      englishFirst?: [string, string][];
      englishAtHindi?: [string, string][];
    };
    if (!Array.isArray(parsed.englishFirst) || !Array.isArray(parsed.englishAtHindi)) return null;
    return {
      englishFirst: new Map(parsed.englishFirst),
      englishAtHindi: new Map(parsed.englishAtHindi),
    };
  } catch {
    return null;
  }
}

/**
 * The topic's field record up to the store's newest revision: the stored one with the topic's
 * revisions since folded in (each read whole, one at a time), stored again when it moved on.
 * `shipped`: the topic's shipped document, what a revision's missing side stands for.
 */
export async function fieldRecordOf(
  store: ContentStore,
  topic: string,
  shipped: TopicDocument,
): Promise<FieldRecord> {
  // Revisions are written one at a time, in the order of their ids (the content lock): every
  // revision up to the version read here is already there to fold.
  const version = await store.latestRevision();
  const stored = await store.getFieldRecord(topic);
  // A record that cannot be read is made again from the whole history.
  const read = stored ? deserialize(stored.record) : null;
  const record = read ?? emptyRecord();
  const from = read && stored ? stored.upTo : 0;
  if (from >= version) return record;
  const since = await store.listRevisions({
    topic,
    after: from,
    oldestFirst: true,
    limit: 1_000_000_000,
  });
  for (const summary of since) {
    if (summary.id > version) break;
    const revision = await store.getRevision(summary.id);
    const change = revision?.changes[topic];
    if (!change) continue;
    foldStep(
      record,
      (change.before ?? shipped) as TopicDocument,
      (change.after ?? shipped) as TopicDocument,
      change.hindiChecked ?? [],
    );
  }
  await store.saveFieldRecord(topic, { upTo: version, record: serialize(record) });
  return record;
}
