/**
 * The live content: the shipped files with every topic a revision changed replaced by its stored
 * document, each checked by today's schema. A stored document that a later release's schema no
 * longer accepts never stops the server: that topic is served as shipped, the problem is logged,
 * and staff see it listed (docs/decisions/0017-words-as-data.md).
 */
import {
  buildContent,
  type Content,
  type ContentDocuments,
  isDataTopic,
  parseDocument,
  shippedDocuments,
} from "../../app/content/content";
import type { Confirmation, ContentStore, LiveState } from "../db/content";

/** A stored topic served as shipped, and why. */
export interface StoredTopicProblem {
  topic: string;
  revisionId: number;
  /** "unknown topic", or the first failures of its schema ("hi.plans.2.name: Too big…"). */
  reason: string;
}

export interface LiveContent {
  content: Content;
  /** Stored topics served as shipped because today's schema refuses them. */
  problems: StoredTopicProblem[];
  confirmations: Confirmation[];
  /** Each topic's live revision (absent: as shipped). */
  topicRevisions: Record<string, number>;
  /** When each topic's live revision was published, epoch ms (absent: as shipped). */
  topicDates: Record<string, number>;
}

/** The live content of `state` (the store's rows), over the shipped files. */
export function liveContentOf(state: LiveState, shipped = shippedDocuments()): LiveContent {
  const documents: Record<string, unknown> = { ...shipped };
  const problems: StoredTopicProblem[] = [];
  const topicRevisions: Record<string, number> = {};
  const topicDates: Record<string, number> = {};
  for (const stored of state.topics) {
    if (!isDataTopic(stored.topic)) {
      problems.push({
        topic: stored.topic,
        revisionId: stored.revisionId,
        reason: "unknown topic",
      });
      continue;
    }
    const parsed = parseDocument(stored.topic, stored.document as Record<string, unknown>);
    if (parsed.ok) {
      documents[stored.topic] = parsed.document;
      topicRevisions[stored.topic] = stored.revisionId;
      topicDates[stored.topic] = stored.updatedAt;
    } else {
      const reason = parsed.failures
        .flatMap(({ part, issues }) =>
          issues.map((issue) => `${[part, ...issue.path].join(".")}: ${issue.message}`),
        )
        .slice(0, 5)
        .join("; ");
      problems.push({ topic: stored.topic, revisionId: stored.revisionId, reason });
    }
  }
  return {
    content: buildContent(documents as ContentDocuments, state.version),
    problems,
    confirmations: state.confirmations,
    topicRevisions,
    topicDates,
  };
}

/** Reads the live content from the store. */
export async function readLiveContent(store: ContentStore): Promise<LiveContent> {
  return liveContentOf(await store.liveState());
}
