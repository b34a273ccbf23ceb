/**
 * A public page as staff know it: its menu label ("Pricing"), else its title in search results
 * ("Website Development"), in English, for either language's path. The words editor lists the
 * pages a topic shows by these names, not by their paths (issue 53).
 */
import { localizedPages } from "~/base/site-routes";
import type { Content } from "~/content/engine/content";

export function pageName(content: Content, path: string): string {
  const basePath = localizedPages.find((page) => page.path === path)?.basePath ?? path;
  const labels: Record<string, string | undefined> = content.documents.shell.en.navigation.labels;
  const pages: Record<string, { title?: string } | undefined> = content.documents.pages.en.pages;
  const name = labels[basePath] ?? pages[basePath]?.title ?? basePath;
  // A title quotes the brand or a figure through a slot: the name drops it.
  return name.replace(/\s*\{[^}]*\}\s*/g, " ").trim() || basePath;
}
