/** Schema of the notable apps shown on /services/app-development and /work. */
import { z } from "zod";

export const notableAppSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3).max(32),
  category: z.string().min(3).max(40),
  description: z.string().min(60).max(260),
  platforms: z.array(z.enum(["Android", "iOS", "Web admin panel"])).min(1),
  features: z.array(z.string().min(5).max(60)).min(3).max(5),
  /** Screen drawn by app/components/art/work-phone-mock.tsx. */
  screen: z.enum(["ludo", "colour", "food", "fitness", "bank", "campus"]),
  imageAlt: z.string().min(30),
});
/** Labels of a notable app card. */
export const notableAppCopySchema = z.object({ platformsLabel: z.string().min(2) });

export type NotableApp = z.infer<typeof notableAppSchema>;
