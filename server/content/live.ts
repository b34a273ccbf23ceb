/**
 * The live content: the shipped files with every topic a revision changed replaced by its stored
 * document, each checked by today's rules. A stored document that a later release no longer
 * accepts never stops the server: that topic is served as shipped, the problem is logged once,
 * and staff see it listed at /admin/content and by `npm run content -- status`
 * (docs/decisions/0017-words-as-data.md, issue 50). Today's rules here are those the pages need
 * to be made at all: the document's shape bounds (app/content/bounds.ts), its schema and its
 * topic's rules, a list's words for each of its items, the Hindi with the English's shape, and
 * the topics' joins. The editorial rules of the publish check (the glossary, placeholders…)
 * judge a publish, not words already live.
 */
import { shapeRefusal } from "../../app/content/bounds";
import { structuralIssues } from "../../app/content/checks";
import {
  buildContent,
  type Content,
  type ContentDocuments,
  type DataTopicName,
  isDataTopic,
  parseDocument,
  shippedDocuments,
} from "../../app/content/content";
import type { TopicDocument } from "../../app/content/topic";
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
}

/** At most this many failures are named in a problem's reason. */
const REASONS_NAMED = 5;

/** The live content of `state` (the store's rows), over the shipped files. */
export function liveContentOf(state: LiveState, shipped = shippedDocuments()): LiveContent {
  const documents: Record<string, unknown> = { ...shipped };
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
    const parsed = parseDocument(stored.topic, stored.document as Record<string, unknown>);
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
    content = buildContent(documents as ContentDocuments, state.version);
  } catch {
    const storedNow = accepted.filter(({ topic }) => topic in topicRevisions);
    const joined: Record<string, unknown> = { ...documents };
    for (const { topic } of storedNow) joined[topic] = shipped[topic];
    for (const stored of storedNow) {
      try {
        buildContent(
          { ...joined, [stored.topic]: documents[stored.topic] } as ContentDocuments,
          state.version,
        );
        joined[stored.topic] = documents[stored.topic];
      } catch (error) {
        refuse(stored, `its words cannot be joined: ${(error as Error).message}`);
      }
    }
    content = buildContent(joined as ContentDocuments, state.version);
  }
  return {
    content,
    problems,
    confirmations: state.confirmations,
    topicRevisions,
    topicDates,
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
  shipped = shippedDocuments(),
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
    content: buildContent(documents as unknown as ContentDocuments, live.content.version),
    problems,
    topicRevisions,
    topicDates,
  };
}

/** Reads the live content from the store. */
export async function readLiveContent(store: ContentStore): Promise<LiveContent> {
  return liveContentOf(await store.liveState());
}
