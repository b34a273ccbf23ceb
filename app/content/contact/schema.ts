/**
 * zod schema of the contact page's words (app/content/contact/en.ts and its Hindi twin), and
 * what the page shows: the words and the studio's details from site.ts (./index.ts).
 */
import { z } from "zod";

export const contactContentSchema = z.object({
  heroEyebrow: z.string(),
  formTitle: z.string(),
  formIntro: z.string(),
  detailsTitle: z.string(),
  blocks: z.object({
    phone: z.object({ title: z.string(), text: z.string() }),
    email: z.object({
      title: z.string(),
      text: z.string(),
      helloLabel: z.string(),
      careersLabel: z.string(),
    }),
    chat: z.object({ title: z.string(), text: z.string() }),
    social: z.object({ title: z.string(), text: z.string() }),
    hours: z.object({ title: z.string(), text: z.string() }),
    address: z.object({ title: z.string(), country: z.string() }),
  }),
  nextTitle: z.string(),
  nextSteps: z
    .array(z.object({ title: z.string().min(3), text: z.string().min(20) }))
    .min(3)
    .max(4),
});
export type ContactContent = z.infer<typeof contactContentSchema>;

/** What /contact-us shows, in one language. */
export interface ContactCopy {
  contact: ContactContent;
  /** The studio's details that the layout's site copy does not carry. */
  studio: {
    legalName: string;
    careersEmail: string;
    /** The address as the language writes it. */
    address: { locality: string; region: string; postalCode: string };
  };
}
