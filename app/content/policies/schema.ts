/**
 * zod schemas of the four policy pages: each policy's text (./terms/, ./privacy/… in each
 * language) and the labels around it (./en.ts and its Hindi twin), and what a page shows: the
 * text with its date, its contact address and its links to the other three.
 */
import { z } from "zod";
import { byId } from "../schema";

export const policyPaths = [
  "/terms-and-conditions",
  "/Cancellation-and-Refund",
  "/Shipping-and-Delivery",
  "/privacy-policy",
] as const;
export type PolicyPath = (typeof policyPaths)[number];

const sectionId = z.string().regex(/^[a-z][a-z0-9-]*$/, "a lower-case slug usable as an id");

export const policyBlockSchema = z.discriminatedUnion("type", [
  /** A paragraph. E-mail addresses in it become mailto links. */
  z.object({ type: z.literal("p"), text: z.string().min(20) }),
  z.object({ type: z.literal("ul"), items: z.array(z.string().min(3)).min(2) }),
]);
export type PolicyBlock = z.infer<typeof policyBlockSchema>;

export const policySectionSchema = z.object({
  id: sectionId,
  title: z.string().min(3).max(70),
  blocks: z.array(policyBlockSchema).min(1),
});
export type PolicySection = z.infer<typeof policySectionSchema>;

export const policyPartSchema = z.object({
  /** Parts with a title (the terms' "For clients" and "For internship participants") become h2s. */
  id: sectionId.optional(),
  title: z.string().optional(),
  sections: z.array(policySectionSchema).min(1),
});
export type PolicyPart = z.infer<typeof policyPartSchema>;

export const policyDocSchema = z
  .object({
    /** When it was last reviewed: the ISO date and as the page writes it ("22 November 2026"). */
    lastUpdated: z.object({ date: z.iso.date(), text: z.string().min(8) }),
    /** Where questions about this page go (an address from site.ts). */
    contactEmail: z.email(),
    parts: z.array(policyPartSchema).min(1),
    /** Links to the other policies at the end of the page. */
    related: z.array(z.enum(policyPaths)).min(1),
  })
  .refine((doc) => {
    const ids = doc.parts.flatMap((part) => [
      ...(part.id ? [part.id] : []),
      ...part.sections.map((s) => s.id),
    ]);
    return new Set(ids).size === ids.length;
  }, "section ids are unique on the page");
export type PolicyDoc = z.infer<typeof policyDocSchema>;
/** What each language writes of a policy: its parts; the date and the links are the join's. */
export type PolicyWords = Pick<PolicyDoc, "parts">;

export const policyUiSchema = z.object({
  eyebrow: z.string(),
  tocTitle: z.string(),
  lastUpdatedLabel: z.string(),
  relatedTitle: z.string(),
  questions: z.string(),
  /** On a translation only: that the page exists in English too. Empty in English (not shown). */
  languageNote: z.string(),
  /** The text of the note's link to the English page. Empty in English. */
  languageNoteLink: z.string(),
});
export type PolicyUi = z.infer<typeof policyUiSchema>;

/** The words of ./en.ts and its Hindi twin: the labels and each policy's parts. */
export const policiesWordsSchema = z.object({
  policyUi: policyUiSchema,
  policies: byId(policyPaths, z.object({ parts: policyDocSchema.shape.parts })),
});
export type PoliciesWords = z.infer<typeof policiesWordsSchema>;

/** The policy pages' copy in one language: the labels around the text and the four policies. */
export const policiesCopySchema = z.object({
  policyUi: policyUiSchema,
  policies: byId(policyPaths, policyDocSchema),
});
export type PoliciesCopy = z.infer<typeof policiesCopySchema>;

/** A policy page's words as plain text, headings included (for tests and search). */
export function policyText(doc: PolicyDoc): string {
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
