/**
 * The rule of the four policy pages (/terms-and-conditions, /Cancellation-and-Refund,
 * /Shipping-and-Delivery, /privacy-policy): their facts (./facts.json: the brief's client terms,
 * the date of the last review, how long form data is kept, and for each policy the address it
 * names and its structure: its titled parts and its sections, by the ids that are their anchors,
 * in order) and their words (./en.json and its Hindi twin: the labels around the text, the
 * phrases the terms and the refund policy share, each part's heading and each section's heading
 * and blocks, by id). Every figure a sentence quotes (a fee, a number of days, an address, the
 * agency's names) is a slot.
 */
import { z } from "zod";
import {
  choice,
  count,
  group,
  itemId,
  keyed,
  list,
  slotsIn,
  template,
  text,
} from "../engine/fields";

/** The four policy pages, in the order the footer and each page's related links list them. */
export const policyPaths = [
  "/terms-and-conditions",
  "/Cancellation-and-Refund",
  "/Shipping-and-Delivery",
  "/privacy-policy",
] as const;
export type PolicyPath = (typeof policyPaths)[number];

/** The policies in the words and facts, by their page. */
export const policyKeys = {
  terms: "/terms-and-conditions",
  cancellation: "/Cancellation-and-Refund",
  shipping: "/Shipping-and-Delivery",
  privacy: "/privacy-policy",
} as const satisfies Record<string, PolicyPath>;
export type PolicyKey = keyof typeof policyKeys;

/**
 * The names the privacy policy must give of what the site writes into a browser, each filled
 * from app/base/browser-storage.ts (the code that writes it reads the same name): the visitor's
 * localStorage and sessionStorage keys, the staff inbox's cookie (over http and over https), its
 * sessionStorage key and the words editor's localStorage key for a draft it could not save. tests/e2e/storage.spec.ts checks the page names every key the site
 * writes.
 */
export const privacyStorageSlots = [
  "themeKey",
  "interFontKey",
  "devanagariFontKey",
  "promoKey",
  "firstTouchKey",
  "staffCookie",
  "staffCookieHttps",
  "staffScrollKey",
  "editorBackupKey",
] as const;

/**
 * The slots any sentence of a policy may hold, each filled by the join: the agency's names and
 * address, the policy's own address, the shared phrases, the internship's figures, how long
 * data is kept, the page-speed sample, the theme switch's words and the names of what the site
 * keeps in a browser.
 */
export const policySlots = [
  "studio",
  "brandName",
  "email",
  "locality",
  "region",
  "country",
  "renewalNotice",
  "cancellationFee",
  "cancellationDue",
  "demoPeriod",
  "refundShare",
  "refundWindow",
  "refundDays",
  "registrationFees",
  "testFee",
  "freeProgramme",
  "freeProgrammeLength",
  "hoursPerWeek",
  "certificate",
  "leadRetentionDays",
  "leadRetentionMonths",
  "backupDays",
  "vitalsRetentionDays",
  "vitalsShare",
  "enrolButton",
  "themeSwitch",
  "themeLight",
  "themeDark",
  "themeSystem",
  ...privacyStorageSlots,
] as const;
export type PolicySlot = (typeof policySlots)[number];

/** What the slots say, for the staff's help. */
const slotHelp =
  "The website can fill in, with the buttons under the text: the agency's names, the page's email address and the studio's city, state and country; the phrases shared with the other policy (the renewal notice, the cancellation fee and when it is due, the demo period, the refund and by when to ask for it, the registration fees, the certificate); the internship's figures (the test fee, the free programme and its length, the hours per week, the enrol button's words); how long form submissions, backups and page-speed figures are kept and the share of visits measured; the theme switch's words; and the names of what the site keeps in a visitor's browser.";

/**
 * The brief's terms (docs/requirements.md) the terms and the refund policy must both state: the
 * renewal notice, the cancellation fee and when it is due, the scholarship test's fee, the demo
 * period and the refund.
 */
export const briefTermSlots = [
  "renewalNotice",
  "cancellationFee",
  "cancellationDue",
  "testFee",
  "demoPeriod",
  "refundShare",
  "refundWindow",
] as const satisfies readonly PolicySlot[];

const anchorId = (title: string, description: string) => itemId.meta({ title, description });

/**
 * One policy's facts: the address it names and its structure, the same in both languages: its
 * titled parts and its sections, in the page's order, each by the id that is its anchor (#id).
 */
const policyFacts = (title: string) =>
  group(
    {
      title,
      description: `The email address and the sections of the ${title} page, in the page's order.`,
    },
    {
      contact: choice(["hello", "careers", "privacy"], {
        title: "Address",
        description: `Which of the agency's email addresses this page gives for questions, in its text and in the line at its end: hello (general), careers or privacy.`,
      }),
      parts: list(
        {
          title: "Titled parts",
          description:
            "The parts with a heading of their own (the terms' parts for clients and for interns); a section outside them sits in an untitled part.",
        },
        group(
          { title: "Part", description: "A titled part; its heading is in the words." },
          {
            id: anchorId(
              "Id",
              "The part's anchor on the page (#its-id); lower-case words with dashes.",
            ),
          },
        ),
        { min: 0, max: 4 },
      ),
      sections: list(
        {
          title: "Sections",
          description:
            "The sections of the page, in order; each is listed in the page's contents. Their headings and text are in the words.",
        },
        group(
          { title: "Section", description: "A section: its anchor and the part it belongs to." },
          {
            id: anchorId(
              "Id",
              "The section's anchor on the page (#its-id) and its name in launch-check; lower-case words with dashes.",
            ),
            part: anchorId(
              "Part",
              "The titled part the section belongs to, by its anchor; none for an untitled part.",
            ).optional(),
          },
        ),
        { min: 1, max: 30 },
      ),
    },
  ).superRefine((policy, context) => {
    const partIds = policy.parts.map((part) => part.id);
    policy.sections.forEach((section, index) => {
      if (section.part !== undefined && !partIds.includes(section.part))
        context.addIssue({
          code: "custom",
          message: `no titled part "${section.part}": add it to the parts, or name one of ${partIds.join(", ") || "none"}`,
          path: ["sections", index, "part"],
        });
      const before = policy.sections[index - 1];
      if (
        section.part !== undefined &&
        before?.part !== section.part &&
        policy.sections.slice(0, index).some((earlier) => earlier.part === section.part)
      )
        context.addIssue({
          code: "custom",
          message: `the sections of the part "${section.part}" must follow each other`,
          path: ["sections", index, "part"],
        });
    });
    partIds.forEach((id, index) => {
      if (!policy.sections.some((section) => section.part === id))
        context.addIssue({
          code: "custom",
          message: `the part "${id}" has no section`,
          path: ["parts", index, "id"],
        });
      if (policy.sections.some((section) => section.id === id))
        context.addIssue({
          code: "custom",
          message: `"${id}" is a part's and a section's id: each needs its own anchor`,
          path: ["parts", index, "id"],
        });
    });
  });

/** The policies' facts, the same in every language. */
export const policiesFactsSchema = group(
  {
    title: "The policies",
    description: "The figures the policy pages quote, and the address each names.",
  },
  {
    lastUpdated: z.iso.date("a date such as 2026-11-23").meta({
      title: "Last reviewed",
      description:
        "The date all four policies were last checked (year-month-day); each page shows it under its heading.",
    }),
    clientTerms: group(
      {
        title: "Client terms",
        description:
          "The terms agreed for clients, quoted by the terms and the refund policy (and the about and web services pages).",
      },
      {
        renewalNoticeDays: count(
          {
            title: "Renewal notice, in days",
            description: "How many days before a renewal date the agency contacts the client.",
          },
          { min: 1, max: 90 },
        ),
        cancellationFeePercent: count(
          {
            title: "Cancellation fee, in percent",
            description: "The share of the total project cost a client pays to cancel.",
          },
          { min: 1, max: 100 },
        ),
        cancellationPaymentDays: count(
          {
            title: "Cancellation fee due, in days",
            description: "The cancellation fee is payable within this many days of the notice.",
          },
          { min: 1, max: 90 },
        ),
      },
    ),
    leadRetentionDays: count(
      {
        title: "Form submissions kept, in days",
        description:
          "How long a form submission is kept, as the privacy policy says. Whoever runs the server must delete submissions after the same number of days (730 unless they change it): tell them when you change it.",
      },
      { min: 1, max: 3650 },
    ),
    backupDays: count(
      {
        title: "Backups kept, in days",
        description:
          "How long each daily backup of the stored data is kept, as the privacy policy says. The server deletes backups after 14 days: if you change this, ask whoever runs the server to keep them as long.",
      },
      { min: 1, max: 365 },
    ),
    vitalsRetentionDays: count(
      {
        title: "Page-speed figures kept, in days",
        description:
          "How long the page-speed figures are kept, as the privacy policy says. Whoever runs the server must delete them after the same number of days (35 unless they change it): tell them when you change it.",
      },
      { min: 1, max: 3650 },
    ),
    terms: policyFacts("Terms and conditions"),
    cancellation: policyFacts("Cancellation and refund policy"),
    shipping: policyFacts("Shipping and delivery policy"),
    privacy: policyFacts("Privacy policy"),
  },
);
export type PoliciesFacts = z.infer<typeof policiesFactsSchema>;

const sentence = (title: string, description: string, max: number, min = 3) =>
  template(
    {
      title,
      description: `${description} ${slotHelp}`,
      slots: [],
      optionalSlots: policySlots,
      multiline: true,
    },
    { min, max },
  );

/** A block of a section: a paragraph, or a bulleted list. */
const blockSchema = group(
  {
    title: "Block",
    description: "A paragraph (its text) or a bulleted list (its items): one of the two.",
  },
  {
    text: sentence(
      "Paragraph",
      "A paragraph of the section; an email address in it becomes a link.",
      600,
      20,
    ).optional(),
    items: list(
      { title: "Bulleted list", description: "The points of a list: two or more." },
      sentence("Point", "One point of the list.", 250),
      { min: 2, max: 12 },
    ).optional(),
  },
).refine((block) => (block.text === undefined) !== (block.items === undefined), {
  message: "a block is a paragraph (text) or a list (items): give one of the two",
});

const sectionWords = group(
  {
    title: "Section",
    description:
      "A section of the policy: its heading (listed in the page's contents) and its blocks.",
  },
  {
    title: text(
      { title: "Heading", description: "The section's heading, and its line in the contents." },
      { min: 3, max: 90 },
    ),
    blocks: list(
      { title: "Blocks", description: "The paragraphs and lists of the section, in order." },
      blockSchema,
      { min: 1, max: 6 },
    ),
  },
);

type PolicyWordsShape = {
  parts: Record<string, { title: string }>;
  sections: Record<string, z.infer<typeof sectionWords>>;
};

/** Every string of a policy's words. */
function textsOf(policy: PolicyWordsShape): string[] {
  return [
    ...Object.values(policy.parts).map((part) => part.title),
    ...Object.values(policy.sections).flatMap((section) => [
      section.title,
      ...section.blocks.flatMap((block) => [block.text ?? "", ...(block.items ?? [])]),
    ]),
  ];
}

/**
 * One policy's words; `required` are the slots it must hold somewhere (the brief's terms, the
 * names of what the site keeps in a browser), `requiredWhat` what they are, for the message.
 */
const policyWords = (
  key: PolicyKey,
  title: string,
  description: string,
  required: readonly PolicySlot[] = [],
  requiredWhat = "the agreed client and internship terms",
) =>
  group(
    { title, description },
    {
      parts: keyed(
        {
          title: "Titled parts",
          description: "Each titled part's heading, one for each part of the page.",
          keyedBy: `facts.${key}.parts`,
        },
        group(
          { title: "Part", description: "A titled part." },
          {
            title: text(
              { title: "Heading", description: "The part's heading, over its sections." },
              { min: 3, max: 70 },
            ),
          },
        ),
      ),
      sections: keyed(
        {
          title: "Sections",
          description: "Each section's heading and text, one for each section of the page.",
          keyedBy: `facts.${key}.sections`,
        },
        sectionWords,
      ),
    },
  ).refine(
    (policy) => {
      const found = new Set(textsOf(policy).flatMap(slotsIn));
      return required.every((slot) => found.has(slot));
    },
    {
      error: (issue) => {
        const found = new Set(textsOf(issue.input as PolicyWordsShape).flatMap(slotsIn));
        const missing = required.filter((slot) => !found.has(slot));
        return `${requiredWhat} must stay on this page: keep ${missing.map((slot) => `{${slot}}`).join(", ")}`;
      },
    },
  );

const label = (title: string, description: string, max: number, min = 2) =>
  text({ title, description }, { min, max });

/** What each language says on the policy pages. */
export const policiesWordsSchema = group(
  {
    title: "The policies in words",
    description: "The labels around the policies, their shared phrases and the four policies.",
  },
  {
    policyUi: group(
      { title: "Labels", description: "The labels around the text, shared by the four pages." },
      {
        eyebrow: label("Eyebrow", "The small line over each policy's heading.", 20),
        tocTitle: label("Contents title", "The heading of the page's list of sections.", 30),
        lastUpdatedLabel: label(
          "Last updated label",
          "Said before the date under the page's heading.",
          30,
        ),
        relatedTitle: label(
          "Related policies title",
          "The heading of the links to the other three policies.",
          40,
        ),
        questions: label(
          "Questions line",
          "The line at the end of the page, before the policy's address.",
          80,
        ),
        languageNote: label(
          "Language note",
          "On a translation only: that the policy exists in English too. Leave it empty in English (not shown).",
          80,
          0,
        ),
        languageNoteLink: label(
          "Language note link",
          "The note's link to the English page. Leave it empty in English.",
          50,
          0,
        ),
      },
    ),
    phrases: group(
      {
        title: "Shared phrases",
        description:
          "The phrases the terms and the refund policy both use, so the two always say the same: the website fills each one in where a policy quotes it.",
      },
      {
        studio: template(
          {
            title: "Studio",
            description:
              "Who \u201cwe\u201d are in the policies; the website fills in the agency's legal name and its name.",
            slots: ["legalName", "brandName"],
          },
          { min: 10, max: 80 },
        ),
        renewalNotice: template(
          {
            title: "Renewal notice",
            description:
              "When the agency contacts a client before a renewal; the website fills in the number of days from the client terms.",
            slots: ["days"],
          },
          { min: 10, max: 90 },
        ),
        cancellationFee: template(
          {
            title: "Cancellation fee",
            description:
              "The fee a client pays to cancel a project; the website fills in the percentage from the client terms.",
            slots: ["percent"],
          },
          { min: 10, max: 100 },
        ),
        cancellationDue: template(
          {
            title: "Cancellation fee due",
            description:
              "When the cancellation fee is due; the website fills in the number of days from the client terms.",
            slots: ["days"],
          },
          { min: 10, max: 60 },
        ),
        demoPeriod: template(
          {
            title: "Demo period",
            description:
              "The demo that starts each paid programme; the website fills in its number of days from the internship page.",
            slots: ["days"],
          },
          { min: 5, max: 40 },
        ),
        refundShare: template(
          {
            title: "Refund share",
            description:
              "The refund of a programme fee; the website fills in the percentage from the internship page.",
            slots: ["percent"],
          },
          { min: 5, max: 60 },
        ),
        refundWindow: template(
          {
            title: "Refund window",
            description:
              "By when a refund must be asked for; the website fills in the number of days from the internship page.",
            slots: ["days"],
          },
          { min: 5, max: 80 },
        ),
        registrationFees: template(
          {
            title: "Programme registration fees",
            description:
              "That the paid programmes' registration fees are not refunded; the website fills in the internship page's first two programmes and their registration fees.",
            slots: ["firstFee", "firstProgramme", "secondFee", "secondProgramme"],
            multiline: true,
          },
          { min: 40, max: 280 },
        ),
        certificate: group(
          {
            title: "Certificate",
            description:
              "Which programmes award a certificate, as the terms say (those the internship page says do).",
          },
          {
            one: template(
              {
                title: "One programme",
                description:
                  "When one programme awards a certificate; the website fills in its name.",
                slots: ["programme"],
              },
              { min: 20, max: 150 },
            ),
            many: template(
              {
                title: "Several programmes",
                description:
                  "When several do; the website fills in their names, joined by the word below.",
                slots: ["programmes"],
              },
              { min: 20, max: 150 },
            ),
            and: label("And", "The word that joins the last two names (and).", 10),
          },
        ),
      },
    ),
    terms: policyWords(
      "terms",
      "Terms and conditions",
      "The Terms and conditions page, for clients and for internship participants. It must keep the agreed client and internship terms.",
      briefTermSlots,
    ),
    cancellation: policyWords(
      "cancellation",
      "Cancellation and refund policy",
      "The Cancellation and refund page. It must keep the agreed client and internship terms.",
      briefTermSlots,
    ),
    shipping: policyWords(
      "shipping",
      "Shipping and delivery policy",
      "The Shipping and delivery page.",
    ),
    privacy: policyWords(
      "privacy",
      "Privacy policy",
      "The Privacy policy page: what the site and its forms really do with personal data; change it whenever that changes. It must name everything the site keeps in a browser.",
      privacyStorageSlots,
      "the names of what the site keeps in a browser",
    ),
  },
);
export type PoliciesWords = z.infer<typeof policiesWordsSchema>;

/** A block of a policy as its page shows it. E-mail addresses in a paragraph become mailto links. */
export type PolicyBlock = { type: "p"; text: string } | { type: "ul"; items: string[] };

export interface PolicySection {
  id: string;
  title: string;
  blocks: PolicyBlock[];
}

export interface PolicyPart {
  /** Parts with a title (the terms' "For clients" and "For internship participants") become h2s. */
  id?: string;
  title?: string;
  sections: PolicySection[];
}

/** A policy page's text, as its page shows it. */
export interface PolicyDoc {
  /** When it was last reviewed: the ISO date and as the page writes it ("22 November 2026"). */
  lastUpdated: { date: string; text: string };
  /** Where questions about this page go (an address of the agency's facts). */
  contactEmail: string;
  parts: PolicyPart[];
  /** Links to the other policies at the end of the page. */
  related: PolicyPath[];
}

export type PolicyUi = PoliciesWords["policyUi"];

/** The policy pages' copy in one language: the labels around the text and the four policies. */
export interface PoliciesCopy {
  policyUi: PolicyUi;
  policies: Record<PolicyPath, PolicyDoc>;
}

/** A policy page's words as plain text, headings included (for tests and search). */
export function policyText(doc: Pick<PolicyDoc, "parts">): string {
  return doc.parts
    .flatMap((part) => [
      part.title ?? "",
      ...part.sections.flatMap((section) => [
        section.title,
        ...section.blocks.flatMap((block) => (block.type === "p" ? [block.text] : block.items)),
      ]),
    ])
    .join("\n");
}
