import type { LeadFormClientCopy, LeadFormCopy } from "~/content/forms/schema";

/**
 * The lead form's words a loader hands the browser (the contact and careers pages, the dialogs'
 * words): the answer pages for posts without JavaScript stay on the server.
 */
export function leadFormClientCopy(copy: LeadFormCopy): LeadFormClientCopy {
  const { legacyPage, tooLongPage, rejectedPage, ...client } = copy;
  return client;
}
