/**
 * The words of the dialogs that can open on any page (the contact popup's lead form, the
 * announcement), fetched in the page's language when one is about to open
 * (/site-dialogs.json, app/routes/site-dialogs.ts) instead of travelling in every page's data.
 * The contact and careers pages get the lead form's words from their own loaders.
 */

import { type Locale, localeInfo } from "~/base/locale";
import type { LeadFormClientCopy } from "~/content/forms/schema";
import type { PromoCopy } from "~/content/shell/schema";

export interface DialogCopy {
  leadForm: LeadFormClientCopy;
  promo: PromoCopy;
}

const requests = new Map<Locale, Promise<DialogCopy | null>>();

/**
 * The dialogs' words in `locale`, fetched once per page load; null when they could not be
 * fetched (offline), and then asked for again next time.
 */
export function dialogCopy(locale: Locale): Promise<DialogCopy | null> {
  let request = requests.get(locale);
  if (!request) {
    request = fetch(`${localeInfo[locale].prefix}/site-dialogs.json`)
      .then((response) => (response.ok ? (response.json() as Promise<DialogCopy>) : null))
      .catch(() => null)
      .then((copy) => {
        if (!copy) requests.delete(locale);
        return copy;
      });
    requests.set(locale, request);
  }
  return request;
}
