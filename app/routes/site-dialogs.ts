/**
 * /dialogs.json and /hi/dialogs.json: what the site-wide dialogs hold in one language (the
 * contact popup's form and links, the announcement), as HTML by the dialog's id, prerendered at
 * build time. Every page carries the dialogs' frames only; the page script fetches this the
 * first time a visitor reaches for one (app/enhancements/dialogs.ts), which a visitor without
 * JavaScript never can (the Message button is then a link to the contact page).
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { requestLocale } from "~/base/locale";
import { ContactPopupBody } from "~/components/layout/contact-popup";
import { PromoDialogBody } from "~/components/layout/promo-dialog";
import { contactPopupId, promoDialogId } from "~/lib/browser/dialog-ids";
import { liveContent } from "~/lib/pages/live-content.server";
import { shownPictures } from "~/lib/pages/pictures.server";
import { siteCopy } from "~/lib/pages/site-copy.server";
import type { Route } from "./+types/site-dialogs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = siteCopy(liveContent(context), requestLocale(request));
  const [picture] = await shownPictures(context, [site.dialogs.promo.picture]);
  // Served as a prerendered file; its caching is the static files' (server/steps/headers.ts).
  // renderToString, not renderToStaticMarkup: the popup's form is an island, and hydrating it
  // needs the markers between adjacent texts that only renderToString writes.
  return Response.json({
    [contactPopupId]: renderToString(createElement(ContactPopupBody, { site })),
    [promoDialogId]: renderToString(createElement(PromoDialogBody, { site, picture })),
  });
}
