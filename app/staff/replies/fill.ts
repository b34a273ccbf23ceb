/**
 * A reply template (app/content/replies) filled for one lead by one staff member: {name} the
 * lead's name, {service} what they asked about in the template's language, {staffName} the staff
 * member's name, {price} the price typed in the reply box. A slot with no value ({price} left
 * empty) stays in the text, so staff see what is missing; the reply action refuses to send it.
 */
import { type LeadServiceValue, leadServices } from "~/base/lead-fields";
import { type ReplySlot, unfilledReplySlots } from "~/base/reply-templates";
import { fill } from "~/base/template";
import type { ReplyTemplateWords } from "~/content/replies/schema";

export type ReplySlotValues = Record<ReplySlot, string>;

/** The subject and message with the slots that have a value written in. */
export function fillReply(
  template: ReplyTemplateWords,
  values: Partial<ReplySlotValues>,
): { subject: string; body: string } {
  const known = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value.trim() !== ""),
  ) as ReplySlotValues;
  return { subject: fill(template.subject, known), body: fill(template.body, known) };
}

/** The reply box's slots still in a text (a price nobody typed): no reply is sent with any. */
export const unfilledSlots = unfilledReplySlots;

/**
 * What a lead asked about: the popup's service (its message is the service's value, then the
 * form's suffix: "App Development || Contact Popup") in the language's words, else the fallback
 * ("your project").
 */
export function serviceOf(
  lead: { source: string; message: string },
  labels: Readonly<Record<LeadServiceValue, string>>,
  fallback: string,
): string {
  if (lead.source !== "popup") return fallback;
  const value = lead.message.split(" || ")[0]?.trim();
  return (leadServices as readonly string[]).includes(value ?? "")
    ? labels[value as LeadServiceValue]
    : fallback;
}

/**
 * A staff member's name for {staffName}, from their email (accounts have no name of their own):
 * "priya.sharma@agency.in" → "Priya Sharma".
 */
export function staffNameOf(email: string): string {
  const local = email.split("@")[0] ?? email;
  const words = local
    .split(/[._\-+]+/)
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => word.replace(/\d+/g, ""))
    .filter(Boolean);
  if (words.length === 0) return local;
  return words.map((word) => word[0]?.toUpperCase() + word.slice(1).toLowerCase()).join(" ");
}
