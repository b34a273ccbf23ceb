/**
 * Schema of the notable apps shown on /services/app-development and /work
 * (app/content/en/apps.ts and its Hindi twin; their platforms and screens are in ./apps.ts).
 */
import { z } from "zod";

/** Where a notable app runs: ids, shown through `notableAppCopy.platforms` in each language. */
export const platformSchema = z.enum(["android", "ios", "web-admin"]);

export const notableAppSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(3).max(32),
  category: z.string().min(3).max(40),
  description: z.string().min(60).max(260),
  platforms: z.array(platformSchema).min(1),
  features: z.array(z.string().min(5).max(60)).min(3).max(5),
  /** Screen drawn by app/components/art/work-phone-mock.tsx. */
  screen: z.enum(["ludo", "colour", "food", "fitness", "bank", "campus"]),
  imageAlt: z.string().min(30),
});
/** Labels of a notable app card. */
export const notableAppCopySchema = z.object({
  platformsLabel: z.string().min(2),
  /** The name of each platform, as the card shows it. */
  platforms: z.record(platformSchema, z.string().min(2)),
});

/** Everything app/content/en/apps.ts and its Hindi twin export as copy. */
export const appsCopySchema = z.object({
  /** The two notable apps, in the order of ./apps.ts. */
  notableApps: z.array(notableAppSchema),
  notableAppCopy: notableAppCopySchema,
});

export type NotableApp = z.infer<typeof notableAppSchema>;
/** What each language says about a notable app; its id, platforms and screen are facts. */
export type NotableAppWords = Omit<NotableApp, "id" | "platforms" | "screen">;
export type Platform = z.infer<typeof platformSchema>;
export type NotableAppCopy = z.infer<typeof notableAppCopySchema>;
export type AppsCopy = z.infer<typeof appsCopySchema>;
