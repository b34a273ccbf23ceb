/**
 * /site-dialogs.json and /hi/site-dialogs.json: the words of the dialogs that can open on any
 * page (the contact popup's lead form, the announcement), in one language. Prerendered at build
 * time (app/lib/site-routes.ts) and fetched by a dialog when it first opens
 * (app/components/layout/dialog-copy.ts), so no page carries them in its data for nothing.
 */

import { requestLocale } from "~/base/locale";
import type { DialogCopy } from "~/components/layout/dialog-copy";
import { dictionary } from "~/content/dictionary.server";
import { leadFormClientCopy } from "~/lib/lead-form-copy.server";
import type { Route } from "./+types/site-dialogs";

export function loader({ request }: Route.LoaderArgs) {
  const copy = dictionary(requestLocale(request));
  const body: DialogCopy = {
    leadForm: leadFormClientCopy(copy.forms.leadFormCopy),
    promo: copy.promo,
  };
  // Served as a prerendered file; its caching is the static files' (server/steps/headers.ts).
  return Response.json(body);
}
