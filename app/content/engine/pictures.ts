/**
 * The picture fields of the site's words (`picture()` of ./fields.ts), read across topics: which
 * library pictures a revision chooses, and where each shows. The publish check asks the library
 * about the hashes chosen (./checks.ts); the media library's "where used" lists the uses, and
 * refuses to remove a picture that has one (server/media/routes.ts).
 */
import { z } from "zod";
import { type ContentDocuments, type DataTopicName, dataTopicNames, topicNamed } from "./content";
import type { PictureChoice } from "./fields";
import { leavesOf, type PathSegment } from "./paths";

/** A picture field's value: what `picture()` of ./fields.ts holds. */
export function isPictureChoice(at: unknown): at is PictureChoice {
  return (
    !!at &&
    typeof at === "object" &&
    !Array.isArray(at) &&
    "hash" in at &&
    "decorative" in at &&
    Object.keys(at).length === 2
  );
}

/** One picture a revision chooses: its topic, its field's path in the facts and its hash. */
export interface ChosenPicture {
  topic: DataTopicName;
  /** The field in the facts (list items by id): ["projects", "admin-dashboard", "webPicture"]. */
  path: PathSegment[];
  hash: string;
}

/** Every library picture the documents of `topics` choose, in document order. */
export function chosenPictures(
  documents: Partial<ContentDocuments>,
  topics: readonly DataTopicName[] = dataTopicNames,
): ChosenPicture[] {
  const found: ChosenPicture[] = [];
  for (const topic of topics) {
    const facts = documents[topic]?.facts;
    for (const { path, value } of leavesOf(facts, isPictureChoice))
      if (typeof value.hash === "string") found.push({ topic, path, hash: value.hash });
  }
  return found;
}

/** The labels of a topic's picture fields, by the field's key ("webPicture" → "Screenshot picture"). */
function pictureTitles(topic: DataTopicName): Map<string, string> {
  const titles = new Map<string, string>();
  const walk = (node: unknown, key: string) => {
    if (!node || typeof node !== "object") return;
    const schema = node as Record<string, unknown>;
    if (schema.picture === true) {
      titles.set(key, String(schema.title ?? key));
      return;
    }
    for (const [name, child] of Object.entries((schema.properties ?? {}) as object))
      walk(child, name);
    walk(schema.items, key);
  };
  walk(z.toJSONSchema(topicNamed(topic).factsSchema, { unrepresentable: "any" }), "");
  return titles;
}
const titleCache = new Map<DataTopicName, Map<string, string>>();

/** Where a picture shows, as staff read it: the topic's title and the field's label. */
export interface PictureUse {
  /** The topic as the editor lists it: "Our work". */
  topic: string;
  /** The field's label and which item: "Screenshot picture (projects › admin-dashboard)". */
  field: string;
  /** The field's path in the topic's document: "facts.projects.admin-dashboard.webPicture". */
  path: string;
}

/** Every use of the picture `hash` in `documents` (the live words). */
export function usesOfPicture(documents: Partial<ContentDocuments>, hash: string): PictureUse[] {
  return chosenPictures(documents)
    .filter((chosen) => chosen.hash === hash)
    .map(({ topic, path }) => {
      const titles = titleCache.get(topic) ?? pictureTitles(topic);
      titleCache.set(topic, titles);
      const key = String(path.at(-1));
      const item = path.slice(0, -1).join(" › ");
      return {
        topic: topicNamed(topic).title,
        field: `${titles.get(key) ?? key}${item ? ` (${item})` : ""}`,
        path: ["facts", ...path].join("."),
      };
    });
}
