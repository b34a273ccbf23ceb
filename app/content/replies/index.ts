/**
 * The reply templates (./en.json, ./hi.json): words with slots that only the moment of a reply
 * can fill (the lead, the staff member, a price), so the join hands them on as they are. The
 * staff inbox's reply box reads them from the live revision (app/staff/replies/).
 */
import { noFacts } from "../engine/fields";
import { defineTopic } from "../engine/topic";
import en from "./en.json" with { type: "json" };
import hi from "./hi.json" with { type: "json" };
import { launchCheck } from "./launch-check";
import { type RepliesCopy, repliesWordsSchema } from "./schema";

export const replies = defineTopic({
  name: "replies",
  title: "Reply templates",
  description: "The WhatsApp and email messages staff send a lead from its page in the inbox.",
  factsSchema: noFacts,
  wordsSchema: repliesWordsSchema,
  shipped: { en, hi },
  launchCheck,
  join: ({ words }): { replies: RepliesCopy } => ({ replies: words }),
});
