/**
 * The reply templates' ids and slots (issue 54): the words are a content topic
 * (app/content/replies, whose schema refuses any other slot); the staff inbox's reply box
 * (app/staff/replies/) fills the slots at the moment of a reply. Plain constants, here so the
 * box's components need nothing of app/content but its types.
 */
export const replySlots = ["name", "service", "price", "staffName"] as const;
export type ReplySlot = (typeof replySlots)[number];

export const replyTemplateIds = ["firstAnswer", "followUp", "quoteSent", "missedCall"] as const;
export type ReplyTemplateId = (typeof replyTemplateIds)[number];

/** The slots of the reply box still in a text: "{price}" nobody typed. */
export function unfilledReplySlots(text: string): ReplySlot[] {
  const found = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
  return [...new Set(found)].filter((slot): slot is ReplySlot =>
    (replySlots as readonly string[]).includes(slot),
  );
}
