/**
 * The element ids of the site-wide dialogs: the components render them
 * (app/components/layout/) and the page script opens them by id (app/enhancements/dialogs.ts).
 */
export const contactPopupId = "contact-popup";
export const promoDialogId = "promo-dialog";
