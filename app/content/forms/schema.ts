/**
 * zod schema of the lead forms' copy (app/content/forms/en.ts and its Hindi twin). Sentences
 * around a runtime value are templates (app/base/template.ts).
 */
import { z } from "zod";
import {
  type LeadField,
  type LeadFieldMessage,
  leadFields,
  leadServices,
} from "~/base/lead-fields";
import { byId, templateSchema } from "../schema";

const text = z.string().min(1);
const perForm = <T extends z.ZodType>(item: T) =>
  z.object({ contact: item, popup: item, career: item });
/** One text for each field of app/base/lead-fields.ts. */
const perField = byId(
  leadFields.map((field): LeadField => field.name),
  text,
);

/** Every message a field of app/base/lead-fields.ts names. */
const fieldMessages = [
  ...new Set(leadFields.flatMap((field) => Object.values(field.messages))),
] as LeadFieldMessage[];

export const leadMessagesSchema = z.object({
  ...byId(fieldMessages, text).shape,
  /** The careers page's message is about the applicant. */
  careerMsgRequired: text,
  serviceInvalid: text,
  bodyTooLarge: text,
});
export type LeadMessages = z.infer<typeof leadMessagesSchema>;

export const leadFormCopySchema = z.object({
  labels: perField,
  /** The popup's select and the careers page's textarea have their own labels. */
  serviceLabel: text,
  careerMsgLabel: text,
  /** Placeholders: verbatim from docs/requirements.md where it gives them. */
  placeholders: perField.extend({ careerMsg: text }),
  /** The label each language shows for a service value (every value needs one). */
  services: z.record(z.enum(leadServices), text),
  /** Visually hidden label of the honeypot field (bots read it, people never see it). */
  honeypotLabel: text,
  submit: perForm(text),
  sending: text,
  privacyNote: z.object({ before: text, link: text, after: z.string() }),
  success: perForm(z.object({ title: text, body: text })),
  sendAnother: text,
  /** One message per field, shown by the browser-side check and returned by the server. */
  messages: leadMessagesSchema,
  /** Summaries shown above the form. */
  summary: z.object({
    invalid: text,
    unreadable: text,
    tooFast: text,
    /** The wait, in whole minutes: one minute, or more. */
    rateLimited: z.object({ one: templateSchema("minutes"), other: templateSchema("minutes") }),
    error: text,
  }),
  /** The answer pages of POST /contactform.php (old cached pages, no JavaScript). */
  legacyPage: z.object({
    /** The <title>: the page's heading, then the brand. */
    documentTitle: templateSchema("title"),
    sentTitle: text,
    sentBody: text,
    failedTitle: text,
    failedHint: text,
    contactLink: text,
    homeLink: text,
  }),
  /** The page answered when a form post is larger than the body limit. */
  tooLongPage: z.object({ title: text, body: templateSchema("limitKb"), backLink: text }),
  /** The page answered to a form post that is not a browser's (wrong type or origin). */
  rejectedPage: z.object({ title: text, body: text }),
});
export type LeadFormCopy = z.infer<typeof leadFormCopySchema>;

/** The words the browser's form needs: all but the pages only the server answers with. */
export type LeadFormClientCopy = Omit<LeadFormCopy, "legacyPage" | "tooLongPage" | "rejectedPage">;

export const formsCopySchema = z.object({ leadFormCopy: leadFormCopySchema });
