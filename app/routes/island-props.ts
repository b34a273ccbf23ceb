/**
 * /islands/popup-form.json and /hi/islands/popup-form.json: the contact popup form's words in one
 * language, the props its island shares with every page (app/islands/island.tsx `shared`),
 * prerendered at build time and fetched with the island's code when the popup opens. The page
 * itself renders the same words as HTML; only hydration needs them as data.
 */

import { requestLocale } from "~/base/locale";
import { liveContent } from "~/lib/pages/live-content.server";
import { siteCopy } from "~/lib/pages/site-copy.server";
import type { Route } from "./+types/island-props";

export function loader({ request, context }: Route.LoaderArgs) {
  const { dialogs } = siteCopy(liveContent(context), requestLocale(request));
  // Served as a prerendered file; its caching is the static files' (server/steps/headers.ts).
  return Response.json({ copy: dialogs.leadForm });
}
