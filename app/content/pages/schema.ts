/**
 * zod schema of the pages' own words (app/content/pages/en.ts and its Hindi twin): the title,
 * description, main heading and introduction of every page of the page table
 * (app/base/site-routes.ts), and the not-found page.
 */
import { z } from "zod";
import { type SitePath, sitePages } from "~/base/site-routes";
import { byId } from "../schema";

const text = z.string().min(2);

export const pageWordsSchema = z.object({
  /** <title>, without the brand suffix the head adds (app/content/shell/en.ts meta.title). */
  title: text,
  /** Meta description: 70-160 characters. */
  description: z.string().min(70).max(160),
  heading: text,
  intro: text,
});
export type PageWords = z.infer<typeof pageWordsSchema>;

export const pagesCopySchema = z.object({
  pages: byId(
    sitePages.map((page): SitePath => page.path),
    pageWordsSchema,
  ),
  notFound: z.object({ title: text, heading: text, text, backLabel: text }),
});
export type PagesCopy = z.infer<typeof pagesCopySchema>;
