/**
 * The rule of the reply templates (./en.json and its Hindi twin): the messages staff send a lead
 * from its page in the staff inbox, by WhatsApp or by email (app/staff/replies/). The words keep
 * their slots; the reply box fills them at the moment of the reply, from the lead and the staff
 * member (app/staff/replies/fill.ts), so no public page shows them.
 */
import type { z } from "zod";
import { type ReplyTemplateId, replySlots } from "~/base/reply-templates";
import { group, template, text } from "../engine/fields";

/** The slots a template may use (a publish refuses any other), and the templates' ids. */
export {
  type ReplySlot,
  type ReplyTemplateId,
  replySlots,
  replyTemplateIds,
} from "~/base/reply-templates";

const slotHelp =
  "The website fills in the lead's name, what they asked about, the price staff type in the reply box and the name of the staff member replying.";

/** One template: its name in the reply box, the email's subject and the message. */
const replyTemplate = (title: string, when: string) =>
  group(
    { title, description: `The reply ${when}.` },
    {
      label: text(
        { title: "Name in the list", description: "What staff pick in the reply box." },
        { min: 2, max: 40 },
      ),
      subject: template(
        {
          title: "Email subject",
          description: `The subject when the reply goes by email. ${slotHelp}`,
          slots: [],
          optionalSlots: ["name", "service", "staffName"],
        },
        { min: 5, max: 120 },
      ),
      body: template(
        {
          title: "Message",
          description: `The message, by WhatsApp or email; staff can change it before sending. ${slotHelp}`,
          slots: [],
          optionalSlots: replySlots,
          multiline: true,
        },
        { min: 20, max: 1000 },
      ),
    },
  );

export const repliesWordsSchema = group(
  {
    title: "Reply templates",
    description: "The messages staff send a lead from its page, in one language.",
  },
  {
    templates: group(
      {
        title: "Templates",
        description: "Each one a starting point: staff see it filled in and can change it.",
      },
      {
        firstAnswer: replyTemplate("First answer", "to a new enquiry"),
        followUp: replyTemplate("Follow-up", "when the lead has not answered yet"),
        quoteSent: replyTemplate("Quote sent", "with a price"),
        missedCall: replyTemplate("We tried to call", "after a call nobody picked up"),
      },
    ),
    serviceFallback: text(
      {
        title: "When no service was chosen",
        description:
          'Written in place of what they asked about when the lead did not pick a service ("your project"; in Hindi as it reads before के or की: "आपके प्रोजेक्ट").',
      },
      { min: 3, max: 40 },
    ),
  },
);
export type RepliesWords = z.infer<typeof repliesWordsSchema>;
export type ReplyTemplateWords = RepliesWords["templates"][ReplyTemplateId];

/** What the staff inbox reads of the topic, in one language: the templates with their slots. */
export interface RepliesCopy {
  templates: Record<ReplyTemplateId, ReplyTemplateWords>;
  serviceFallback: string;
}
