/**
 * The stored message of a lead ends with the form it came from, as the original site's forms
 * appended it before submitting (" || Contact Us Page"), kept in English whatever the visitor's
 * language; server/leads/service.ts appends it, and old cached pages posting to /contactform.php
 * appended it themselves. Stored messages are never rewritten: staff pages, the CSV and the
 * staff emails show the visitor's words alone (visitorMessage), the form as its own field.
 */
import type { LeadFormKind } from "./lead-fields";

// not copy: part of the stored message (the original site's format), never shown to staff
export const messageSuffix: Record<LeadFormKind, string> = {
  contact: " || Contact Us Page",
  popup: " || Contact Popup",
  career: " || Career Query",
};

const suffixes = Object.values(messageSuffix);

/** The message as the visitor wrote it: the stored message without the form's suffix. */
export function visitorMessage(stored: string): string {
  for (const suffix of suffixes)
    if (stored.endsWith(suffix)) return stored.slice(0, -suffix.length).trimEnd();
  return stored;
}
