/** Schemas of /services/app-development and /services/digital-marketing. */
import { z } from "zod";
import { callToActionSchema, pageCopySchema } from "./sections.schema";
import { offeringSchema } from "./web-services.schema";

/** One reason in the 'Why Choose Us' list. */
export const reasonSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3).max(48),
  text: z.string().min(30).max(200),
});
export type Reason = z.infer<typeof reasonSchema>;

/** Copy of /services/app-development and /services/digital-marketing. */
export const servicePageCopySchema = pageCopySchema.extend({ cta: callToActionSchema });

export { offeringSchema };
