/**
 * The lead forms' fields and limits: plain constants, safe for the browser bundle. The forms
 * derive their HTML constraint attributes from them; the server's zod schema
 * (app/lib/lead-schema.ts, server only) uses the same limits, and both take their words from
 * app/content/forms/en.ts, so the browser and the server always agree.
 */

/**
 * The popup's service select (docs/requirements.md); the first is the default. These are the
 * values the form posts and the lead stores, the same in every language; the forms' copy gives
 * the label each language shows for them (app/content/forms/en.ts).
 */
// not copy: the values the popup posts and leads store; each language's labels are in its forms copy
export const leadServices = [
  "Web Development",
  "App Development",
  "Graphic design",
  "SEO Management",
  "Database Administration",
  "Digital marketing",
] as const;
export type LeadServiceValue = (typeof leadServices)[number];

/** Which form a lead came from. "legacy" is POST /contactform.php from old cached pages. */
export type LeadFormKind = "contact" | "popup" | "career";
export type LeadKind = LeadFormKind | "legacy";

/** The visitor-facing fields, named as the original forms posted them. */
export type LeadField = "name" | "email" | "number" | "msg";

export const leadLimits = {
  nameMax: 100,
  emailMax: 254,
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  /** Digits plus a leading + and spaces. */
  phoneMaxLength: 24,
  messageMax: 5000,
  /** The largest form post the server takes by default (LEADS_BODY_LIMIT_BYTES). */
  bodyMaxBytes: 16_384,
  /** Room the browser leaves under that for the hidden fields when it checks a message's size. */
  hiddenFieldsBytes: 256,
} as const;

/** HTML pattern for the mobile number: optional +, 7-15 digits, spaces allowed between. */
/** Latin or Devanagari digits (९८७६५४३२१०), which are stored as 0-9 (toLatinDigits). */
export const phonePattern = `\\+? *(?:[0-9\u0966-\u096F] *){${leadLimits.phoneDigitsMin},${leadLimits.phoneDigitsMax}}`;

/** "९८७६५४३२१०" → "9876543210": Devanagari digits as the 0-9 staff and phones dial. */
export function toLatinDigits(value: string): string {
  return value.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** Where each form posts (its route action). The popup posts to the contact page's action. */
export const formAction: Record<LeadFormKind, string> = {
  contact: "/contact-us",
  popup: "/contact-us",
  career: "/career",
};

/** Names of the hidden fields every form sends besides the visitor's fields. */
export const hiddenFields = {
  kind: "kind",
  /** The page the form was on (the popup opens on any page). */
  page: "page",
  /** Milliseconds since the form became usable; set in the browser after hydration. */
  elapsed: "elapsed_ms",
  /** The honeypot: hidden from people, tempting for bots. Must stay empty. */
  honeypot: "company_website",
} as const;

/** What a route action answers: the form shows it beside the fields or as a confirmation. */
export type LeadActionResult =
  | { kind: LeadKind; status: "sent" }
  | {
      kind: LeadKind;
      status: "invalid" | "rate-limited" | "too-fast" | "error";
      /** A summary shown above the form. */
      message: string;
      /** Field errors, shown beside their fields. */
      errors: Partial<Record<LeadField, string>>;
      /** What the visitor typed, so a page rendered by the server keeps it. */
      values: Partial<Record<LeadField, string>>;
    };
