/** zod schema of the contact page copy (app/content/contact.ts). Brand facts stay in site.ts. */
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
