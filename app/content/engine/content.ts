/**
 * The site's content at one revision: every topic's document (facts and words, checked by its
 * schema) and the dictionary each language's pages read, made by running every topic's join on
 * them (docs/decisions/0017-words-as-data.md).
 *
 * The shipped files (each topic's facts.json, en.json, hi.json) are revision 0. The server keeps
 * the live revision (server/content/runtime.ts) and hands it to every loader and action in the
 * load context, so a page is always rendered from one revision; prerendering at build time, which
 * has no load context, renders revision 0 (app/lib/pages/live-content.server.ts).
 */
import type { z } from "zod";
import { formatters } from "~/base/format";
import { type Locale, locales } from "~/base/locale";
import { topics } from "../topics";
import type { DocumentPart, TopicDocument } from "./document";
import type { Topic, TopicView } from "./topic";

type AnyTopic = (typeof topics)[keyof typeof topics];

/** The name of a topic (a folder of app/content). */
export type DataTopicName = keyof typeof topics;

type CopyOf<T> = T extends Topic<string, unknown, unknown, infer Copy> ? Copy : never;
type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never;

/** Every entry of every topic, in one language. */
export type Dictionary = Intersection<CopyOf<AnyTopic>>;

type FactsOf<Name extends DataTopicName> =
  (typeof topics)[Name] extends Topic<string, infer Facts, unknown, object> ? Facts : never;
type WordsOf<Name extends DataTopicName> =
  (typeof topics)[Name] extends Topic<string, unknown, infer Words, object> ? Words : never;

/** Every data topic's document. */
export type ContentDocuments = {
  [Name in DataTopicName]: TopicDocument<FactsOf<Name>, WordsOf<Name>>;
};

export interface Content {
  /** The revision these words are from: 0 for the files as shipped. */
  revision: number;
  documents: ContentDocuments;
  dictionary(locale: Locale): Dictionary;
  /**
   * The topics each entry of the dictionary is made from: its own, and every topic its join
   * read. A page that reads an entry changes when one of them is published.
   */
  entrySources: ReadonlyMap<string, ReadonlySet<DataTopicName>>;
}

export const dataTopicNames = Object.keys(topics) as DataTopicName[];

export function isDataTopic(name: string): name is DataTopicName {
  return (dataTopicNames as string[]).includes(name);
}

/** The data topic named `name`. */
export function topicNamed(name: DataTopicName): Topic {
  return topics[name] as unknown as Topic;
}

/** The schema of one part of a topic's document. */
export function partSchema(name: DataTopicName, part: DocumentPart): z.ZodType {
  const topic = topicNamed(name);
  return part === "facts" ? topic.factsSchema : topic.wordsSchema;
}

/** A part of a document that does not pass its schema, with zod's issues. */
export interface PartFailure {
  part: DocumentPart;
  issues: z.core.$ZodIssue[];
}

/** Checks a topic's document against its schemas; the parsed document, or what failed. */
export function parseDocument(
  name: DataTopicName,
  document: { facts?: unknown; en?: unknown; hi?: unknown },
): { ok: true; document: TopicDocument } | { ok: false; failures: PartFailure[] } {
  const parsed: Partial<TopicDocument> = {};
  const failures: PartFailure[] = [];
  for (const part of ["facts", "en", "hi"] as const) {
    const result = partSchema(name, part).safeParse(
      document[part] ?? (part === "facts" ? {} : undefined),
    );
    if (result.success) parsed[part] = result.data;
    else failures.push({ part, issues: result.error.issues });
  }
  return failures.length > 0
    ? { ok: false, failures }
    : { ok: true, document: parsed as TopicDocument };
}

/** The shipped files of every data topic, checked (a failure is a bug of the release). */
export function shippedDocuments(): ContentDocuments {
  const documents: Record<string, TopicDocument> = {};
  for (const name of dataTopicNames) {
    const result = parseDocument(name, topicNamed(name).shipped);
    if (!result.ok) {
      const detail = result.failures
        .flatMap(({ part, issues }) =>
          issues.map((issue) => `${part}.${issue.path.join(".")}: ${issue.message}`),
        )
        .join("; ");
      throw new Error(`app/content/${name}: the shipped files do not pass the schema: ${detail}`);
    }
    documents[name] = result.document;
  }
  return documents as ContentDocuments;
}

/** Runs every topic's join on `documents`, in every language. */
export function buildContent(documents: ContentDocuments, revision: number): Content {
  const entrySources = new Map<string, Set<DataTopicName>>();
  const dictionaries = {} as Record<Locale, Dictionary>;
  for (const locale of locales) {
    const dictionary: Record<string, unknown> = {};
    for (const [name, topic] of Object.entries(topics) as [string, AnyTopic][]) {
      const read = new Set<DataTopicName>([name as DataTopicName]);
      const document = documents[name as DataTopicName] as TopicDocument;
      const copy = (topic as unknown as Topic).join({
        facts: document.facts,
        words: document[locale],
        locale,
        format: formatters[locale],
        topics: topicsView(documents, locale, read) as never,
      });
      for (const [entry, value] of Object.entries(copy as object)) {
        if (entry in dictionary) throw new Error(`two topics make the entry "${entry}"`);
        dictionary[entry] = value;
        const sources = entrySources.get(entry) ?? new Set();
        for (const source of read) sources.add(source);
        entrySources.set(entry, sources);
      }
    }
    dictionaries[locale] = dictionary as Dictionary;
  }
  return {
    revision,
    documents,
    dictionary: (locale) => dictionaries[locale],
    entrySources,
  };
}

/** Every topic's facts and words in `locale`, noting in `read` each topic a join reads. */
function topicsView(documents: ContentDocuments, locale: Locale, read: Set<DataTopicName>) {
  return new Proxy({} as Record<DataTopicName, TopicView>, {
    get(_target, name) {
      if (typeof name !== "string" || !isDataTopic(name)) return undefined;
      read.add(name);
      const document = documents[name] as TopicDocument;
      return { facts: document.facts, words: document[locale] };
    },
  });
}

let shipped: Content | undefined;

/** Revision 0: the files as shipped. */
export function shippedContent(): Content {
  shipped ??= buildContent(shippedDocuments(), 0);
  return shipped;
}
