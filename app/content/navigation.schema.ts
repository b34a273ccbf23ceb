/**
 * zod schema of the menus' words (app/content/en/navigation.ts and its Hindi twin). Which pages
 * each menu lists, and in what order, is the page table's (app/base/site-routes.ts `menus`).
 */
import { z } from "zod";
import { type MenuEntry, menus } from "~/base/site-routes";

const text = z.string().min(2);
const entries = [...new Set(Object.values(menus).flat())].filter(
  (entry) => !entry.startsWith("/services/"),
) as Exclude<MenuEntry, `/services/${string}`>[];

export const navigationCopySchema = z.object({
  /** The label of each menu entry; the service pages are named by their service's title. */
  labels: z.object(
    Object.fromEntries(entries.map((entry) => [entry, text])) as Record<
      (typeof entries)[number],
      typeof text
    >,
  ),
  /** Where the footer names a page otherwise than the main menu. */
  footerLabels: z.record(z.string(), text),
});
export type NavigationCopy = z.infer<typeof navigationCopySchema>;
