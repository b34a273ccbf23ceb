/** zod schema of the staff inbox's labels (app/content/admin.ts). */
import { z } from "zod";
import { templateSchema } from "./schema";

const label = z.string().min(2).max(40);

export const adminContentSchema = z.object({
  productName: z.string(),
  nav: z.array(z.object({ to: z.string().startsWith("/admin/"), label })).length(3),
  sources: z.object({ contact: label, popup: label, career: label, legacy: label }),
  statuses: z.object({ new: label, handled: label, spam: label }),
  languages: z.object({ en: label, hi: label }),
  outboxStatuses: z.object({
    pending: label,
    sending: label,
    sent: label,
    failed: label,
    skipped: label,
  }),
  outboxKinds: z.object({ notify: label, ack: label }),
  ratings: z.object({ good: label, "needs-improvement": label, poor: label }),
  metrics: z
    .array(z.object({ name: z.enum(["LCP", "INP", "CLS", "FCP", "TTFB"]), label: z.string() }))
    .length(5),
  signIn: z.object({
    title: z.string(),
    intro: z.string(),
    invalid: z.string(),
    throttled: z.string(),
    signedOut: z.string(),
  }),
  errorPage: z.object({
    title: templateSchema("status"),
    heading: templateSchema("status"),
    backLabel: z.string(),
  }),
});
export type AdminContent = z.infer<typeof adminContentSchema>;
