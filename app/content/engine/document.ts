/**
 * A topic's document: its facts and its words in each language, as the files hold it and as a
 * revision stores it. The type every part of the engine reads (apart from ./topic.ts, so that a
 * path, a launch-check item and a topic's definition can each name it without importing another).
 */
/** A topic's data as the files hold it, and as a revision stores it. */
export interface TopicDocument<Facts = unknown, Words = unknown> {
  facts: Facts;
  en: Words;
  hi: Words;
}

/** The parts of a topic's document: its facts, and its words in each language. */
export type DocumentPart = keyof TopicDocument;
export const documentParts = ["facts", "en", "hi"] as const satisfies readonly DocumentPart[];
