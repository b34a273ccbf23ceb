/**
 * Every topic's launch-check items (its launch-check.ts, handed to `defineTopic`): what
 * `npm run launch-check`, the server's start-up warning and the words editor list until settled
 * (./launch-check.ts). Server-only: nothing in the browser reads them.
 */
import { dataTopicNames, topicNamed } from "./content";
import type { TopicLaunchCheck } from "./launch-check";

/** Every topic's launch-check items. */
export function launchCheckLists(): TopicLaunchCheck[] {
  return dataTopicNames.map((topic) => ({ topic, items: topicNamed(topic).launchCheck }));
}
