/**
 * The lead forms' fields, limits, placeholders and messages: plain constants, safe for the
 * browser bundle. The forms derive their HTML constraint attributes from them; the server's zod
 * schema (app/lib/lead-schema.ts, server only) uses the same limits and messages, so the browser
 * and the server always agree.
 */

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
} as const;

/** HTML pattern for the mobile number: optional +, 7-15 digits, spaces allowed between. */
export const phonePattern = `\\+? *(?:[0-9] *){${leadLimits.phoneDigitsMin},${leadLimits.phoneDigitsMax}}`;

/** The popup's service select (docs/requirements.md); the first is the default. */
export const serviceOptions = [
  "Web Development",
  "App Development",
  "Graphic design",
  "SEO Management",
  "Database Administration",
  "Digital marketing",
] as const;

/** Appended to the stored message, as the original forms did before submitting. */
export const messageSuffix: Record<LeadFormKind, string> = {
  contact: " || Contact Us Page",
  popup: " || Contact Popup",
  career: " || Career Query",
};

/** Where each form posts (its route action). The popup posts to the contact page's action. */
export const formAction: Record<LeadFormKind, string> = {
  contact: "/contact-us",
  popup: "/contact-us",
  career: "/career",
};

/** Placeholders: verbatim from the docs/requirements.md where it gives them. */
export const placeholders = {
  name: "Your Name",
  email: "Your Email Address",
  number: "Your Mobile Number",
  msg: "How Can I Help You",
  careerMsg:
    "Tell us about yourself: your skills, experience and the role you want. Include a link to your LinkedIn, GitHub or portfolio.",
} as const;

export const fieldLabels: Record<LeadField, string> = {
  name: "Name",
  email: "Email",
  number: "Mobile number",
  msg: "Message",
};

/** One message per field, shown by the browser-side check and returned by the server. */
export const fieldMessages = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please keep your name under ${leadLimits.nameMax} characters.`,
  emailInvalid: "Please enter a valid email address, like name@example.com.",
  phoneInvalid: `Please enter a mobile number of ${leadLimits.phoneDigitsMin} to ${leadLimits.phoneDigitsMax} digits (a leading + and spaces are fine).`,
  msgRequired: "Please tell us a little about what you need.",
  careerMsgRequired: "Please tell us about yourself and the role you are interested in.",
  msgTooLong: `Please keep your message under ${leadLimits.messageMax.toLocaleString("en-IN")} characters.`,
  serviceInvalid: "Please choose one of the services in the list.",
  bodyTooLarge:
    "Your message is too long to send in one go. Please shorten it, or email us the details.",
} as const;

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
