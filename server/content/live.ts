/**
 * The live content: the shipped files with every topic a revision changed replaced by its stored
 * document, each checked by today's rules. A stored document that a later release no longer
 * accepts never stops the server: that topic is served as shipped, the problem is logged once,
 * and staff see it listed at /admin/content and by `npm run content -- status`
 * (docs/decisions/0017-words-as-data.md, issue 50). Today's rules here are those the pages need
 * to be made at all: the document's shape bounds (app/content/engine/bounds.ts), its schema and its
 * topic's rules, a list's words for each of its items, the Hindi with the English's shape, and
 * the topics' joins. The editorial rules of the publish check (the glossary, placeholders…)
 * judge a publish, not words already live.
 */
import { shapeRefusal } from "../../app/content/engine/bounds";
import { structuralIssues } from "../../app/content/engine/checks";
import {
  buildContent,
  type Content,
  type ContentDocuments,
  type DataTopicName,
  isDataTopic,
} from "../../app/content/engine/content";
import type { TopicDocument } from "../../app/content/engine/document";
import {
  changesOver,
  type PartsDocument,
  type StaffChange,
} from "../../app/content/engine/overlay";
import { currentRelease, overlaid, type Release } from "../../app/content/engine/release";
import type { Confirmation, ContentStore, LiveState } from "../db/content";

/** A stored topic served as shipped, and why. */
export interface StoredTopicProblem {
  topic: string;
  revisionId: number;
  /** "unknown topic", or the first failures of today's rules ("hi.plans.2.name: Too big…"). */
  reason: string;
}

export interface LiveContent {
  content: Content;
  /** Stored topics served as shipped because today's rules refuse them. */
  problems: StoredTopicProblem[];
  confirmations: Confirmation[];
  /** Each topic's live revision (absent: as shipped). */
  topicRevisions: Record<string, number>;
  /** When each topic's live revision was published, epoch ms (absent: as shipped). */
  topicDates: Record<string, number>;
  /** Each stored topic's staff changes over the shipped words, shown or not (what a write keeps). */
  changes: Record<string, StaffChange[]>;
  /**
   * Staff values this release has no place for (their field was renamed or removed): kept, not
   * shown, listed at /admin/content and by `npm run content -- status` until moved or dropped.
   */
  unplaced: Record<string, StaffChange[]>;
}

/** At most this many failures are named in a problem's reason. */
const REASONS_NAMED = 5;

/** The live content of `state` (the store's rows), over the shipped files. */
export function liveContentOf(state: LiveState, release: Release = currentRelease()): LiveContent {
  const { shipped } = release;
  const documents: Record<string, unknown> = { ...shipped };
  const changes: Record<string, StaffChange[]> = {};
  const unplaced: Record<string, StaffChange[]> = {};
  const problems: StoredTopicProblem[] = [];
  const topicRevisions: Record<string, number> = {};
  const topicDates: Record<string, number> = {};
  const refuse = (stored: { topic: string; revisionId: number }, reason: string) => {
    problems.push({ topic: stored.topic, revisionId: stored.revisionId, reason });
    documents[stored.topic] = shipped[stored.topic as DataTopicName];
    delete topicRevisions[stored.topic];
    delete topicDates[stored.topic];
  };
  const accepted: { topic: DataTopicName; revisionId: number }[] = [];
  for (const stored of state.topics) {
    if (!isDataTopic(stored.topic)) {
      problems.push({
        topic: stored.topic,
        revisionId: stored.revisionId,
        reason: "unknown topic",
      });
      continue;
    }
    if (stored.unreadable) {
      refuse(stored, `its stored text is not readable: ${stored.unreadable}`);
      continue;
    }
    // Measured before the schema walks it.
    const refused =
      stored.document && typeof stored.document === "object"
        ? shapeRefusal(stored.document)
        : { message: "it is not a document" };
    if (refused) {
      refuse(stored, refused.message);
      continue;
    }
    // What staff changed over the shipped words: as recorded, or (a row from before version 11,
    // or written by an older instance) computed from its document.
    const staff =
      stored.changes ??
      changesOver(shipped[stored.topic] as PartsDocument, stored.document as PartsDocument);
    changes[stored.topic] = staff;
    const parsed = overlaid(release, stored.topic, staff);
    if (parsed.unplaced.length > 0) unplaced[stored.topic] = parsed.unplaced;
    if (!parsed.ok) {
      const reason = parsed.failures
        .flatMap(({ part, issues }) =>
          issues.map((issue) => `${[part, ...issue.path].join(".")}: ${issue.message}`),
        )
        .slice(0, REASONS_NAMED)
        .join("; ");
      refuse(stored, reason);
      continue;
    }
    documents[stored.topic] = parsed.document;
    topicRevisions[stored.topic] = stored.revisionId;
    topicDates[stored.topic] = stored.updatedAt;
    accepted.push({ topic: stored.topic, revisionId: stored.revisionId });
  }
  // The rules the pages need, on the stored topics: one that fails them is served as shipped
  // (which the release's own tests passed).
  for (const stored of accepted) {
    const reasons = structuralIssues(stored.topic, documents[stored.topic] as TopicDocument)
      .filter((issue) => issue.severity === "error")
      .map((issue) => `${[issue.part, ...issue.path].join(".")}: ${issue.message}`);
    if (reasons.length > 0) refuse(stored, reasons.slice(0, REASONS_NAMED).join("; "));
  }
  // The topics' joins: a stored topic a join cannot read is served as shipped. Found one by
  // one (only when the whole fails): each stored topic is added to the shipped words in turn.
  let content: Content;
  try {
    content = buildContent(documents as ContentDocuments, state.revision);
  } catch {
    const storedNow = accepted.filter(({ topic }) => topic in topicRevisions);
    const joined: Record<string, unknown> = { ...documents };
    for (const { topic } of storedNow) joined[topic] = shipped[topic];
    for (const stored of storedNow) {
      try {
        buildContent(
          { ...joined, [stored.topic]: documents[stored.topic] } as ContentDocuments,
          state.revision,
        );
        joined[stored.topic] = documents[stored.topic];
      } catch (error) {
        refuse(stored, `its words cannot be joined: ${(error as Error).message}`);
      }
    }
    content = buildContent(joined as ContentDocuments, state.revision);
  }
  return {
    content,
    problems,
    confirmations: state.confirmations,
    topicRevisions,
    topicDates,
    changes,
    unplaced,
  };
}

/**
 * `live` with `topics` served as shipped, each listed with `reason`: what the runtime serves
 * when the pages cannot be made with those topics' stored words.
 */
export function withShippedTopics(
  live: LiveContent,
  topics: readonly string[],
  reason: string,
  shipped: ContentDocuments = currentRelease().shipped,
): LiveContent {
  if (topics.length === 0) return live;
  const documents = { ...live.content.documents } as Record<string, TopicDocument>;
  const topicRevisions = { ...live.topicRevisions };
  const topicDates = { ...live.topicDates };
  const problems = [...live.problems];
  for (const topic of topics) {
    if (!isDataTopic(topic)) continue;
    documents[topic] = shipped[topic] as TopicDocument;
    problems.push({ topic, revisionId: topicRevisions[topic] ?? 0, reason });
    delete topicRevisions[topic];
    delete topicDates[topic];
  }
  return {
    ...live,
    content: buildContent(documents as unknown as ContentDocuments, live.content.revision),
    problems,
    topicRevisions,
    topicDates,
  };
}

/** Reads the live content from the store. */
export async function readLiveContent(
  store: ContentStore,
  release: Release = currentRelease(),
): Promise<LiveContent> {
  return liveContentOf(await store.liveState(), release);
}
