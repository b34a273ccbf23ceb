/**
 * The lead forms' fields, each defined once in `leadFields`: plain constants, safe for the browser
 * bundle. Everything else follows the list: the forms' inputs and their constraint attributes
 * (app/components/forms/), the browser's and the server's validation
 * (app/lib/leads/lead-schema.ts), the database's insert and read (server/db/leads.ts), the CSV
 * columns (app/staff/export/leads-csv.ts), the inbox's details (app/staff/pages/lead.tsx) and the
 * notification email (server/mail/templates.ts). The words are the forms' (app/content/forms/en.json
 * and its Hindi twin: label, placeholder, messages) and the inbox's (app/staff/words/en.ts: the
 * label staff read). A new field is an entry here, a migration adding its column
 * (server/db/migrations.ts) and those words.
 */

/**
 * The popup's service select (docs/requirements.md); the first is the default. These are the
 * values the form posts and the lead stores, the same in every language; the forms' copy gives
 * the label each language shows for them (app/content/forms/en.json).
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
export const leadSources = ["contact", "popup", "career", "legacy"] as const;
export type LeadKind = (typeof leadSources)[number];
export type LeadFormKind = Exclude<LeadKind, "legacy">;

/**
 * Where a lead stands in the staff inbox, in the order it is worked: new → contacted → quoted →
 * won or lost; spam is set aside. docs/decisions/0023-lead-stages.md.
 */
export const leadStages = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStage = (typeof leadStages)[number];

/** Why a lost lead was lost: a short list, so the reasons can be counted. */
export const lostReasons = [
  "price",
  "timing",
  "competitor",
  "no-reply",
  "not-a-fit",
  "other",
] as const;
export type LostReason = (typeof lostReasons)[number];

/** A page of the inbox's list of leads (server/db/leads.ts answers it). */
export interface LeadQuery {
  stage?: LeadStage;
  /** Only the leads this staff member owns. */
  ownerId?: number;
  /** Only the leads nobody owns. */
  unassigned?: boolean;
  /** Only the leads this staff member may work: theirs and the unassigned ones. */
  visibleTo?: number;
  /** Only leads whose next follow-up is at or after this time. */
  followUpFrom?: number;
  /** Only leads whose next follow-up is before this time. */
  followUpBefore?: number;
  /** Only leads that are still open: not won, lost or spam. */
  open?: boolean;
  source?: LeadKind;
  /** Only leads whose visitor arrived through this channel (issue 55, app/base/arrival.ts). */
  channel?: string;
  /** Case-insensitive substring of any field the visitor typed (name, email, phone, message…). */
  search?: string;
  /** Only leads created at or after this time. */
  createdFrom?: number;
  /** Only leads created before this time. */
  createdBefore?: number;
  /** Newest first. Default 50, at most 500. */
  limit?: number;
  offset?: number;
}

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

/**
 * How a field is checked, cleaned and shown: one line of text, an email address, a phone number
 * (stored with 0-9 digits), or free text with line breaks.
 */
export type LeadFieldKind = "line" | "email" | "phone" | "text";

interface LeadFieldSpec {
  /** What the form posts it as (the brief's four keep the original forms' names). */
  name: string;
  /** The lead's property (server/db/types.ts); its database column is the snake_case of it. */
  key: string;
  kind: LeadFieldKind;
  /** Every form asks for it; an optional field may be left empty (stored as ""). */
  required: boolean;
  maxLength: number;
  /** The browser's autofill hint. */
  autoComplete: string;
  /** Takes a whole row of the form on wide screens. */
  wide: boolean;
  /** The forms' messages (app/content/forms) for a missing, too long or invalid value. */
  messages: { required?: string; tooLong?: string; invalid?: string };
}

/** The visitor's fields, in the order the forms show them and the inbox lists them. */
export const leadFields = [
  {
    name: "name",
    key: "name",
    kind: "line",
    required: true,
    maxLength: leadLimits.nameMax,
    autoComplete: "name",
    wide: false,
    messages: { required: "nameRequired", tooLong: "nameTooLong" },
  },
  {
    name: "email",
    key: "email",
    kind: "email",
    required: true,
    maxLength: leadLimits.emailMax,
    autoComplete: "email",
    wide: false,
    messages: { invalid: "emailInvalid" },
  },
  {
    name: "number",
    key: "phone",
    kind: "phone",
    required: true,
    maxLength: leadLimits.phoneMaxLength,
    autoComplete: "tel",
    wide: true,
    messages: { invalid: "phoneInvalid" },
  },
  {
    name: "msg",
    key: "message",
    kind: "text",
    required: true,
    maxLength: leadLimits.messageMax,
    autoComplete: "off",
    wide: true,
    messages: { required: "msgRequired", tooLong: "msgTooLong" },
  },
] as const satisfies readonly LeadFieldSpec[];

export type LeadFieldDef = (typeof leadFields)[number];
/** A field's name in the forms' posts. */
export type LeadField = LeadFieldDef["name"];
/** A field's property on a lead. */
export type LeadFieldKey = LeadFieldDef["key"];
/**
 * What a stored lead holds of the visitor's fields, by property: an optional field may be absent
 * (stored as "").
 */
export type LeadFieldValues = {
  [F in LeadFieldDef as F["required"] extends true ? F["key"] : never]: string;
} & { [F in LeadFieldDef as F["required"] extends true ? never : F["key"]]?: string };
type MessagesOf<Field> = Field extends { messages: infer Said } ? Said[keyof Said] : never;
/** The name of every message the fields use (each language's forms words give them). */
export type LeadFieldMessage = MessagesOf<LeadFieldDef>;

/** What can be wrong with a value the visitor typed. */
export type LeadFieldProblem = "required" | "tooLong" | "invalid";

/**
 * The name of the message for `problem` with `field` on a form of `kind`, the same in the browser
 * and on the server: the field's own message for that problem, else the one it names for every
 * problem (an email address: "invalid"). The careers page asks the applicant about themselves,
 * so its missing message says so.
 */
export function leadFieldMessageName(
  field: LeadFieldDef,
  problem: LeadFieldProblem,
  kind?: LeadFormKind,
): LeadFieldMessage | "careerMsgRequired" {
  if (field.name === "msg" && kind === "career" && problem === "required")
    return "careerMsgRequired";
  const said: Partial<Record<LeadFieldProblem, LeadFieldMessage>> = field.messages;
  const name = said[problem] ?? said.invalid ?? said.required ?? said.tooLong;
  if (!name) throw new Error(`lead field ${field.name} has no message`);
  return name;
}

/** The database column of a lead's property: "pagePath" → "page_path". */
export function columnOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Every property of a lead, in the order of its table's columns and of the CSV export: the
 * visitor's fields between what the server records (server/db/types.ts, Lead).
 */
export const leadProperties = [
  "id",
  "createdAt",
  "updatedAt",
  "source",
  "stage",
  ...leadFields.map((field) => field.key),
  "pagePath",
  "userAgent",
  "ipHash",
  "language",
] as const;

/** The column of each property: "pagePath" → page_path. */
export type LeadProperty = (typeof leadProperties)[number];

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

/** Where the forms post with JavaScript (app/routes/api.leads.ts; /hi/api/leads in Hindi). */
export const leadsApiPath = "/api/leads";

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

/**
 * The answer to a native post (a route's action data), when the page being rendered is one and
 * it came from one of `kinds`' forms: the form shows it, with what the visitor typed.
 */
export function nativeAnswerFor(
  actionData: unknown,
  kinds: readonly LeadKind[],
): LeadActionResult | undefined {
  if (!actionData || typeof actionData !== "object" || !("kind" in actionData)) return undefined;
  const answer = actionData as LeadActionResult;
  return kinds.includes(answer.kind) ? answer : undefined;
}
