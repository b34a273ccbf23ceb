/**
 * The owners' setting "Where new enquiries are emailed" (/admin/staff) as typed: the staff page
 * checks it before saving, and the server (server/leads/notify-to.ts) reads the stored value
 * through the same rule, so a value the page would refuse is never used.
 */
import { z } from "zod";

const emailSchema = z.email().max(254);

/** The address an owner typed, trimmed and lower-cased, or null when it is no email address. */
export function parseNotifyAddress(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const parsed = emailSchema.safeParse(value.trim());
  return parsed.success ? parsed.data.toLowerCase() : null;
}
